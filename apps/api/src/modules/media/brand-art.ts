/**
 * The demo brands' logos. A shop's square mark must read at 32 px in a phone header, so it is a symbol with
 * no lettering (a tiny wordmark inside a square becomes a smudge); the wide logo is the mark plus the name.
 * Тропа (outdoor gear): two peaks and the trail leading to them. Wayfarer (travel): a compass star.
 */
const BRANDS: Record<string, { dark: string; light: string; accent: string; name: string; mark: string }> = {
  '1': {
    dark: '#2f6b3b',
    light: '#f2e8cf',
    accent: '#e8a33d',
    name: 'ТРОПА',
    mark:
      '<path d="M14 72 L40 30 L52 48 L62 34 L86 72 Z" fill="LIGHT"/>' +
      '<path d="M40 30 L47 41 L43 39 L40 44 L36 39 L33 41 Z" fill="DARK" opacity=".35"/>' +
      '<path d="M50 90 C 42 84, 62 80, 52 74 S 44 66, 50 62" fill="none" stroke="ACCENT" stroke-width="5" stroke-linecap="round"/>',
  },
  '2': {
    dark: '#1f5fa8',
    light: '#f1f6fb',
    accent: '#f2b544',
    name: 'WAYFARER',
    mark:
      '<circle cx="50" cy="50" r="34" fill="none" stroke="LIGHT" stroke-width="4"/>' +
      '<path d="M50 18 L57 50 L50 82 L43 50 Z" fill="LIGHT"/>' +
      '<path d="M50 18 L57 50 L43 50 Z" fill="ACCENT"/>' +
      '<path d="M18 50 L50 45 L82 50 L50 55 Z" fill="LIGHT" opacity=".7"/>' +
      '<circle cx="50" cy="50" r="4" fill="DARK"/>',
  },
}

export function renderBrandLogo(company: string, square: boolean, width: number): string {
  const brand = BRANDS[company] ?? BRANDS['1']
  if (!brand) return ''
  const mark = brand.mark
    .replaceAll('LIGHT', brand.light)
    .replaceAll('DARK', brand.dark)
    .replaceAll('ACCENT', brand.accent)
  if (square) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 100 100"><rect width="100" height="100" rx="22" fill="${brand.dark}"/>${mark}</svg>`
  }
  const height = Math.round(width / 3)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 300 100"><rect width="300" height="100" rx="18" fill="${brand.dark}"/><g>${mark}</g><text x="104" y="52" dominant-baseline="middle" font-family="sans-serif" font-size="40" font-weight="700" letter-spacing="2" fill="${brand.light}">${brand.name}</text></svg>`
}
