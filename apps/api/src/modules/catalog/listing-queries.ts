import { and, asc, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { productRegionOffers as offers, products, skus } from '../../db/schema/index.ts'
import type { StoredImage } from './media-urls.ts'

/**
 * The product listing's SQL (issue 18; plans in README.md). A page is one query: the products joined to their
 * region's row of `product_region_offers` (price, old price, availability kept by triggers), the total folded in
 * with `count(*) over ()`. The facets are a second query (cached for plain listings by products.service.ts). The
 * shape every category page and the home page use (no search, no filter) is built once per database handle.
 */

export type ListingSort = 'popular' | 'price' | '-price' | 'new'

/** The columns of a product card, from the product and its offer in the region. */
const cardColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  article: products.article,
  kind: products.kind,
  brand: products.brand,
  // A card shows the first image only: the whole array was ~3× the bytes to send, convert and parse.
  image: sql<StoredImage | null>`${products.images} -> 0`,
  rating: products.rating,
  reviewsCount: products.reviewsCount,
  categoryId: products.categoryId,
  price: offers.priceMinor,
  oldPrice: offers.oldPriceMinor,
  inStock: offers.inStock,
  // Every matching row, before LIMIT: the page and its count in one pass.
  total: sql<number>`count(*) over ()`.mapWith(Number),
}

/** A product without an offer in the region is not sold there: the inner join leaves it out. */
const offerOf = (region: Placeholder | number) =>
  and(eq(offers.productId, products.id), eq(offers.regionId, region))

/** `ORDER BY` of a sort; `products.id` last so pages never overlap. */
export function listingOrder(sort: ListingSort): SQL[] {
  switch (sort) {
    case 'price':
      return [asc(offers.priceMinor), asc(products.id)]
    case '-price':
      return [desc(offers.priceMinor), asc(products.id)]
    case 'new':
      return [desc(products.createdAt), asc(products.id)]
    default:
      return [desc(products.popularity), asc(products.id)]
  }
}

/** The order of a ranked page joined back to `products`: the same keys, the price taken from the page. */
function pageOrder(sort: ListingSort, price: SQL.Aliased<number>): SQL[] {
  if (sort === 'price') return [asc(price), asc(products.id)]
  if (sort === '-price') return [desc(price), asc(products.id)]
  return listingOrder(sort)
}

export const offerPrice = offers.priceMinor
export const offerInStock = offers.inStock

/** One page of any listing (search, filters): built per request. */
export function pageQuery(
  db: Database,
  regionId: number,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
) {
  return db
    .select(cardColumns)
    .from(products)
    .innerJoin(offers, offerOf(regionId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
}

export type CardRow = Awaited<ReturnType<typeof pageQuery>>[number]

/** How many products match, for a page past the last one (the window count has no row to ride on). */
export async function countQuery(db: Database, regionId: number, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .innerJoin(offers, offerOf(regionId))
    .where(where)
  return row?.n ?? 0
}

type FacetRow = {
  brands: string[] | null
  sizes: string[] | null
  colors: string[] | null
  priceMin: number | null
  priceMax: number | null
}

/**
 * The facets of a base (category, search, promotion): brands, sizes and colours of every product in it, sold in
 * the region or not (as before this table), and the price range of those sold in the region; one query over a CTE.
 */
function facetsSelect(db: Database, region: Placeholder | number, where: SQL | undefined) {
  const base = db.$with('base').as(
    db
      .select({
        id: products.id,
        brand: products.brand,
        price: sql<number | null>`${offers.priceMinor}`.as('price'),
      })
      .from(products)
      .leftJoin(offers, offerOf(region))
      .where(where),
  )
  return db
    .with(base)
    .select({
      brands: sql<
        string[] | null
      >`(select array_agg(distinct "base"."brand") from "base" where "base"."brand" is not null)`,
      sizes: sql<
        string[] | null
      >`(select array_agg(distinct ${skus.size}) from ${skus} join "base" on ${skus.productId} = "base"."id" where ${skus.size} is not null)`,
      colors: sql<
        string[] | null
      >`(select array_agg(distinct ${skus.color}) from ${skus} join "base" on ${skus.productId} = "base"."id" where ${skus.color} is not null)`,
      priceMin: sql<number | null>`(select min("base"."price") from "base")`.mapWith(nullableNumber),
      priceMax: sql<number | null>`(select max("base"."price") from "base")`.mapWith(nullableNumber),
    })
    .from(sql`(select 1) as "one"`)
}

const nullableNumber = (value: unknown) => (value === null ? null : Number(value))

export async function facetsQuery(db: Database, regionId: number, where: SQL | undefined): Promise<FacetRow> {
  const [row] = await facetsSelect(db, regionId, where)
  return row ?? { brands: null, sizes: null, colors: null, priceMin: null, priceMax: null }
}

/** The prepared statements of one database handle (each connection of a pool prepares them on first use). */
function preparedFor(db: Database) {
  const company = sql.placeholder('company')
  const region = sql.placeholder('region')
  const categories = sql.placeholder('categories')
  const inCategories = sql`${products.categoryId} = any(${categories})`
  // A deferred join: the inner query ranks narrow rows (id, offer, count) and keeps the page; only the page's rows
  // are then joined back to `products` for the card's wide columns. Ranking whole card rows carried every
  // matching product's name, slug and image through the join, window and sort (README.md).
  const page = (sort: ListingSort, byCategory: boolean) => {
    const ranked = db
      .select({
        id: sql<number>`${products.id}`.as('ranked_id'),
        price: sql<number>`${offers.priceMinor}`.as('ranked_price'),
        oldPrice: sql<number | null>`${offers.oldPriceMinor}`.as('ranked_old_price'),
        inStock: sql<boolean>`${offers.inStock}`.as('ranked_in_stock'),
        total: sql<number>`count(*) over ()`.as('ranked_total'),
      })
      .from(products)
      .innerJoin(offers, offerOf(region))
      .where(and(eq(products.companyId, company), byCategory ? inCategories : undefined))
      .orderBy(...listingOrder(sort))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('ranked')
    return (
      db
        .select({
          ...cardColumns,
          price: ranked.price,
          oldPrice: ranked.oldPrice,
          inStock: ranked.inStock,
          total: sql<number>`${ranked.total}`.mapWith(Number),
        })
        .from(ranked)
        .innerJoin(products, eq(products.id, ranked.id))
        .orderBy(...pageOrder(sort, ranked.price))
        // Built once, but sent as an unnamed statement ('' is no name to node-postgres): PostgreSQL plans it for
        // each call's values. Named, it switched to a generic plan after five calls (a nested loop comparing every
        // offer of the region with every product of the category, 31,304 rejected pairs for `clothes`) that cost
        // more than planning each call (README.md).
        .prepare('')
    )
  }
  const sorts: ListingSort[] = ['popular', 'price', '-price', 'new']
  return {
    pages: new Map(
      sorts.flatMap((sort) => [
        [`${sort}:category`, page(sort, true)] as const,
        [`${sort}:all`, page(sort, false)] as const,
      ]),
    ),
    facetsByCategory: facetsSelect(db, region, and(eq(products.companyId, company), inCategories)).prepare(
      'catalog_facets_category',
    ),
    facetsAll: facetsSelect(db, region, eq(products.companyId, company)).prepare('catalog_facets_all'),
  }
}

const prepared = new WeakMap<Database, ReturnType<typeof preparedFor>>()

export type PlainListing = {
  companyId: number
  regionId: number
  /** The category and every category below it; null for the whole shop. */
  categoryIds: number[] | null
  sort: ListingSort
  limit: number
  offset: number
}

function statementsOf(db: Database) {
  let statements = prepared.get(db)
  if (!statements) {
    statements = preparedFor(db)
    prepared.set(db, statements)
  }
  return statements
}

const plainParams = (listing: PlainListing) => ({
  company: listing.companyId,
  region: listing.regionId,
  categories: listing.categoryIds ?? [],
  limit: listing.limit,
  offset: listing.offset,
})

/** One page of a listing with no search and no filter (every category page, the home page): prepared. */
export async function plainPage(db: Database, listing: PlainListing): Promise<CardRow[]> {
  const byCategory = listing.categoryIds !== null
  const page = statementsOf(db).pages.get(`${listing.sort}:${byCategory ? 'category' : 'all'}`)
  if (!page) throw new Error(`no prepared listing for ${listing.sort}`)
  return (await page.execute(plainParams(listing))) as CardRow[]
}

/** The facets of a listing with no search and no filter (its category, or the whole shop): prepared. */
export async function plainFacets(db: Database, listing: Omit<PlainListing, 'sort' | 'limit' | 'offset'>) {
  const statements = statementsOf(db)
  const facets = listing.categoryIds !== null ? statements.facetsByCategory : statements.facetsAll
  const [row] = await facets.execute(plainParams({ ...listing, sort: 'popular', limit: 0, offset: 0 }))
  return row ?? { brands: null, sizes: null, colors: null, priceMin: null, priceMax: null }
}
