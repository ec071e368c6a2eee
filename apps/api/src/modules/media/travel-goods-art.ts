/**
 * Studio drawings of the travel shop's goods (issue 12): suitcases, pillows, packing cubes, toiletry
 * bags, plug adapters, power banks and guidebooks. Same canvas (300×400) and gradients as
 * `product-art.ts`, which frames them; the goods stay between y 60 and 340 so the travel shop's square
 * cards (the middle of the drawing) show them whole.
 */

export type Colourway = { main: string; dark: string; light: string }

export const TRAVEL_GOODS = [
  'suitcase',
  'travel-pillow',
  'packing-cubes',
  'toiletry-bag',
  'adapter',
  'power-bank',
  'guidebook',
] as const

/** A hard-shell spinner: ribbed shell, telescopic handle, four wheels; the back shows the handle track. */
function suitcase(c: Colourway, back: boolean): string {
  const ribs = back
    ? '<rect x="138" y="110" width="24" height="200" rx="6" fill="#1d1d1d" opacity="0.55"/>'
    : [120, 150, 180]
        .map((x) => `<path d="M${x} 112 V312" stroke="${c.dark}" stroke-width="3" opacity="0.55"/>`)
        .join('')
  return `<path d="M132 100 V52 H168 V100" stroke="#3a3a3a" stroke-width="7" fill="none" stroke-linejoin="round"/><rect x="126" y="44" width="48" height="12" rx="5" fill="#222"/><rect x="86" y="96" width="128" height="228" rx="22" fill="url(#fabric)" stroke="${c.dark}" stroke-width="2"/>${ribs}<path d="M88 200 H212" stroke="${c.dark}" stroke-width="2.4"/><rect x="140" y="104" width="20" height="8" rx="3" fill="#2a2a2a"/><circle cx="102" cy="336" r="8" fill="#222"/><circle cx="198" cy="336" r="8" fill="#222"/><rect x="96" y="322" width="14" height="8" fill="#333"/><rect x="190" y="322" width="14" height="8" fill="#333"/>`
}

/** A U-shaped neck pillow seen from above, with its popper strap. */
function pillow(c: Colourway, back: boolean): string {
  return `<path d="M150 96 C70 96 60 180 78 236 C92 282 118 300 132 286 C146 272 120 246 116 212 C112 170 128 150 150 150 C172 150 188 170 184 212 C180 246 154 272 168 286 C182 300 208 282 222 236 C240 180 230 96 150 96Z" fill="url(#fabric)" stroke="${c.dark}" stroke-width="2"/>${back ? `<path d="M104 140 Q150 118 196 140" stroke="${c.light}" stroke-width="2" fill="none" stroke-dasharray="4 4"/>` : `<rect x="132" y="280" width="36" height="12" rx="5" fill="${c.dark}"/><circle cx="150" cy="286" r="3" fill="#ddd"/>`}<path d="M96 150 Q90 200 104 244" stroke="#fff" stroke-width="3" opacity="0.25" fill="none"/>`
}

/** Packing cubes stacked (front) or a single open cube (back); a toiletry bag is one cube with a hook. */
function pouch(c: Colourway, x: number, y: number, w: number, h: number): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="url(#fabric)" stroke="${c.dark}" stroke-width="2"/><rect x="${x + 12}" y="${y + 8}" width="${w - 24}" height="${Math.min(30, h / 3)}" rx="6" fill="${c.dark}" opacity="0.35"/><path d="M${x + 8} ${y + 4} H${x + w - 8}" stroke="#1b1b1b" stroke-width="2.2"/><rect x="${x + w - 26}" y="${y - 2}" width="12" height="8" rx="2" fill="#cfcfcf" stroke="#555" stroke-width="0.6"/><path d="M${x + 16} ${y + h - 14} h22" stroke="${c.light}" stroke-width="4" stroke-linecap="round"/>`
}

function packingCubes(c: Colourway, back: boolean): string {
  if (back) return pouch(c, 70, 130, 160, 170)
  return `${pouch(c, 62, 250, 176, 82)}${pouch(c, 74, 170, 152, 76)}${pouch(c, 88, 100, 124, 66)}`
}

function toiletryBag(c: Colourway, back: boolean): string {
  const hook = back
    ? ''
    : '<path d="M150 96 V74 Q150 58 166 60 Q178 64 172 78" stroke="#8a8a8a" stroke-width="5" fill="none" stroke-linecap="round"/>'
  return `${hook}${pouch(c, 76, 98, 148, 200)}<path d="M80 200 H220" stroke="${c.dark}" stroke-width="2"/>`
}

/** A universal adapter: a white cube with a socket face, pins and USB ports. */
function adapter(back: boolean): string {
  const face = back
    ? '<rect x="124" y="150" width="10" height="40" rx="2" fill="#9a9a9a"/><rect x="166" y="150" width="10" height="40" rx="2" fill="#9a9a9a"/><rect x="146" y="210" width="8" height="30" rx="2" fill="#9a9a9a"/>'
    : '<circle cx="150" cy="186" r="44" fill="#e9e9ea" stroke="#b9b9bc" stroke-width="2"/><circle cx="134" cy="186" r="6" fill="#444"/><circle cx="166" cy="186" r="6" fill="#444"/><rect x="104" y="262" width="26" height="10" rx="3" fill="#333"/><rect x="140" y="262" width="20" height="10" rx="3" fill="#333"/><rect x="170" y="262" width="26" height="10" rx="3" fill="#333"/>'
  return `<rect x="84" y="120" width="132" height="170" rx="18" fill="#f7f7f8" stroke="#b9b9bc" stroke-width="2"/><rect x="84" y="120" width="132" height="16" rx="8" fill="#dadadd"/>${face}<rect x="216" y="170" width="18" height="50" rx="4" fill="#e2e2e4" stroke="#b9b9bc"/>`
}

/** A power bank: a dark slab with charge LEDs and a USB-C port. */
function powerBank(c: Colourway, back: boolean): string {
  const leds = back
    ? ''
    : [0, 1, 2, 3]
        .map((i) => `<circle cx="${126 + i * 16}" cy="290" r="4" fill="${i < 3 ? '#6fe08a' : '#3a3a3a'}"/>`)
        .join('')
  return `<rect x="96" y="80" width="108" height="240" rx="20" fill="url(#fabricV)" stroke="${c.dark}" stroke-width="2"/><rect x="134" y="72" width="32" height="10" rx="4" fill="#1e1e1e"/>${leds}${back ? '<path d="M112 140 H188 M112 160 H188 M112 180 H170" stroke="#fff" stroke-width="2" opacity="0.35"/>' : '<path d="M150 150 l-12 30 h12 l-6 30 l22 -38 h-13 l8 -22z" fill="#fff" opacity="0.8"/>'}`
}

/** A guidebook: coloured cover with a landmark silhouette and a title band, pages along the side. */
function guidebook(h: number, back: boolean): string {
  const covers = ['#1f5fa8', '#c0392b', '#2e7d5b', '#d98c1f', '#6b3fa0'] as const
  const cover = covers[h % covers.length] ?? covers[0]
  const skyline = [
    'M100 250 L100 220 L116 220 L116 196 L132 196 L132 230 L150 230 L150 180 L158 170 L166 180 L166 230 L184 230 L184 206 L200 206 L200 250Z',
    'M98 250 Q150 160 202 250Z M146 176 L150 150 L154 176Z',
    'M100 250 L100 236 L124 236 L124 204 L140 188 L156 204 L156 236 L176 236 L176 214 L200 214 L200 250Z',
  ] as const
  const art = skyline[h % skyline.length] ?? skyline[0]
  if (back)
    return `<rect x="80" y="70" width="150" height="270" rx="6" fill="${cover}"/><rect x="96" y="110" width="118" height="90" fill="#fff" opacity="0.9"/><path d="M106 130 H204 M106 146 H204 M106 162 H190 M106 178 H200" stroke="#777" stroke-width="3"/><rect x="150" y="290" width="64" height="30" fill="#fff"/><path d="M156 296 V314 M162 296 V314 M166 296 V314 M172 296 V314 M178 296 V314 M186 296 V314 M192 296 V314 M200 296 V314 M206 296 V314" stroke="#111" stroke-width="2"/>`
  return `<rect x="86" y="74" width="150" height="270" rx="6" fill="#f4efe4" stroke="#c9bfa9"/><rect x="76" y="68" width="150" height="270" rx="6" fill="${cover}"/><rect x="76" y="68" width="14" height="270" fill="#000" opacity="0.15"/><rect x="100" y="96" width="110" height="40" fill="#fff" opacity="0.92"/><path d="M112 110 H198 M112 124 H172" stroke="${cover}" stroke-width="5"/><rect x="100" y="150" width="110" height="110" fill="#fdf3dc"/><path d="${art}" fill="${cover}" opacity="0.85"/><circle cx="186" cy="172" r="10" fill="#f2b544"/><path d="M100 290 H210" stroke="#fff" stroke-width="3" opacity="0.7"/>`
}

/** Draws one of `TRAVEL_GOODS`, or returns null for goods this module does not draw. */
export function travelGoodsArt(goods: string, c: Colourway, back: boolean, h: number): string | null {
  switch (goods) {
    case 'suitcase':
      return suitcase(c, back)
    case 'travel-pillow':
      return pillow(c, back)
    case 'packing-cubes':
      return packingCubes(c, back)
    case 'toiletry-bag':
      return toiletryBag(c, back)
    case 'adapter':
      return adapter(back)
    case 'power-bank':
      return powerBank(c, back)
    case 'guidebook':
      return guidebook(h, back)
    default:
      return null
  }
}
