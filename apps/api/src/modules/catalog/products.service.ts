import type { Facets, ProductCard, ProductDetail } from '@vitrina/api-client/schemas/catalog'
import type { Page } from '@vitrina/api-client/schemas/common'
import { minorToDecimal } from '@vitrina/domain/money'
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import { products, skus } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'
import { promotionDetail } from '../content/content.service.ts'
import { CategoryTree } from './category-tree.ts'
import {
  type CardRow,
  countQuery,
  facetsQuery,
  listingOrder,
  offerInStock,
  offerPrice,
  pageQuery,
  plainFacets,
  plainPage,
} from './listing-queries.ts'
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

/**
 * The facets of plain listings (a category page, the home page) per database handle, company, region and
 * category, for 10 s like the category tree. They are every page's second statement (~40 % of a listing's
 * database time, issue 18's profile) and change only when a product's brand, a variant's size or colour, or a
 * price changes: the API itself writes none of these at run time (orders change stock, which the facets do not
 * show), so an import or a seed is visible within the TTL. Keyed by handle so a test's fresh database never
 * sees another's entries; `fetch` shares one load between concurrent misses and keeps no failure.
 */
type FacetsKey = { companyId: number; regionId: number; categoryIds: number[] | null }
const plainFacetCaches = new WeakMap<Deps['db'], LRUCache<string, Facets, FacetsKey>>()
function cachedPlainFacets(db: Deps['db'], key: FacetsKey): Promise<Facets> {
  let cache = plainFacetCaches.get(db)
  if (!cache) {
    cache = new LRUCache<string, Facets, FacetsKey>({
      max: 2_000,
      ttl: 10_000,
      fetchMethod: async (_key, _stale, { context }) => facetsOf(await plainFacets(db, context)),
    })
    plainFacetCaches.set(db, cache)
  }
  const name = `${key.companyId}:${key.regionId}:${key.categoryIds?.join(',') ?? '*'}`
  return cache.fetch(name, { context: key }) as Promise<Facets>
}

const skuMatches = (column: 'size' | 'color', values: string[]) =>
  sql`exists (select 1 from ${skus} where ${skus.productId} = ${products.id} and ${inArray(skus[column], values)})`

/** The category and every category below it, or null for the whole shop. */
async function categoryIdsOf(
  deps: Deps,
  companyId: number,
  slug: string | undefined,
): Promise<number[] | null> {
  if (!slug) return null
  const tree = await categoryTree(deps, companyId)
  const category = tree.bySlug.get(slug)
  if (!category) throw notFound('Category not found.')
  return tree.descendantIds(category.id)
}

/** Conditions of the category and search only: the base of the facets. */
async function baseConditions(
  deps: Deps,
  companyId: number,
  categoryIds: number[] | null,
  query: ProductQuery,
): Promise<SQL[]> {
  const base: SQL[] = [eq(products.companyId, companyId)]
  if (categoryIds) base.push(inArray(products.categoryId, categoryIds))
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

function filterConditions(query: ProductQuery): SQL[] {
  const filters: SQL[] = []
  if (query.sizes?.length) filters.push(skuMatches('size', query.sizes))
  if (query.colors?.length) filters.push(skuMatches('color', query.colors))
  if (query.brands?.length) filters.push(inArray(products.brand, query.brands))
  if (query.priceMin !== undefined) filters.push(gte(offerPrice, query.priceMin))
  if (query.priceMax !== undefined) filters.push(lte(offerPrice, query.priceMax))
  if (query.inStock) filters.push(eq(offerInStock, true))
  return filters
}

function orderFor(query: ProductQuery): SQL[] {
  // Search results in the default order are ranked by relevance first; an explicit sort wins.
  if (query.search && query.sort === 'popular' && searchWordsOf(query.search).length > 0)
    return [desc(searchRank(query.search)), desc(products.popularity), asc(products.id)]
  return listingOrder(query.sort)
}

/** No search, no filter, no id list: the shape of every category page and the home page. */
const isPlain = (query: ProductQuery) =>
  !query.search &&
  !query.ids &&
  !query.promotion &&
  !query.sizes?.length &&
  !query.colors?.length &&
  !query.brands?.length &&
  query.priceMin === undefined &&
  query.priceMax === undefined &&
  !query.inStock

export async function listProducts(
  deps: Deps,
  ctx: { companyId: number; regionId: number },
  query: ProductQuery,
): Promise<Page<ProductCard> & { facets: Facets; suggestion: string | null }> {
  const categoryIds = await categoryIdsOf(deps, ctx.companyId, query.category)
  const limit = query.pageSize
  const offset = (query.page - 1) * query.pageSize
  let rows: CardRow[]
  let facets: Facets
  let where: SQL | undefined
  if (isPlain(query)) {
    const listing = { companyId: ctx.companyId, regionId: ctx.regionId, categoryIds }
    ;[rows, facets] = await Promise.all([
      plainPage(deps.db, { ...listing, sort: query.sort, limit, offset }),
      cachedPlainFacets(deps.db, listing),
    ])
    where = and(
      eq(products.companyId, ctx.companyId),
      categoryIds ? inArray(products.categoryId, categoryIds) : undefined,
    )
  } else {
    const base = await baseConditions(deps, ctx.companyId, categoryIds, query)
    where = and(...base, ...filterConditions(query))
    let facetRow: Awaited<ReturnType<typeof facetsQuery>>
    ;[rows, facetRow] = await Promise.all([
      pageQuery(deps.db, ctx.regionId, where, orderFor(query), limit, offset),
      facetsQuery(deps.db, ctx.regionId, and(...base)),
    ])
    facets = facetsOf(facetRow)
  }
  // The window count rides on the page's rows; past the last page there is none to carry it.
  const count = rows[0]?.total ?? (offset > 0 ? await countQuery(deps.db, ctx.regionId, where) : 0)
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

// One collator for every sort: `localeCompare(b, 'ru', …)` builds a collator per comparison, which was ~12 % of
// the API's CPU under a listing load (issue 18's profile).
const facetOrder = new Intl.Collator('ru', { numeric: true })

function facetsOf(row: Awaited<ReturnType<typeof facetsQuery>>): Facets {
  const unique = (values: string[] | null) => [...new Set(values ?? [])].sort(facetOrder.compare)
  return {
    sizes: unique(row.sizes),
    colors: unique(row.colors),
    brands: unique(row.brands),
    price_min: row.priceMin === null ? null : minorToDecimal(row.priceMin),
    price_max: row.priceMax === null ? null : minorToDecimal(row.priceMax),
  }
}

type CardFields = Omit<CardRow, 'total'>

export function toCard(deps: Deps, row: CardFields): ProductCard {
  const [image] = absoluteImages(deps, row.image ? [row.image] : [])
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
