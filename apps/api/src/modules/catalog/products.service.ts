import type { Facets, ProductCard, ProductDetail } from '@vitrina/api-client/schemas/catalog'
import type { Page } from '@vitrina/api-client/schemas/common'
import { minorToDecimal } from '@vitrina/domain/money'
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import { products, skuRegionOffers, skus } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'
import { promotionDetail } from '../content/content.service.ts'
import { CategoryTree } from './category-tree.ts'
import { absoluteImages } from './media-urls.ts'
import { searchPredicate, searchRank, searchSuggestion, searchWordsOf } from './product-search.ts'

export type ProductQuery = {
  category?: string | undefined
  search?: string | undefined
  sizes?: string[] | undefined
  colors?: string[] | undefined
  brands?: string[] | undefined
  priceMin?: number | undefined
  priceMax?: number | undefined
  inStock?: boolean | undefined
  ids?: number[] | undefined
  /** Slug of a promotion: only its products (spec §2 `/catalog/promotion/{promotion}`). */
  promotion?: string | undefined
  sort: 'popular' | 'price' | '-price' | 'new'
  page: number
  pageSize: number
}

// Category trees per company and language for 10 s; `fetch` shares one load between concurrent misses and
// keeps no failure. The key is `company:locale` (no locale: the company's own names).
const trees = new LRUCache<string, CategoryTree, Deps['db']>({
  max: 1_000,
  ttl: 10_000,
  fetchMethod: (key, _stale, { context }) => {
    const [companyId = '', locale = ''] = key.split(':')
    return CategoryTree.load(context, Number(companyId), locale || undefined)
  },
})
/** The company's category tree named in `locale` (no locale: the company's own names). */
export async function categoryTree(deps: Deps, companyId: number, locale?: string): Promise<CategoryTree> {
  const tree = await trees.fetch(`${companyId}:${locale ?? ''}`, { context: deps.db })
  if (!tree) throw new Error(`the category tree of company ${companyId} could not be loaded`)
  return tree
}

/** Min price, old price and availability of each product in one region. */
function offersFor(deps: Deps, regionId: number) {
  return deps.db
    .select({
      productId: skus.productId,
      price: sql<number>`min(${skuRegionOffers.priceMinor})`.as('price'),
      oldPrice: sql<number | null>`min(${skuRegionOffers.oldPriceMinor})`.as('old_price'),
      inStock: sql<boolean>`bool_or(${skuRegionOffers.stock} > 0)`.as('in_stock'),
    })
    .from(skus)
    .innerJoin(
      skuRegionOffers,
      and(eq(skuRegionOffers.skuId, skus.id), eq(skuRegionOffers.regionId, regionId)),
    )
    .groupBy(skus.productId)
    .as('offers')
}

const skuMatches = (column: 'size' | 'color', values: string[]) =>
  sql`exists (select 1 from ${skus} where ${skus.productId} = ${products.id} and ${inArray(skus[column], values)})`

type Offers = ReturnType<typeof offersFor>

/** Conditions of the category and search only: the base of the facets. */
async function baseConditions(deps: Deps, companyId: number, query: ProductQuery): Promise<SQL[]> {
  const base: SQL[] = [eq(products.companyId, companyId)]
  if (query.category) {
    const tree = await categoryTree(deps, companyId)
    const category = tree.bySlug.get(query.category)
    if (!category) throw notFound('Category not found.')
    base.push(inArray(products.categoryId, tree.descendantIds(category.id)))
  }
  if (query.search) {
    // A query of punctuation only matches nothing rather than everything.
    base.push(searchPredicate(query.search) ?? sql`false`)
  }
  if (query.ids) base.push(inArray(products.id, query.ids.length > 0 ? query.ids : [-1]))
  if (query.promotion) {
    // A promotion's products are the base like a category's, so the facets describe the promotion only.
    const { product_ids } = await promotionDetail(deps, companyId, query.promotion)
    base.push(inArray(products.id, product_ids.length > 0 ? product_ids : [-1]))
  }
  return base
}

function filterConditions(offers: Offers, query: ProductQuery): SQL[] {
  const filters: SQL[] = []
  if (query.sizes?.length) filters.push(skuMatches('size', query.sizes))
  if (query.colors?.length) filters.push(skuMatches('color', query.colors))
  if (query.brands?.length) filters.push(inArray(products.brand, query.brands))
  if (query.priceMin !== undefined) filters.push(gte(offers.price, query.priceMin))
  if (query.priceMax !== undefined) filters.push(lte(offers.price, query.priceMax))
  if (query.inStock) filters.push(eq(offers.inStock, true))
  return filters
}

function orderFor(offers: Offers, query: ProductQuery) {
  // Search results in the default order are ranked by relevance first; an explicit sort wins.
  if (query.search && query.sort === 'popular' && searchWordsOf(query.search).length > 0)
    return [desc(searchRank(query.search)), desc(products.popularity), asc(products.id)]
  switch (query.sort) {
    case 'price':
      return [asc(offers.price), asc(products.id)]
    case '-price':
      return [desc(offers.price), asc(products.id)]
    case 'new':
      return [desc(products.createdAt), asc(products.id)]
    default:
      return [desc(products.popularity), asc(products.id)]
  }
}

export async function listProducts(
  deps: Deps,
  ctx: { companyId: number; regionId: number },
  query: ProductQuery,
): Promise<Page<ProductCard> & { facets: Facets; suggestion: string | null }> {
  const offers = offersFor(deps, ctx.regionId)
  const base = await baseConditions(deps, ctx.companyId, query)
  const filters = [...base, ...filterConditions(offers, query)]
  const order = orderFor(offers, query)

  const where = and(...filters)
  const [rows, [total], facets] = await Promise.all([
    deps.db
      .select({
        id: products.id,
        slug: products.slug,
        name: products.name,
        article: products.article,
        kind: products.kind,
        brand: products.brand,
        images: products.images,
        rating: products.rating,
        reviewsCount: products.reviewsCount,
        categoryId: products.categoryId,
        price: offers.price,
        oldPrice: offers.oldPrice,
        inStock: offers.inStock,
      })
      .from(products)
      // Products without an offer in the region are not sold there.
      .innerJoin(offers, eq(offers.productId, products.id))
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(offers, eq(offers.productId, products.id))
      .where(where),
    facetsFor(deps, ctx.regionId, and(...base)),
  ])
  const count = total?.n ?? 0
  // "Did you mean" only when the words as typed find nothing by full text (typos, wrong layout).
  const suggestion =
    query.search && query.page === 1 ? await searchSuggestion(deps, ctx.companyId, query.search) : null
  return {
    count,
    next: query.page * query.pageSize < count ? String(query.page + 1) : null,
    previous: query.page > 1 ? String(query.page - 1) : null,
    results: rows.map((row) => toCard(deps, row)),
    facets,
    suggestion,
  }
}

/** Facets are computed from the category and search only, so picking a size never hides other sizes. */
async function facetsFor(deps: Deps, regionId: number, where: SQL | undefined): Promise<Facets> {
  const offers = offersFor(deps, regionId)
  const [variantRows, brandRows, priceRows] = await Promise.all([
    deps.db
      .selectDistinct({ size: skus.size, color: skus.color })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(where),
    deps.db.selectDistinct({ brand: products.brand }).from(products).where(where),
    deps.db
      .select({
        min: sql<number | null>`min(${offers.price})`,
        max: sql<number | null>`max(${offers.price})`,
      })
      .from(products)
      .innerJoin(offers, eq(offers.productId, products.id))
      .where(where),
  ])
  const unique = (values: (string | null)[]) =>
    [...new Set(values.filter((x): x is string => x !== null))].sort((a, b) =>
      a.localeCompare(b, 'ru', { numeric: true }),
    )
  const prices = priceRows[0]
  return {
    sizes: unique(variantRows.map((r) => r.size)),
    colors: unique(variantRows.map((r) => r.color)),
    brands: unique(brandRows.map((r) => r.brand)),
    price_min: prices?.min == null ? null : minorToDecimal(Number(prices.min)),
    price_max: prices?.max == null ? null : minorToDecimal(Number(prices.max)),
  }
}

type CardRow = {
  id: number
  slug: string
  name: string
  article: string
  kind: 'product' | 'tour' | 'hotel'
  brand: string | null
  images: { url: string; scaled: { url: string; width: number }[] }[]
  rating: number
  reviewsCount: number
  categoryId: number
  price: number | null
  oldPrice: number | null
  inStock: boolean | null
}

export function toCard(deps: Deps, row: CardRow): ProductCard {
  const [image] = absoluteImages(deps, row.images.slice(0, 1))
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    article: row.article,
    kind: row.kind,
    brand: row.brand,
    image: image ?? null,
    price: row.price == null ? null : minorToDecimal(Number(row.price)),
    old_price: row.oldPrice == null ? null : minorToDecimal(Number(row.oldPrice)),
    in_stock: row.inStock === true,
    rating: row.rating,
    reviews_count: row.reviewsCount,
    category: row.categoryId,
  }
}

export type { ProductDetail }
