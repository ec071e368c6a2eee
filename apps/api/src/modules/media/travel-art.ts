/**
 * Demo pictures of the tours mode, drawn as SVG from the path (`/media/travel/{kind}/{key}/{n}.svg`):
 * `tour/{scene}-{slug}` a landscape (sea, mountains, a frozen lake, an old town) at a time of day,
 * `hotel/{scene}-{slug}` the hotel in that landscape, `room/{room}-{hotel}` the room inside. 4:3, like a
 * travel photo; deterministic per path. The artwork is ours (same licence as the code).
 */
import { hash } from './product-art.ts'

type Scene = 'sea' | 'mountain' | 'lake' | 'city'
const SCENES: Scene[] = ['sea', 'mountain', 'lake', 'city']

/** Sky top, sky bottom, sun colour: morning, noon, sunset. */
const SKIES = [
  ['#9cc9ec', '#eaf4fb', '#fff3b0'],
  ['#5fa8e0', '#cfe7f7', '#fffbe0'],
  ['#f19a6b', '#fbd9a5', '#ffe28a'],
] as const

function sky(take: number): string {
  const [top, bottom, sun] = SKIES[take % SKIES.length] ?? SKIES[0]
  const sunY = take === 2 ? 150 : 60
  return `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient><rect width="400" height="300" fill="url(#sky)"/><circle cx="${300 - take * 60}" cy="${sunY}" r="22" fill="${sun}"/>`
}

/** A palm standing at (x, y), `scale` 1 being 95 units tall: trunk and fronds scale together. */
function palm(x: number, y: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M0 0 Q10 -70 22 -95" stroke="#7a5a37" stroke-width="6" fill="none"/><path d="M22 -95 q-30 -5 -45 12 M22 -95 q30 -8 45 8 M22 -95 q-12 -22 -30 -28 M22 -95 q15 -20 32 -22" stroke="#2f7a3a" stroke-width="7" fill="none" stroke-linecap="round"/></g>`
}

const SEA_HILLS =
  '<path d="M0 170 L90 120 L160 160 L250 110 L400 165 L400 190 L0 190Z" fill="#7fa48a" opacity="0.8"/>'
const SEA_WAVES =
  '<path d="M0 200 Q50 195 100 200 T200 200 T300 200 T400 200" stroke="#bfe3f7" stroke-width="2" fill="none"/>'

/**
 * The sea as a wide banner shows it: only the band y 90-240 of the scene, and on a desktop, where the banner
 * is capped in height and cropped, about y 106-224. So the beach comes up into that band and the palm stands
 * on it at half size, whole, instead of the photo's palm whose crown alone would fill a third of the banner.
 */
function seaBanner(h: number): string {
  return `${SEA_HILLS}<rect y="185" width="400" height="70" fill="#2f7fb8"/>${SEA_WAVES}<path d="M0 212 Q200 198 400 212 L400 300 L0 300Z" fill="#ecd9a8"/>${palm(48 + (h % 40), 216, 0.5)}`
}

function landscape(scene: Scene, h: number): string {
  switch (scene) {
    case 'sea':
      return `${SEA_HILLS}<rect y="185" width="400" height="70" fill="#2f7fb8"/>${SEA_WAVES}<path d="M0 250 Q200 235 400 250 L400 300 L0 300Z" fill="#ecd9a8"/>${palm(40 + (h % 40), 300, 1)}`
    case 'mountain':
      return `<path d="M0 200 L70 110 L110 150 L190 60 L260 150 L310 100 L400 190 L400 300 L0 300Z" fill="#7d8ea3"/><path d="M190 60 L215 90 L200 88 L190 100 L178 86 L166 88Z M70 110 L85 128 L70 124 L58 130Z M310 100 L325 118 L312 116 L300 122Z" fill="#fff"/><path d="M0 240 L400 225 L400 300 L0 300Z" fill="#eef3f6"/>${[
        30, 70, 330, 365,
      ]
        .map((x) => `<path d="M${x} 250 l14 -45 l14 45Z" fill="#2f5a3a"/>`)
        .join('')}`
    case 'lake':
      return `<path d="M0 170 L80 130 L150 160 L240 120 L330 150 L400 135 L400 180 L0 180Z" fill="#6d7f90"/><rect y="178" width="400" height="122" fill="#bfe2f2"/><path d="M20 220 L120 205 M160 260 L300 240 M260 200 L380 215 M60 280 L140 268" stroke="#7fc1e0" stroke-width="2"/>${[
        [90, 230],
        [210, 215],
        [320, 265],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="#fff" opacity="0.8"/>`)
        .join('')}`
    default:
      return `<path d="M0 190 L400 190 L400 300 L0 300Z" fill="#c8b9a3"/>${[0, 70, 140, 210, 280, 350]
        .map((x, i) => {
          const top = 120 + ((h >> i) % 40)
          const colour = ['#d9a26b', '#e8cfa6', '#b8735a', '#efe2c8'][i % 4]
          return `<rect x="${x}" y="${top}" width="62" height="${190 - top}" fill="${colour}"/><rect x="${x + 8}" y="${top + 18}" width="46" height="8" fill="#6b4a32"/><rect x="${x + 12}" y="${top + 30}" width="10" height="16" fill="#46627a"/><rect x="${x + 38}" y="${top + 30}" width="10" height="16" fill="#46627a"/>`
        })
        .join('')}<path d="M300 120 L320 70 L340 120Z" fill="#8a6d52"/>`
  }
}

function hotelBuilding(scene: Scene, h: number, take: number): string {
  const lodge = scene === 'mountain' || scene === 'lake'
  if (lodge) {
    return `<rect x="120" y="175" width="170" height="85" fill="#9a6a3f"/>${[185, 200, 215, 230, 245]
      .map((y) => `<line x1="120" y1="${y}" x2="290" y2="${y}" stroke="#7a5230" stroke-width="2"/>`)
      .join(
        '',
      )}<path d="M105 180 L205 120 L305 180Z" fill="#5b3a22"/><rect x="140" y="195" width="28" height="24" fill="${take === 2 ? '#ffd36b' : '#cfe8f5'}"/><rect x="240" y="195" width="28" height="24" fill="${take === 2 ? '#ffd36b' : '#cfe8f5'}"/><rect x="192" y="215" width="28" height="45" fill="#4a2e1a"/><rect x="262" y="130" width="12" height="30" fill="#6b6b6b"/>`
  }
  const floors = 4 + (h % 3)
  const top = 230 - floors * 24
  const windows = Array.from({ length: floors }, (_, f) =>
    Array.from({ length: 6 }, (_, w) => {
      const lit = take === 2 && (h >> (f * 6 + w)) % 3 === 0
      return `<rect x="${118 + w * 28}" y="${top + 8 + f * 24}" width="16" height="12" fill="${lit ? '#ffd36b' : '#8fc3e3'}"/><rect x="${114 + w * 28}" y="${top + 21 + f * 24}" width="24" height="3" fill="#fff"/>`
    }).join(''),
  ).join('')
  const pool =
    take === 1
      ? '<rect x="60" y="250" width="280" height="30" rx="8" fill="#4fc0e8"/><path d="M80 262 q20 -6 40 0 t40 0 t40 0 t40 0 t40 0" stroke="#b6ecfa" stroke-width="2" fill="none"/>'
      : ''
  return `<rect x="105" y="${top}" width="180" height="${240 - top}" fill="${['#f3efe6', '#f6e3c9', '#e9eef2'][h % 3]}"/><rect x="105" y="${top - 8}" width="180" height="8" fill="#b7a58c"/>${windows}<rect x="180" y="210" width="30" height="30" fill="#5b4a3a"/>${pool}`
}

function room(roomSlug: string, h: number, take: number): string {
  const wall = ['#efe6d8', '#e6ece9', '#f2e4d9'][h % 3]
  const view = SCENES[h % SCENES.length] ?? 'sea'
  const window = `<g transform="translate(240 40) scale(0.35)">${sky(take)}${landscape(view, h)}</g><rect x="238" y="38" width="144" height="109" fill="none" stroke="#fff" stroke-width="6"/><line x1="310" y1="38" x2="310" y2="147" stroke="#fff" stroke-width="4"/>`
  const floor =
    '<rect y="210" width="400" height="90" fill="#b98b5e"/><path d="M0 240 L400 240 M0 270 L400 270" stroke="#a47749" stroke-width="2"/>'
  const bed = (x: number, width: number, colour: string) =>
    `<rect x="${x}" y="160" width="${width}" height="24" rx="4" fill="#7a5230"/><rect x="${x + 4}" y="182" width="${width - 8}" height="34" rx="4" fill="#fafafa"/><rect x="${x + 4}" y="196" width="${width - 8}" height="26" rx="4" fill="${colour}"/><rect x="${x + 10}" y="176" width="${width / 2 - 14}" height="12" rx="5" fill="#fff"/><rect x="${x + width / 2 + 4}" y="176" width="${width / 2 - 14}" height="12" rx="5" fill="#fff"/>`
  const accent = ['#3f6fa8', '#b3473f', '#4f8a5b'][h % 3] ?? '#3f6fa8'
  let furniture = bed(40, 170, accent)
  if (roomSlug.startsWith('family'))
    furniture += `<rect x="250" y="120" width="100" height="100" fill="none" stroke="#7a5230" stroke-width="6"/><rect x="254" y="150" width="92" height="10" fill="${accent}"/><rect x="254" y="206" width="92" height="10" fill="${accent}"/><rect x="338" y="120" width="6" height="100" fill="#7a5230"/>`
  else if (roomSlug.startsWith('suite'))
    furniture += `<rect x="250" y="190" width="120" height="30" rx="8" fill="#8a6f9e"/><rect x="250" y="176" width="120" height="20" rx="8" fill="#9c82b0"/><rect x="230" y="215" width="30" height="6" fill="#6b4a32"/>`
  else
    furniture += `<rect x="260" y="180" width="60" height="40" fill="#8a5f3a"/><circle cx="290" cy="168" r="12" fill="#f2d27a"/>`
  return `<rect width="400" height="300" fill="${wall}"/>${window}${floor}${furniture}`
}

/** The picture for a `/media/travel/{kind}/{key}/{n}.svg` path, or null when the path is not one. */
export function renderTravel(path: string, width: number): string | null {
  const match = /^\/media\/travel\/(tour|hotel|room)\/([a-z0-9-]+)\/(\d)\.svg$/.exec(path)
  if (!match) return null
  const [, kind = 'tour', key = '', takeText = '0'] = match
  const take = Number(takeText)
  const h = hash(key)
  const scene = SCENES.find((candidate) => key.startsWith(`${candidate}-`)) ?? 'sea'
  let art: string
  if (kind === 'room') art = room(key, h, take)
  else if (kind === 'hotel') art = `${sky(take)}${landscape(scene, h)}${hotelBuilding(scene, h, take)}`
  else art = `${sky(take)}${landscape(scene, h + take)}`
  const height = Math.round((width * 3) / 4)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300" role="img">${art}</svg>`
}

/**
 * Home and landing banners (`/media/banners/{company}-{n}.svg`): a wide (8:3) landscape, the view a shop's
 * season banner shows. The outdoor shop (company 1) gets snowy mountains, the travel shop the sea.
 */
export function renderBanner(path: string, width: number): string | null {
  const match = /^\/media\/banners\/(\d+)-(\d+)\.svg$/.exec(path)
  if (!match) return null
  const [, company = '1', takeText = '1'] = match
  const take = Number(takeText)
  const scene: Scene =
    company === '1' ? (take % 2 === 1 ? 'mountain' : 'lake') : take % 2 === 1 ? 'sea' : 'city'
  const height = Math.round((width * 3) / 8)
  // The middle band of the 4:3 scene (y 90-240 of 300): sky, the landscape's line and its foreground.
  const art = scene === 'sea' ? seaBanner(hash(path)) : landscape(scene, hash(path))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 90 400 150" preserveAspectRatio="xMidYMid slice" role="img">${sky(take)}${art}</svg>`
}
