import { hash, renderProduct } from './product-art.ts'
import { renderTravel } from './travel-art.ts'

const BRAND_COLOURS: Record<string, [string, string]> = {
  '1': ['#2f6b3b', '#f2e8cf'],
  '2': ['#1f5fa8', '#f1f6fb'],
}

/** What a category's picture shows: the goods its slug names (its products' kind). */
const CATEGORY_GOODS: [RegExp, string][] = [
  [/down/, 'down-jacket'],
  [/jackets|softshell|windbreakers/, 'jacket'],
  [/pants|trekking|insulated/, 'pants'],
  [/hoodies|fleece/, 'fleece'],
  [/vests/, 'vest'],
  [/sneakers|trail|approach/, 'sneakers'],
  [/sandals|slides|sport/, 'sandals'],
  [/boots|footwear|hiking|city/, 'boots'],
  [/tents|camping/, 'tent'],
  [/sleeping/, 'sleeping-bag'],
  [/backpacks|urban|daypacks|laptop|40l|60l/, 'backpack'],
  [/hotels|paris|nice|lisbon|porto|bangkok|phuket|bali|jakarta|france|portugal|thailand|indonesia/, 'hotel'],
  [/tours/, 'tour'],
  [/clothes/, 'jacket'],
]
const COLOURS = ['green', 'blue', 'orange', 'red', 'grey', 'black']

/**
 * Generated demo images: brand logos, product pictures (`/media/products/{goods}/{slug}/{angle}-{colour}.svg`)
 * and category pictures (the goods of the category). Deterministic per path, so they cache forever.
 */
export function renderArtwork(path: string, width: number): string {
  if (path.includes('/brand/')) {
    const company = path.includes('/brand/1/') ? '1' : '2'
    const [dark, light] = BRAND_COLOURS[company] ?? ['#333', '#fff']
    const square = path.includes('square')
    const height = Math.round(width / (square ? 1 : 3))
    const name = company === '1' ? 'ТРОПА' : 'WAYFARER'
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 300 ${square ? 300 : 100}"><rect width="100%" height="100%" fill="${dark}"/><text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="36" font-weight="700" fill="${light}">${name}</text></svg>`
  }
  const travel = renderTravel(path, width)
  if (travel) return travel
  const product = /^\/media\/products\/([a-z-]+)\/([a-z0-9-]+)\/(\d)-([a-z]+)\.svg$/.exec(path)
  if (product) {
    const [, goods = '', slug = '', angle = '0', colour = ''] = product
    return renderProduct(goods, colour, Number(angle), slug, width)
  }
  const slug =
    path
      .split('/')
      .at(-1)
      ?.replace(/\.svg$/, '') ?? ''
  const goods = CATEGORY_GOODS.find(([pattern]) => pattern.test(slug))?.[1] ?? 'backpack'
  const h = hash(slug)
  // Travel categories are scenes; with "-europe"/"-asia" the slug says tours or hotels by its root.
  const kind = slug.startsWith('hotels') ? 'hotel' : slug.startsWith('tours') ? 'tour' : goods
  return renderProduct(kind, COLOURS[h % COLOURS.length] ?? 'green', 0, slug, width)
}
