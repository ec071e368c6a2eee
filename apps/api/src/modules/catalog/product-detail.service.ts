import type { OutletAvailability, ProductCard, ProductDetail } from '@vitrina/api-client/schemas/catalog'
import { minorToDecimal } from '@vitrina/domain/money'
import { and, asc, eq, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import {
  outletStock,
  outlets,
  productRelations,
  products,
  skuRegionOffers,
  skus,
} from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'
import { absoluteImages } from './media-urls.ts'
import { categoryTree, listProducts } from './products.service.ts'

type Ctx = { companyId: number; regionId: number; locale?: string | undefined }

/** Finds a product of this company by slug or numeric id; other companies' products are a 404. */
export async function findProductId(deps: Deps, companyId: number, key: string): Promise<number> {
  const byKey = /^\d{1,9}$/.test(key)
    ? or(eq(products.id, Number(key)), eq(products.slug, key))
    : eq(products.slug, key)
  const [row] = await deps.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, companyId), byKey))
    .limit(1)
  if (!row) throw notFound('Product not found.')
  return row.id
}

/** Product keys: a slug, or a number that is an id or a slug. `id` -1 matches no product. */
const keyParams = (key: string) => ({ slug: key, id: /^\d{1,9}$/.test(key) ? Number(key) : -1 })

/** The product page's two statements, prepared once per database handle (and per pool connection). */
function detailStatements(db: Database) {
  const company = sql.placeholder('company')
  const byKey = and(
    eq(products.companyId, company),
    or(eq(products.slug, sql.placeholder('slug')), eq(products.id, sql.placeholder('id'))),
  )
  const product = db.select().from(products).where(byKey).orderBy(asc(products.id)).limit(1)
  return {
    product: product.prepare('catalog_product_detail'),
    variants: db
      .select({
        id: skus.id,
        size: skus.size,
        color: skus.color,
        barcode: skus.barcode,
        price: skuRegionOffers.priceMinor,
        oldPrice: skuRegionOffers.oldPriceMinor,
        stock: skuRegionOffers.stock,
      })
      .from(skus)
      .innerJoin(
        skuRegionOffers,
        and(eq(skuRegionOffers.skuId, skus.id), eq(skuRegionOffers.regionId, sql.placeholder('region'))),
      )
      // The same product as the first statement (same key, same order), looked up in the same round trip.
      .where(
        eq(
          skus.productId,
          sql`(${db.select({ id: products.id }).from(products).where(byKey).orderBy(asc(products.id)).limit(1)})`,
        ),
      )
      .orderBy(asc(skus.id))
      .prepare('catalog_product_variants'),
  }
}

const statements = new WeakMap<Database, ReturnType<typeof detailStatements>>()

export async function productDetail(deps: Deps, ctx: Ctx, key: string): Promise<ProductDetail> {
  let prepared = statements.get(deps.db)
  if (!prepared) {
    prepared = detailStatements(deps.db)
    statements.set(deps.db, prepared)
  }
  const params = { company: ctx.companyId, region: ctx.regionId, ...keyParams(key) }
  const [[product], variantRows, tree] = await Promise.all([
    prepared.product.execute(params),
    prepared.variants.execute(params),
    categoryTree(deps, ctx.companyId, ctx.locale),
  ])
  if (!product || variantRows.length === 0) throw notFound('Product not found.')
  const prices = variantRows.map((s) => s.price)
  const oldPrices = variantRows.flatMap((s) => (s.oldPrice === null ? [] : [s.oldPrice]))
  const images = absoluteImages(deps, product.images)
  const crumbs = tree.ancestry(product.categoryId)
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    article: product.article,
    kind: product.kind,
    brand: product.brand,
    image: images[0] ?? null,
    price: minorToDecimal(Math.min(...prices)),
    old_price: oldPrices.length > 0 ? minorToDecimal(Math.min(...oldPrices)) : null,
    in_stock: variantRows.some((s) => s.stock > 0),
    rating: product.rating,
    reviews_count: product.reviewsCount,
    category: product.categoryId,
    category_slug: crumbs.at(-1)?.slug ?? '',
    description: product.description,
    properties: product.properties,
    images,
    size_guide: product.sizeGuide,
    collection: product.collection,
    bread_crumbs: crumbs.map((c) => ({ id: c.id, name: c.name, slug: c.slug })),
    skus: variantRows.map((s) => ({
      id: s.id,
      size: s.size,
      color: s.color,
      barcode: s.barcode,
      price: minorToDecimal(s.price),
      old_price: s.oldPrice === null ? null : minorToDecimal(s.oldPrice),
      in_stock: s.stock > 0,
      stock: s.stock,
    })),
  }
}

/** Similar products, the same collection, or frequently bought together. */
export async function relatedProducts(
  deps: Deps,
  ctx: Ctx,
  key: string,
  kind: 'similar' | 'bought_together' | 'collection',
): Promise<ProductCard[]> {
  const id = await findProductId(deps, ctx.companyId, key)
  let ids: number[]
  if (kind === 'collection') {
    const [self] = await deps.db
      .select({ collection: products.collection })
      .from(products)
      .where(eq(products.id, id))
    if (!self?.collection) return []
    const rows = await deps.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.companyId, ctx.companyId), eq(products.collection, self.collection)))
      .limit(13)
    ids = rows.map((r) => r.id).filter((x) => x !== id)
  } else {
    const rows = await deps.db
      .select({ id: productRelations.relatedId })
      .from(productRelations)
      .where(and(eq(productRelations.productId, id), eq(productRelations.kind, kind)))
    ids = rows.map((r) => r.id)
  }
  if (ids.length === 0) return []
  const page = await listProducts(deps, ctx, { ids, sort: 'popular', page: 1, pageSize: 12 })
  return page.results
}

/** Which outlets of the current region have which variants on the shelf. */
export async function productAvailability(deps: Deps, ctx: Ctx, key: string): Promise<OutletAvailability[]> {
  const id = await findProductId(deps, ctx.companyId, key)
  const rows = await deps.db
    .select({
      outletId: outlets.id,
      name: outlets.name,
      address: outlets.address,
      latitude: outlets.latitude,
      longitude: outlets.longitude,
      skuId: outletStock.skuId,
      quantity: outletStock.quantity,
    })
    .from(outletStock)
    .innerJoin(outlets, eq(outlets.id, outletStock.outletId))
    .innerJoin(skus, eq(skus.id, outletStock.skuId))
    .where(
      and(eq(skus.productId, id), eq(outlets.regionId, ctx.regionId), eq(outlets.companyId, ctx.companyId)),
    )
    .orderBy(asc(outlets.id), asc(outletStock.skuId))
  const byOutlet = new Map<number, OutletAvailability>()
  for (const row of rows) {
    const entry = byOutlet.get(row.outletId) ?? {
      outlet: {
        id: row.outletId,
        name: row.name,
        address: row.address,
        latitude: row.latitude,
        longitude: row.longitude,
      },
      skus: [],
    }
    entry.skus.push({ sku: row.skuId, quantity: row.quantity })
    byOutlet.set(row.outletId, entry)
  }
  return [...byOutlet.values()]
}
