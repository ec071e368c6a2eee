import type { Database } from '../src/db/client.ts'
import type { ProductImage } from '../src/db/schema/index.ts'
import {
  categories,
  outletStock,
  productRelations,
  products,
  skuRegionOffers,
  skus,
} from '../src/db/schema/index.ts'
import {
  CATEGORY_TRANSLATIONS,
  type CategoryNode,
  CLOTHES_SIZES,
  COLORS,
  GEAR_BRANDS,
  SHOE_SIZES,
} from './catalog-data.ts'
import { GEAR_LEAVES, GEAR_MODELS, type GoodsKind } from './product-names.ts'
import type { Random } from './random.ts'
import {
  GUIDEBOOK_PUBLISHERS,
  SUITCASE_SIZES,
  TRAVEL_BRANDS,
  TRAVEL_COLORS,
  TRAVEL_LEAVES,
  TRAVEL_MODELS,
  type TravelFamily,
  type TravelLeaf,
} from './travel-goods.ts'

type Leaf = { id: number; slug: string; path: CategoryNode[]; depth: number }
export type SeededRegion = { id: number; priceFactor: number }

/** Inserts a category tree; returns the categories products may hang on (levels 3 and 4). */
export async function seedCategories(db: Database, companyId: number, tree: CategoryNode[]): Promise<Leaf[]> {
  const leaves: Leaf[] = []
  const walk = async (
    nodes: CategoryNode[],
    parent: { id: number; slug: string } | null,
    path: CategoryNode[],
  ) => {
    for (const [index, node] of nodes.entries()) {
      // Slugs are unique per company, so nested ones carry their parent's slug.
      const slug = parent ? `${parent.slug}-${node.slug}` : node.slug
      const [row] = await db
        .insert(categories)
        .values({
          companyId,
          parentId: parent?.id ?? null,
          name: node.name,
          translations: CATEGORY_TRANSLATIONS[node.name] ?? {},
          slug,
          sort: index,
          image: `/media/categories/${slug}.svg`,
        })
        .returning({ id: categories.id })
      if (!row) throw new Error('category insert returned nothing')
      const nextPath = [...path, node]
      if (nextPath.length >= 3) leaves.push({ id: row.id, slug, path: nextPath, depth: nextPath.length })
      if (node.children) await walk(node.children, { id: row.id, slug }, nextPath)
    }
  }
  await walk(tree, null, [])
  return leaves
}

/** Latin names of the demo colours: the illustration paints the product in its colourway. */
const COLOR_SLUGS: Record<string, string> = {
  Чёрный: 'black',
  Синий: 'blue',
  Зелёный: 'green',
  Красный: 'red',
  Серый: 'grey',
  Оранжевый: 'orange',
}

/**
 * Image paths of a product: `/media/products/{goods}/{slug}/{angle}-{colour}.svg`. The media route
 * draws the goods from the path (kind, colourway, angle), so each colour of a product has its own
 * front view and the next images show it from other angles.
 */
export function imagesFor(
  slug: string,
  goods: string,
  colors: (string | null)[],
  count: number,
): ProductImage[] {
  const colourways = colors.map((c) => (c ? (COLOR_SLUGS[c] ?? TRAVEL_COLORS[c] ?? 'grey') : 'scene'))
  return Array.from({ length: count }, (_, n) => {
    const colour = colourways[n % colourways.length] ?? 'scene'
    const base = `/media/products/${goods}/${slug}/${n}-${colour}.svg`
    return {
      url: base,
      scaled: [200, 400, 800, 1200].map((width) => ({ url: `${base}?w=${width}`, width })),
    }
  })
}

/** Price range in roubles (minor units are kopecks) of each kind of goods, so a tent never costs 1 490 ₽. */
const GEAR_PRICES: Record<GoodsKind, [number, number]> = {
  jacket: [6, 22],
  'down-jacket': [9, 30],
  pants: [4, 14],
  fleece: [3, 9],
  vest: [3, 8],
  boots: [7, 22],
  sneakers: [6, 16],
  sandals: [2, 7],
  tent: [8, 45],
  'sleeping-bag': [4, 28],
  backpack: [3, 19],
}

type Variant = { size: string | null; color: string | null }

function variantsFor(rootSlug: string, random: Random): Variant[] {
  const colors = [random.pick(COLORS), random.pick(COLORS)].filter((c, i, all) => all.indexOf(c) === i)
  if (rootSlug === 'clothes')
    return colors.flatMap((color) => CLOTHES_SIZES.slice(0, 4).map((size) => ({ size, color })))
  if (rootSlug === 'footwear')
    return colors.slice(0, 1).flatMap((color) => SHOE_SIZES.map((size) => ({ size, color })))
  return colors.map((color) => ({ size: null, color }))
}

/** Travel goods: colours in English, S/M/L only for suitcases, one edition for a book. */
function travelVariantsFor(spec: TravelLeaf, random: Random): Variant[] {
  const names = Object.keys(TRAVEL_COLORS)
  const colors = Array.from({ length: spec.colours }, () => random.pick(names)).filter(
    (c, i, all) => all.indexOf(c) === i,
  )
  const colours: (string | null)[] = colors.length > 0 ? colors : [null]
  if (spec.sizes.length === 0) return colours.map((color) => ({ size: null, color }))
  return colours.flatMap((color) => spec.sizes.map((size) => ({ size, color })))
}

type ProductsInput = {
  companyId: number
  leaves: Leaf[]
  perLeaf: number
  regions: SeededRegion[]
  outletIds: number[]
  random: Random
  kind: 'gear' | 'travel'
}

type Common = Omit<typeof products.$inferInsert, 'kind' | 'name' | 'article' | 'brand'>
type Row = typeof products.$inferInsert

/** The row of one generated product: gear in Russian, travel goods in English. */
function productRow(
  input: ProductsInput,
  leaf: Leaf,
  counter: number,
  nth: number,
  variants: Variant[],
): Row {
  const { random } = input
  const slug = `${input.kind === 'gear' ? 'item' : travelSpec(leaf).goods}-${input.companyId}-${counter}`
  const goods = input.kind === 'gear' ? (GEAR_LEAVES[leaf.slug]?.goods ?? 'backpack') : travelSpec(leaf).goods
  const colors = [...new Set(variants.map((v) => v.color))]
  const common: Common = {
    companyId: input.companyId,
    categoryId: leaf.id,
    slug,
    images: imagesFor(slug, goods, colors, Math.max(colors.length, random.int(2, 4))),
    popularity: random.int(0, 1000),
    createdAt: new Date(Date.UTC(2026, 0, 1) + counter * 3_600_000),
  }
  const article = `${input.kind === 'gear' ? 'TR' : 'WF'}-${String(counter).padStart(5, '0')}`
  if (input.kind === 'gear') return gearRow(common, article, leaf, nth, random)
  return travelRow(common, article, leaf, nth, random)
}

function travelSpec(leaf: Leaf): TravelLeaf {
  const spec = TRAVEL_LEAVES[leaf.slug]
  if (!spec) throw new Error(`no naming for the travel leaf ${leaf.slug}`)
  return spec
}

/** "UK and EU plug adapter" keeps its capitals; "Packing cubes" reads "… packing cubes" after a brand. */
const afterBrand = (title: string) =>
  /^[A-Z][a-z]/.test(title) ? `${title.charAt(0).toLowerCase()}${title.slice(1)}` : title

function gearRow(common: Common, article: string, leaf: Leaf, nth: number, random: Random): Row {
  const spec = GEAR_LEAVES[leaf.slug]
  if (!spec) throw new Error(`no naming for the leaf ${leaf.slug}`)
  const root = leaf.path[0]?.slug ?? 'equipment'
  const title = spec.titles[nth % spec.titles.length] ?? spec.titles[0]
  // Brand and model walk their lists at different strides, so no two products of a leaf share both.
  const brand = GEAR_BRANDS[(nth * 3 + leaf.id) % GEAR_BRANDS.length] ?? GEAR_BRANDS[0]
  const model = GEAR_MODELS[(nth + leaf.id * 5) % GEAR_MODELS.length] ?? GEAR_MODELS[0]
  const name = `${title} ${brand} ${model}`
  return {
    ...common,
    kind: 'product',
    name,
    article,
    brand,
    keywords: spec.keywords,
    description: `${name}. ${spec.purpose}`,
    properties: [
      { name: 'Материал', value: random.pick(spec.materials) },
      { name: 'Сезон', value: spec.season },
      { name: 'Страна', value: random.pick(['Россия', 'Китай', 'Вьетнам']) },
    ],
    sizeGuide: root === 'clothes' || root === 'footwear' ? `size-guide-${root}` : null,
    collection: random.chance(0.3) ? `${brand} 2026` : null,
  }
}

function travelRow(common: Common, article: string, leaf: Leaf, nth: number, random: Random): Row {
  const spec = travelSpec(leaf)
  const title = spec.titles[nth % spec.titles.length] ?? spec.titles[0] ?? ''
  // A book is named by its title and sold under its publisher; goods by brand, range and what they are.
  const isBook = spec.goods === 'guidebook'
  const brand = isBook
    ? (GUIDEBOOK_PUBLISHERS[(nth + leaf.id) % GUIDEBOOK_PUBLISHERS.length] ?? GUIDEBOOK_PUBLISHERS[0])
    : (TRAVEL_BRANDS[(nth * 3 + leaf.id) % TRAVEL_BRANDS.length] ?? TRAVEL_BRANDS[0])
  const model = TRAVEL_MODELS[(nth + leaf.id * 5) % TRAVEL_MODELS.length] ?? TRAVEL_MODELS[0]
  const name = isBook ? `${title}, 2026 edition` : `${brand} ${model} ${afterBrand(title)}`
  return {
    ...common,
    kind: 'product',
    name,
    article,
    brand,
    keywords: spec.keywords,
    description: `${name}. ${spec.purpose}`,
    properties: spec.properties(nth),
    sizeGuide: null,
    collection: !isBook && random.chance(0.3) ? `${brand} ${model}` : null,
  }
}

/** The review family of each travel product (gear reviews fit any gear; travel goods differ too much). */
export type SeededProduct = { id: number; family: TravelFamily | null }

/** Base price (minor units) and variants of the next product of a leaf. */
function offerFor(input: ProductsInput, leaf: Leaf): { basePrice: number; variants: Variant[] } {
  const { random } = input
  if (input.kind === 'travel') {
    const spec = travelSpec(leaf)
    // Travel goods cost whole dollars ($129).
    return { basePrice: random.int(...spec.price) * 100, variants: travelVariantsFor(spec, random) }
  }
  const [low, high] = GEAR_PRICES[GEAR_LEAVES[leaf.slug]?.goods ?? 'backpack']
  // Gear ends in 990 roubles (6 990 ₽).
  const basePrice = random.int(low, high) * 100_000 - 1000
  return { basePrice, variants: variantsFor(leaf.path[0]?.slug ?? 'equipment', random) }
}

/** Products with variants, regional prices and stock, outlet availability and relations. */
export async function seedProducts(db: Database, input: ProductsInput): Promise<SeededProduct[]> {
  const seeded: SeededProduct[] = []
  let counter = 0
  // Products hang on the last level: the fourth in the gear tree, the third in the travel goods tree.
  for (const leaf of input.leaves.filter((l) => !l.path.at(-1)?.children)) {
    for (let nth = 0; nth < input.perLeaf; nth++) {
      counter++
      const { basePrice, variants } = offerFor(input, leaf)
      const [product] = await db
        .insert(products)
        .values(productRow(input, leaf, counter, nth, variants))
        .returning({ id: products.id })
      if (!product) throw new Error('product insert returned nothing')
      seeded.push({ id: product.id, family: input.kind === 'travel' ? travelSpec(leaf).family : null })
      await seedVariants(db, { ...input, productId: product.id, variants, basePrice, counter })
    }
  }
  await seedRelations(
    db,
    seeded.map((p) => p.id),
    input.random,
  )
  return seeded
}

async function seedVariants(
  db: Database,
  input: {
    productId: number
    variants: Variant[]
    kind: 'gear' | 'travel'
    basePrice: number
    counter: number
    regions: SeededRegion[]
    outletIds: number[]
    random: Random
  },
) {
  const { random } = input
  const variants = input.variants
  const inserted = await db
    .insert(skus)
    .values(
      variants.map((variant, n) => ({
        productId: input.productId,
        size: variant.size,
        color: variant.color,
        barcode: `46${String(input.counter).padStart(6, '0')}${String(n).padStart(4, '0')}`,
      })),
    )
    .returning({ id: skus.id })
  const discounted = random.chance(0.25)
  const offers = inserted.flatMap((sku, n) =>
    input.regions.map((region) => {
      // Later variants (bigger sizes) cost a little more, so "minimal price" matters: a travel shop
      // charges $30 a size step of a suitcase, and the same for every colour of it.
      const size = variants[n]?.size ?? ''
      const extra = input.kind === 'gear' ? n * 1000 : Math.max(0, SUITCASE_SIZES.indexOf(size)) * 3000
      const price = Math.round((input.basePrice * region.priceFactor + extra) / 100) * 100
      return {
        skuId: sku.id,
        regionId: region.id,
        priceMinor: price,
        // A crossed-out price looks like a real one: 34 990 ₽ or $1,250, never 34 987,50 ₽.
        oldPriceMinor: discounted ? roundedOldPrice(price, input.kind) : null,
        stock: random.chance(0.12) ? 0 : random.int(1, 15),
      }
    }),
  )
  await db.insert(skuRegionOffers).values(offers)
  const shelf = inserted.flatMap((sku) =>
    input.outletIds
      .filter(() => random.chance(0.4))
      .map((outletId) => ({ outletId, skuId: sku.id, quantity: random.int(1, 4) })),
  )
  if (shelf.length > 0) await db.insert(outletStock).values(shelf)
}

function roundedOldPrice(price: number, kind: 'gear' | 'travel'): number {
  const step = kind === 'gear' ? 100_000 : 1000
  const rounded = Math.ceil((price * 1.25) / step) * step
  return kind === 'gear' ? rounded - 1000 : rounded
}

async function seedRelations(db: Database, productIds: number[], random: Random) {
  const rows: { productId: number; relatedId: number; kind: 'similar' | 'bought_together' }[] = []
  for (const [index, productId] of productIds.entries()) {
    const neighbours = productIds.slice(Math.max(0, index - 4), index + 5).filter((id) => id !== productId)
    for (const relatedId of neighbours.slice(0, 4)) rows.push({ productId, relatedId, kind: 'similar' })
    for (let n = 0; n < 3; n++) {
      const relatedId = random.pick(productIds)
      if (
        relatedId !== productId &&
        !rows.some(
          (r) => r.productId === productId && r.relatedId === relatedId && r.kind === 'bought_together',
        )
      ) {
        rows.push({ productId, relatedId, kind: 'bought_together' })
      }
    }
  }
  for (let i = 0; i < rows.length; i += 1000)
    await db.insert(productRelations).values(rows.slice(i, i + 1000))
}
