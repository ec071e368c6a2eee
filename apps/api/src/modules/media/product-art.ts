/**
 * Demo product pictures drawn as SVG from the image path
 * (`/media/products/{goods}/{slug}/{angle}-{colour}.svg`): a studio shot of the goods in their
 * colourway (front, back, close-up, outdoors), or a scene for tours and hotels. The travel shop's goods
 * are drawn in `travel-goods-art.ts`. Drawn in code so the
 * repository ships no binary images; the artwork is ours (same licence as the code).
 */

import { type Colourway, TRAVEL_GOODS, travelGoodsArt } from './travel-goods-art.ts'

const COLOURWAYS: Record<string, Colourway> = {
  black: { main: '#2f3136', dark: '#17181b', light: '#565a63' },
  blue: { main: '#2f5d9e', dark: '#1c3b68', light: '#5f8dcb' },
  green: { main: '#3f6b3a', dark: '#25431f', light: '#6f9a63' },
  red: { main: '#b3362f', dark: '#7a1f1a', light: '#d9675f' },
  grey: { main: '#8a8f96', dark: '#5b5f66', light: '#b8bcc2' },
  orange: { main: '#dd7a22', dark: '#a0530f', light: '#f2a75f' },
}

export function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

/** Shared gradient definitions: fabric shading of the colourway, studio background, floor shadow. */
function defs(c: Colourway, backdrop: string): string {
  return `<defs><linearGradient id="fabric" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${c.dark}"/><stop offset="0.35" stop-color="${c.main}"/><stop offset="0.6" stop-color="${c.light}"/><stop offset="1" stop-color="${c.dark}"/></linearGradient><linearGradient id="fabricV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.light}"/><stop offset="1" stop-color="${c.dark}"/></linearGradient><radialGradient id="studio" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${backdrop}"/></radialGradient><radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient><linearGradient id="sole" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a3a3a"/><stop offset="1" stop-color="#151515"/></linearGradient></defs>`
}

const studio = () =>
  '<rect width="300" height="400" fill="url(#studio)"/><ellipse cx="150" cy="352" rx="110" ry="14" fill="url(#shadow)"/>'

/** An outdoor backdrop (the fourth angle): sky, far ridges and a meadow. */
const outdoors = (h: number) => {
  const skies = [
    ['#bcd8f0', '#eef5fb'],
    ['#f6d5b8', '#fdf1e6'],
    ['#c9dfe0', '#f1f7f5'],
  ] as const
  const [top, bottom] = skies[h % skies.length] ?? skies[0]
  return `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient><rect width="300" height="400" fill="url(#sky)"/><path d="M0 250 L60 170 L105 215 L165 140 L230 225 L300 180 L300 400 L0 400Z" fill="#9fb3c2" opacity="0.7"/><path d="M0 290 L80 235 L150 275 L220 230 L300 270 L300 400 L0 400Z" fill="#7f9a7a"/><rect y="320" width="300" height="80" fill="#6d8a5e"/><ellipse cx="150" cy="352" rx="110" ry="12" fill="#000" opacity="0.18"/>`
}

const zipper = (x: number, y1: number, y2: number) =>
  `<line x1="${x}" y1="${y1}" x2="${x}" y2="${y2}" stroke="#1b1b1b" stroke-width="2.2"/><line x1="${x}" y1="${y1}" x2="${x}" y2="${y2}" stroke="#d8d8d8" stroke-width="0.8" stroke-dasharray="1.5 1.5"/><rect x="${x - 2.5}" y="${y1 + 4}" width="5" height="11" rx="1.5" fill="#c9c9c9" stroke="#555" stroke-width="0.6"/>`

function jacket(c: Colourway, back: boolean, quilted: boolean, hooded: boolean): string {
  const body =
    'M112 78 Q150 92 188 78 L232 98 Q250 108 254 132 L268 300 Q266 312 252 312 L232 312 L224 190 L222 330 Q150 344 78 330 L76 190 L68 312 L48 312 Q34 312 32 300 L46 132 Q50 108 68 98 Z'
  const quilts = quilted
    ? [130, 165, 200, 235, 270, 305]
        .map(
          (y) =>
            `<path d="M78 ${y} Q150 ${y + 8} 222 ${y}" stroke="${c.dark}" stroke-width="1.6" fill="none" opacity="0.75"/><path d="M48 ${y - 10} L72 ${y - 6} M228 ${y - 6} L252 ${y - 10}" stroke="${c.dark}" stroke-width="1.4" opacity="0.7"/>`,
        )
        .join('')
    : '<path d="M76 190 Q150 200 224 190" stroke="' +
      c.dark +
      '" stroke-width="1.2" fill="none" opacity="0.6"/>'
  const hood = hooded
    ? `<path d="M112 78 Q108 38 150 30 Q192 38 188 78 Q150 ${back ? 100 : 66} 112 78Z" fill="url(#fabricV)" stroke="${c.dark}" stroke-width="1.5"/>${back ? '' : `<path d="M122 76 Q150 48 178 76" fill="${c.dark}" opacity="0.85"/>`}`
    : `<path d="M118 72 Q150 60 182 72 L186 88 Q150 100 114 88Z" fill="${c.main}" stroke="${c.dark}" stroke-width="1.5"/>`
  const front = back
    ? '<path d="M120 120 Q150 112 180 120" stroke="#fff" stroke-width="1" opacity="0.25" fill="none"/>'
    : `${zipper(150, 84, 336)}<path d="M96 250 L128 246 M172 246 L204 250" stroke="${c.dark}" stroke-width="2.2" stroke-linecap="round"/><rect x="40" y="296" width="26" height="12" rx="3" fill="${c.dark}"/><rect x="234" y="296" width="26" height="12" rx="3" fill="${c.dark}"/><circle cx="203" cy="128" r="4" fill="#fff" opacity="0.85"/>`
  return `<path d="${body}" fill="url(#fabric)" stroke="${c.dark}" stroke-width="2" stroke-linejoin="round"/>${quilts}${hood}${front}`
}

function vest(c: Colourway, back: boolean): string {
  return `<path d="M112 70 Q150 86 188 70 L212 86 Q204 130 222 170 L224 330 Q150 344 76 330 L78 170 Q96 130 88 86 Z" fill="url(#fabric)" stroke="${c.dark}" stroke-width="2"/><path d="M112 70 Q150 62 188 70 L190 84 Q150 96 110 84Z" fill="${c.dark}"/>${back ? '' : `${zipper(150, 84, 336)}<path d="M98 240 L126 236 M174 236 L202 240" stroke="${c.dark}" stroke-width="2.2"/>`}<path d="M80 320 Q150 332 220 320" stroke="${c.dark}" stroke-width="3" fill="none"/>`
}

function fleece(c: Colourway, back: boolean): string {
  return `${jacket(c, back, false, true)}${back ? '' : `<path d="M108 255 Q150 246 192 255 L198 310 Q150 318 102 310Z" fill="${c.dark}" opacity="0.35"/><path d="M140 90 L140 120 M160 90 L160 120" stroke="#eee" stroke-width="1.6"/>`}`
}

function pants(c: Colourway, back: boolean): string {
  return `<path d="M92 48 L208 48 L214 70 L232 336 L172 340 L152 130 L148 130 L128 340 L68 336 L86 70Z" fill="url(#fabric)" stroke="${c.dark}" stroke-width="2" stroke-linejoin="round"/><rect x="92" y="48" width="116" height="20" fill="${c.dark}"/><path d="M95 60 h110" stroke="#000" stroke-width="0.8" stroke-dasharray="3 3" opacity="0.5"/>${back ? `<path d="M104 90 h34 v26 h-34z M162 90 h34 v26 h-34z" fill="none" stroke="${c.dark}" stroke-width="1.6"/>` : `<path d="M150 68 L150 128" stroke="${c.dark}" stroke-width="1.8"/><path d="M96 80 Q110 100 126 82 M174 82 Q190 100 204 80" stroke="${c.dark}" stroke-width="1.6" fill="none"/><rect x="82" y="190" width="34" height="42" rx="4" fill="none" stroke="${c.dark}" stroke-width="1.6"/><rect x="184" y="190" width="34" height="42" rx="4" fill="none" stroke="${c.dark}" stroke-width="1.6"/>`}<path d="M100 250 Q112 256 124 250 M176 250 Q188 256 200 250" stroke="${c.dark}" stroke-width="1.2" fill="none"/>`
}

/** One shoe in profile, toe to the right; `high` is the shaft height (boots vs trainers). */
function shoe(c: Colourway, high: number, dx: number, dy: number, scale: number): string {
  const top = 250 - high
  return `<g transform="translate(${dx} ${dy}) scale(${scale})"><path d="M60 ${top} L122 ${top} Q128 ${top + 40} 138 262 Q190 266 232 282 Q252 292 248 310 L58 310 Q50 270 60 ${top}Z" fill="url(#fabricV)" stroke="${c.dark}" stroke-width="2" stroke-linejoin="round"/><path d="M136 262 Q190 268 230 284 Q246 292 246 304 L176 304 Q150 280 136 262Z" fill="${c.dark}" opacity="0.55"/><path d="M52 306 L252 306 Q258 318 246 326 L56 326 Q46 318 52 306Z" fill="url(#sole)"/><path d="M60 326 h186" stroke="#000" stroke-width="3" stroke-dasharray="6 5" opacity="0.6"/>${[
    0, 1, 2, 3, 4,
  ]
    .slice(0, Math.max(2, Math.round(high / 24)))
    .map(
      (i) =>
        `<path d="M${112 + i * 9} ${top + 14 + i * 20} l18 -6" stroke="#f1e6c8" stroke-width="2.6" stroke-linecap="round"/>`,
    )
    .join('')}<path d="M60 ${top + 6} h62" stroke="${c.light}" stroke-width="6" stroke-linecap="round"/></g>`
}

function sandal(c: Colourway, dx: number, dy: number): string {
  return `<g transform="translate(${dx} ${dy})"><path d="M50 300 Q40 316 56 324 L244 324 Q262 316 252 300Z" fill="url(#sole)"/><path d="M54 298 L248 298" stroke="#7a6a55" stroke-width="6" stroke-linecap="round"/><path d="M90 298 Q100 240 130 236 Q150 240 150 298" fill="none" stroke="${c.main}" stroke-width="12"/><path d="M160 298 Q190 246 226 272 Q236 284 236 298" fill="none" stroke="${c.main}" stroke-width="12"/><path d="M70 298 Q60 252 90 250" fill="none" stroke="${c.dark}" stroke-width="10"/><rect x="122" y="248" width="16" height="12" rx="2" fill="${c.light}"/></g>`
}

function backpack(c: Colourway, back: boolean): string {
  if (back)
    return `<rect x="80" y="60" width="140" height="270" rx="40" fill="url(#fabric)" stroke="${c.dark}" stroke-width="2"/><path d="M104 90 Q92 200 110 320 M196 90 Q208 200 190 320" stroke="#222" stroke-width="16" fill="none" stroke-linecap="round"/><rect x="104" y="120" width="92" height="150" rx="18" fill="#3c3c3c" opacity="0.55"/><path d="M60 300 h180" stroke="#222" stroke-width="12" stroke-linecap="round"/>`
  return `<path d="M150 40 Q128 40 128 58" stroke="#222" stroke-width="5" fill="none"/><rect x="78" y="58" width="144" height="276" rx="44" fill="url(#fabric)" stroke="${c.dark}" stroke-width="2"/><path d="M82 110 Q150 76 218 110 L216 140 Q150 118 84 140Z" fill="${c.dark}"/><rect x="98" y="200" width="104" height="110" rx="22" fill="${c.main}" stroke="${c.dark}" stroke-width="2"/><path d="M104 216 Q150 206 196 216" stroke="#1b1b1b" stroke-width="2.4" fill="none"/><path d="M78 170 h144 M78 250 h144" stroke="#1e1e1e" stroke-width="6" opacity="0.8"/><rect x="142" y="162" width="16" height="16" rx="2" fill="#222"/><rect x="142" y="242" width="16" height="16" rx="2" fill="#222"/><path d="M80 230 Q64 232 64 262 Q64 296 84 300" fill="${c.light}" stroke="${c.dark}" stroke-width="1.6"/><path d="M126 150 L174 150" stroke="#e8e8e8" stroke-width="2" stroke-dasharray="2 3"/>`
}

function sleepingBag(c: Colourway, back: boolean): string {
  return `<path d="M150 40 Q204 40 210 96 L206 250 Q204 330 176 346 L124 346 Q96 330 94 250 L90 96 Q96 40 150 40Z" fill="url(#fabric)" stroke="${c.dark}" stroke-width="2"/>${back ? '' : `<ellipse cx="150" cy="86" rx="34" ry="30" fill="#2a2a2a"/><ellipse cx="150" cy="88" rx="26" ry="22" fill="#3f3f3f"/>`}${[
    130, 165, 200, 235, 270, 305,
  ]
    .map(
      (y) =>
        `<path d="M${96 + (y > 250 ? 6 : 0)} ${y} Q150 ${y + 10} ${204 - (y > 250 ? 6 : 0)} ${y}" stroke="${c.dark}" stroke-width="1.6" fill="none"/>`,
    )
    .join('')}${back ? '' : zipper(182, 110, 320)}`
}

function tent(c: Colourway, h: number): string {
  const sky = h % 2 === 0 ? ['#9cc7ea', '#e7f2fb'] : ['#f2c79b', '#fbeee0']
  return `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient><rect width="300" height="400" fill="url(#sky)"/><path d="M0 230 L70 150 L120 200 L190 120 L260 210 L300 180 L300 400 L0 400Z" fill="#8ea3b5"/><path d="M190 120 L172 140 L186 138 L198 150 L210 136Z" fill="#fff" opacity="0.9"/><rect y="260" width="300" height="140" fill="#7c9a5f"/><ellipse cx="150" cy="318" rx="128" ry="14" fill="#000" opacity="0.2"/><path d="M36 316 Q70 190 150 170 Q230 190 264 316Z" fill="url(#fabric)" stroke="${c.dark}" stroke-width="2"/><path d="M150 170 Q120 240 92 316 M150 170 Q180 240 208 316" stroke="${c.dark}" stroke-width="2.5" fill="none"/><path d="M150 196 Q124 260 116 316 L184 316 Q176 260 150 196Z" fill="${c.dark}" opacity="0.85"/><path d="M150 200 L150 316" stroke="#d7d7d7" stroke-width="1.2" stroke-dasharray="2 2"/><path d="M36 316 L14 340 M264 316 L286 340 M150 170 L150 156" stroke="#555" stroke-width="1.2"/><path d="M20 340 l8 -2 M280 340 l-8 -2" stroke="#333" stroke-width="3"/>`
}

/** A tour: a coastline or mountain scene at a time of day picked from the path. */
function tourScene(h: number, angle: number): string {
  const palettes = [
    ['#f6b26b', '#fde7c8', '#2e6f95', '#e9c98f'],
    ['#7fb6e3', '#e3f1fb', '#1f6f8b', '#f0d9a8'],
    ['#c27ba0', '#f8d7c4', '#3c4f76', '#d9b48f'],
  ] as const
  const [skyTop, skyBottom, sea, sand] = palettes[(h + angle) % palettes.length] ?? palettes[0]
  const sunY = 110 + (h % 40)
  const town = Array.from({ length: 9 }, (_, i) => {
    const w = 18 + ((h >>> (i + 3)) % 14)
    const ht = 30 + ((h >>> i) % 50)
    const x = 14 + i * 30
    const dome =
      (h >>> (i * 2)) % 4 === 0
        ? `<circle cx="${x + w / 2}" cy="${248 - ht}" r="${w / 2}" fill="#b8733f"/>`
        : ''
    return `${dome}<rect x="${x}" y="${248 - ht}" width="${w}" height="${ht}" fill="${['#e8d3b0', '#f1e4cc', '#d9b98f', '#efd9c2'][i % 4]}"/><rect x="${x + 4}" y="${256 - ht}" width="4" height="6" fill="#6b5a49"/><rect x="${x + w - 8}" y="${256 - ht}" width="4" height="6" fill="#6b5a49"/>`
  }).join('')
  return `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient><rect width="300" height="400" fill="url(#sky)"/><circle cx="${70 + (h % 160)}" cy="${sunY}" r="26" fill="#fff4d6" opacity="0.9"/><path d="M0 200 L50 150 L100 190 L160 130 L220 185 L300 140 L300 250 L0 250Z" fill="#8a9bb0" opacity="0.8"/>${town}<rect y="248" width="300" height="70" fill="${sea}"/><path d="M0 262 h300 M0 282 h300 M0 300 h300" stroke="#fff" stroke-width="1" opacity="0.3" stroke-dasharray="14 10"/><path d="M0 318 Q150 300 300 318 L300 400 L0 400Z" fill="${sand}"/><path d="M${200 - angle * 30} 258 l14 -40 l0 40z" fill="#fff"/><path d="M${186 - angle * 30} 260 h36 l-6 8 h-26z" fill="#7a4b2a"/>`
}

/** A hotel: facade with windows and balconies, a palm or plane tree, maybe a pool. */
function hotelScene(h: number, angle: number): string {
  const walls = ['#f3e3c9', '#e9eef2', '#f4d9cf', '#e7e0d0'] as const
  const wall = walls[h % walls.length] ?? walls[0]
  const dusk = angle % 2 === 1
  const floors = 5 + (h % 3)
  const windows = Array.from({ length: floors * 5 }, (_, i) => {
    const row = Math.floor(i / 5)
    const col = i % 5
    const lit = dusk && (h >>> i) % 3 === 0
    return `<rect x="${66 + col * 36}" y="${92 + row * 38}" width="20" height="24" fill="${lit ? '#ffd98a' : dusk ? '#3b4a63' : '#8fb4d1'}"/><rect x="${62 + col * 36}" y="${116 + row * 38}" width="28" height="3" fill="#7d6e5c"/>`
  }).join('')
  const top = 92 - 16
  return `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${dusk ? '#2c3e66' : '#8cc3ea'}"/><stop offset="1" stop-color="${dusk ? '#e7a27a' : '#eaf5fc'}"/></linearGradient><rect width="300" height="400" fill="url(#sky)"/><rect x="50" y="${top}" width="200" height="${floors * 38 + 30}" fill="${wall}"/><rect x="44" y="${top - 10}" width="212" height="12" fill="#9a7b5f"/>${windows}<rect x="130" y="${top + floors * 38 + 2}" width="40" height="28" fill="#5a4636"/><text x="150" y="${top - 16}" text-anchor="middle" font-family="Georgia, serif" font-size="14" fill="${dusk ? '#ffe2a8' : '#5a4636'}" letter-spacing="3">HOTEL</text><rect y="${top + floors * 38 + 30}" width="300" height="400" fill="#cdbb9a"/><rect x="30" y="${top + floors * 38 + 44}" width="240" height="34" rx="6" fill="#4fb3d9"/><path d="M40 ${top + floors * 38 + 58} h220" stroke="#fff" stroke-width="1.2" opacity="0.5" stroke-dasharray="10 8"/><path d="M26 ${top + floors * 38 + 30} Q30 220 36 170" stroke="#6b4f2f" stroke-width="6" fill="none"/><path d="M36 170 q-30 -4 -36 16 M36 170 q-10 -26 -36 -22 M36 170 q20 -26 44 -16 M36 170 q30 0 38 20" stroke="#3d7a3a" stroke-width="9" fill="none" stroke-linecap="round"/>`
}

const GOODS = new Set([
  'jacket',
  'down-jacket',
  'pants',
  'fleece',
  'vest',
  'boots',
  'sneakers',
  'sandals',
  'tent',
  'sleeping-bag',
  'backpack',
  'tour',
  'hotel',
  ...TRAVEL_GOODS,
])

/**
 * Draws `goods` in `colour` from `angle` (0 front, 1 back, 2 close-up, 3 outdoors). Unknown goods
 * get a backpack, unknown colours grey: the path is public input.
 */
export function renderProduct(
  goodsName: string,
  colour: string,
  angle: number,
  seed: string,
  width: number,
  shape: 'auto' | 'square' = 'auto',
): string {
  const goods = GOODS.has(goodsName) ? goodsName : 'backpack'
  const c = COLOURWAYS[colour] ?? COLOURWAYS.grey ?? { main: '#888', dark: '#555', light: '#bbb' }
  const h = hash(seed)
  const back = angle === 1
  // Tours and hotels are square scenes (the travel shop's cards are 1:1): the middle of the 3:4 drawing.
  const square = shape === 'square' || goods === 'tour' || goods === 'hotel'
  const height = square ? width : Math.round((width * 4) / 3)
  const viewBox = square ? '0 50 300 300' : '0 0 300 400'
  let art: string
  let framed = true
  switch (goods) {
    case 'jacket':
      art = jacket(c, back, false, h % 2 === 0)
      break
    case 'down-jacket':
      art = jacket(c, back, true, true)
      break
    case 'fleece':
      art = fleece(c, back)
      break
    case 'vest':
      art = vest(c, back)
      break
    case 'pants':
      art = pants(c, back)
      break
    case 'boots':
      art = back ? shoe(c, 120, 20, 10, 0.88) : `${shoe(c, 120, -6, -30, 0.92)}${shoe(c, 120, 30, 34, 0.92)}`
      break
    case 'sneakers':
      art = back ? shoe(c, 56, 20, 10, 0.9) : `${shoe(c, 56, -6, -40, 0.92)}${shoe(c, 56, 30, 30, 0.92)}`
      break
    case 'sandals':
      art = `${sandal(c, -10, -50)}${sandal(c, 14, 16)}`
      break
    case 'sleeping-bag':
      art = sleepingBag(c, back)
      break
    case 'tent':
      art = tent(c, h + angle)
      framed = false
      break
    case 'tour':
      art = tourScene(h, angle)
      framed = false
      break
    case 'hotel':
      art = hotelScene(h, angle)
      framed = false
      break
    default:
      art = travelGoodsArt(goods, c, back, h) ?? backpack(c, back)
  }
  // The close-up shows the middle of the goods larger; the fourth picture puts them outdoors.
  const closeUp = angle === 2 && framed
  const background = !framed ? '' : angle === 3 ? outdoors(h) : studio()
  const body = closeUp ? `<g transform="translate(150 190) scale(1.7) translate(-150 -190)">${art}</g>` : art
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">${defs(c, '#e6e8eb')}${background}${body}</svg>`
}
