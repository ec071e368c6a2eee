/**
 * Map pin images of the demo tenants (spec §3 `images.map_pins`): an outlet pin and a pickup-point pin
 * (32×54, the tip at the bottom centre, where the point is), a cluster (16×16), the shopper's position (20×20)
 * and a delivery-address pin, in the brand's colours. A real tenant uploads its own and names them in settings.
 */
const PIN_PATH = /^\/media\/brand\/(\d+)\/pins\/(outlet|pickup|cluster|current|delivery)\.svg$/

export function isMapPinPath(path: string): boolean {
  return PIN_PATH.test(path)
}

export function renderMapPin(path: string, colours: Record<string, [string, string]>): string {
  const [, company = '1', kind = 'outlet'] = PIN_PATH.exec(path) ?? []
  const [dark, light] = colours[company] ?? ['#333333', '#ffffff']
  if (kind === 'cluster')
    return `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="${dark}" stroke="${light}" stroke-width="2"/></svg>`
  if (kind === 'current')
    return `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 20 20"><circle cx="10" cy="10" r="9" fill="#ffffff" fill-opacity="0.9"/><circle cx="10" cy="10" r="6" fill="#1a73e8" stroke="#ffffff" stroke-width="2"/></svg>`
  // A teardrop pin; the pickup point's is hollow, the delivery address's has a house.
  const fill = kind === 'pickup' ? light : dark
  const mark =
    kind === 'pickup'
      ? `<rect x="10" y="10" width="12" height="10" rx="1" fill="${dark}"/>`
      : kind === 'delivery'
        ? `<path d="M16 8 L24 15 H21 V22 H11 V15 H8 Z" fill="${light}"/>`
        : `<circle cx="16" cy="15" r="5" fill="${light}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="54" viewBox="0 0 32 54"><path d="M16 53 C16 53 2 30 2 16 A14 14 0 0 1 30 16 C30 30 16 53 16 53 Z" fill="${fill}" stroke="${dark}" stroke-width="2"/>${mark}</svg>`
}
