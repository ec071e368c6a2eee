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
  type CategoryNode,
  CLOTHES_SIZES,
  COLORS,
  GEAR_ADJECTIVES,
  GEAR_BRANDS,
  SHOE_SIZES,
  TRAVEL_ADJECTIVES,
} from './catalog-data.ts'
import type { Random } from './random.ts'

type Leaf = { id: number; path: CategoryNode[]; depth: number }
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
          slug,
          sort: index,
          image: `/media/categories/${slug}.svg`,
        })
        .returning({ id: categories.id })
      if (!row) throw new Error('category insert returned nothing')
      const nextPath = [...path, node]
      if (nextPath.length >= 3) leaves.push({ id: row.id, path: nextPath, depth: nextPath.length })
      if (node.children) await walk(node.children, { id: row.id, slug }, nextPath)
    }
  }
  await walk(tree, null, [])
  return leaves
}

export function imagesFor(slug: string, count: number): ProductImage[] {
  return Array.from({ length: count }, (_, n) => ({
    url: `/media/products/${slug}/${n}.svg`,
    scaled: [200, 400, 800, 1200].map((width) => ({
      url: `/media/products/${slug}/${n}.svg?w=${width}`,
      width,
    })),
  }))
}

type Variant = { size: string | null; color: string | null }

function variantsFor(rootSlug: string, random: Random): Variant[] {
  const colors = [random.pick(COLORS), random.pick(COLORS)].filter((c, i, all) => all.indexOf(c) === i)
  if (rootSlug === 'clothes')
    return colors.flatMap((color) => CLOTHES_SIZES.slice(0, 4).map((size) => ({ size, color })))
  if (rootSlug === 'footwear')
    return colors.slice(0, 1).flatMap((color) => SHOE_SIZES.map((size) => ({ size, color })))
  if (rootSlug === 'tours')
    return ['Dec 5 · 7 nights', 'Jan 9 · 7 nights', 'Feb 13 · 10 nights'].map((size) => ({
      size,
      color: null,
    }))
  if (rootSlug === 'hotels') return ['Standard', 'Deluxe', 'Suite'].map((size) => ({ size, color: null }))
  return colors.map((color) => ({ size: null, color }))
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

/** The row of one generated product: gear in Russian, tours and hotels in English. */
function productRow(input: ProductsInput, leaf: Leaf, counter: number): typeof products.$inferInsert {
  const { random } = input
  const root = leaf.path[0]?.slug ?? 'equipment'
  const leafName = leaf.path.at(-1)?.name ?? ''
  const parentName = leaf.path.at(-2)?.name ?? ''
  const slug = `${input.kind === 'gear' ? 'item' : root.slice(0, -1)}-${input.companyId}-${counter}`
  const common = {
    companyId: input.companyId,
    categoryId: leaf.id,
    slug,
    images: imagesFor(slug, random.int(2, 4)),
    popularity: random.int(0, 1000),
    createdAt: new Date(Date.UTC(2026, 0, 1) + counter * 3_600_000),
  }
  if (input.kind === 'gear') {
    const name = `${random.pick(GEAR_ADJECTIVES)} ${parentName.toLowerCase()} «${leafName}» ${random.pick(GEAR_BRANDS)} ${counter}`
    return {
      ...common,
      kind: 'product',
      name,
      article: `TR-${String(counter).padStart(5, '0')}`,
      brand: random.pick(GEAR_BRANDS),
      description: `${name}: надёжная модель для походов и города. Проверена в горах Алтая.`,
      properties: [
        { name: 'Материал', value: random.pick(['Нейлон', 'Полиэстер', 'Мембрана', 'Шерсть мериноса']) },
        { name: 'Сезон', value: random.pick(['Зима', 'Лето', 'Демисезон', 'Всесезонный']) },
        { name: 'Страна', value: random.pick(['Россия', 'Китай', 'Вьетнам']) },
      ],
      sizeGuide: root === 'clothes' || root === 'footwear' ? `size-guide-${root}` : null,
      collection: random.chance(0.3) ? `${random.pick(GEAR_BRANDS)} 2026` : null,
    }
  }
  const name =
    root === 'tours'
      ? `${random.pick(TRAVEL_ADJECTIVES)} ${leafName} tour ${counter}`
      : `${leafName} ${random.pick(['Garden', 'Harbour', 'Old Town', 'Palace', 'Riverside'])} Hotel ${counter}`
  return {
    ...common,
    kind: root === 'tours' ? 'tour' : 'hotel',
    name,
    article: `WF-${String(counter).padStart(5, '0')}`,
    brand: null,
    description: `${name}: a carefully planned trip with local guides.`,
    properties: [
      { name: 'Duration', value: `${random.int(5, 12)} days` },
      { name: 'Meals', value: 'Breakfast' },
    ],
    sizeGuide: null,
    collection: random.chance(0.3) ? `${leafName} collection` : null,
  }
}

/** Products with variants, regional prices and stock, outlet availability and relations. */
export async function seedProducts(db: Database, input: ProductsInput): Promise<number[]> {
  const productIds: number[] = []
  let counter = 0
  for (const leaf of input.leaves.filter((l) => l.depth === 4)) {
    const root = leaf.path[0]?.slug ?? 'equipment'
    for (let i = 0; i < input.perLeaf; i++) {
      counter++
      const basePrice =
        input.kind === 'gear' ? input.random.int(15, 200) * 10_000 - 1000 : input.random.int(30, 300) * 1000
      const [product] = await db
        .insert(products)
        .values(productRow(input, leaf, counter))
        .returning({ id: products.id })
      if (!product) throw new Error('product insert returned nothing')
      productIds.push(product.id)
      await seedVariants(db, { ...input, productId: product.id, root, basePrice, counter })
    }
  }
  await seedRelations(db, productIds, input.random)
  return productIds
}

async function seedVariants(
  db: Database,
  input: {
    productId: number
    root: string
    basePrice: number
    counter: number
    regions: SeededRegion[]
    outletIds: number[]
    random: Random
  },
) {
  const { random } = input
  const variants = variantsFor(input.root, random)
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
      // Later variants (bigger sizes, better rooms) cost a little more, so "minimal price" matters.
      const price = Math.round((input.basePrice * region.priceFactor + n * 1000) / 100) * 100
      return {
        skuId: sku.id,
        regionId: region.id,
        priceMinor: price,
        oldPriceMinor: discounted ? Math.round(price * 1.25) : null,
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
