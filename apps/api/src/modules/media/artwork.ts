import { renderBrandLogo } from './brand-art.ts'
import { isMapPinPath, renderMapPin } from './map-pins.ts'
import { hash, renderProduct } from './product-art.ts'
import { renderBanner, renderTravel } from './travel-art.ts'

const BRAND_COLOURS: Record<string, [string, string]> = {
  '1': ['#2f6b3b', '#f2e8cf'],
  '2': ['#1f5fa8', '#f1f6fb'],
}

/** What a category's picture shows: the goods its slug names (its products' kind). */
const CATEGORY_GOODS: [RegExp, string][] = [
  // The travel shop's goods first: "guidebooks-cities" must not read as city boots.
  [/^guidebooks/, 'guidebook'],
  [/power-banks/, 'power-bank'],
  [/^accessories-electronics/, 'adapter'],
  [/toiletry/, 'toiletry-bag'],
  [/^accessories-organisers|^accessories$/, 'packing-cubes'],
  [/^accessories-comfort/, 'travel-pillow'],
  [/^luggage-cabin-backpacks/, 'backpack'],
  [/^luggage/, 'suitcase'],
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
  if (isMapPinPath(path)) return renderMapPin(path, BRAND_COLOURS)
  if (path.includes('/brand/')) {
    return renderBrandLogo(path.includes('/brand/1/') ? '1' : '2', path.includes('square'), width)
  }
  const banner = renderBanner(path, width)
  if (banner) return banner
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
