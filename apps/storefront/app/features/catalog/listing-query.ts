import type { ProductListQuery } from '@vitrina/api-client'

/**
 * The query string of a product listing (category and search pages): sort, filters and page. The URL is
 * the state, so every listing works with plain links and GET forms. Anything unreadable is dropped rather
 * than answered with an error: a hand-edited or outdated link still shows the listing.
 */

/** Products per listing page. */
export const LISTING_PAGE_SIZE = 24

/** 'popular' is the API's default and has no parameter of its own, so the plain URL is the popular one. */
export type ListingOrdering = 'popular' | 'price' | '-price'

export type ListingQuery = {
  ordering: ListingOrdering
  sizes: string[]
  colors: string[]
  brands: string[]
  /** Decimal strings as the API takes them ("1500", "1500.5"). */
  priceMin: string | undefined
  priceMax: string | undefined
  inStock: boolean
  page: number
}

// The API keeps at most 50 values of 100 characters per filter; more is a crafted URL.
const MAX_VALUES = 50
const MAX_VALUE_LENGTH = 100

// Read by hand, not by valibot schemas: this module is in every listing's first load, and valibot was there for
// it alone (issue 18).
const ORDERINGS: readonly string[] = ['popular', 'price', '-price'] satisfies ListingOrdering[]
const FLAGS = ['1', 'true', 'on']

function readOrdering(value: string | null): ListingOrdering | undefined {
  const text = value?.trim()
  return text !== undefined && ORDERINGS.includes(text) ? (text as ListingOrdering) : undefined
}

/** The API reads page numbers of up to five digits. */
function readPage(value: string | null): number | undefined {
  const text = value?.trim() ?? ''
  const page = /^\d{1,5}$/.test(text) ? Number(text) : 0
  return page >= 1 ? page : undefined
}

/** A shopper types "1 500" or "1500,50" as often as "1500.50"; what is left after that must be an amount. */
function readAmount(value: string | null): string | undefined {
  const text = value?.replace(/\s/g, '').replace(',', '.')
  return text !== undefined && /^\d{1,9}(?:\.\d{1,2})?$/.test(text) ? text : undefined
}

function readMany(params: URLSearchParams, name: string): string[] {
  const values = params
    .getAll(name)
    .map((value) => value.trim())
    .filter((value) => value !== '' && value.length <= MAX_VALUE_LENGTH)
  return [...new Set(values)].slice(0, MAX_VALUES)
}

/** No sort, no filter, page 1. */
export const EMPTY_LISTING_QUERY: ListingQuery = {
  ordering: 'popular',
  sizes: [],
  colors: [],
  brands: [],
  priceMin: undefined,
  priceMax: undefined,
  inStock: false,
  page: 1,
}

/** Reads a listing's URL query; a missing or bad value takes its default (popular, no filter, page 1). */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  return {
    ordering: readOrdering(params.get('ordering')) ?? 'popular',
    sizes: readMany(params, 'size'),
    colors: readMany(params, 'color'),
    brands: readMany(params, 'brand'),
    priceMin: readAmount(params.get('price_min')),
    priceMax: readAmount(params.get('price_max')),
    inStock: FLAGS.includes(params.get('in_stock')?.trim() ?? ''),
    page: readPage(params.get('page')) ?? 1,
  }
}

/** Whether any filter is set (sort and page are not filters). */
export function hasFilters(query: ListingQuery): boolean {
  return (
    query.sizes.length > 0 ||
    query.colors.length > 0 ||
    query.brands.length > 0 ||
    query.priceMin !== undefined ||
    query.priceMax !== undefined ||
    query.inStock
  )
}

/** The filters as URL parameters (name, value), in a stable order; sort and page are not included. */
export function filterParams(query: ListingQuery): [name: string, value: string][] {
  const params: [string, string][] = [
    ...query.sizes.map((size): [string, string] => ['size', size]),
    ...query.colors.map((color): [string, string] => ['color', color]),
    ...query.brands.map((brand): [string, string] => ['brand', brand]),
  ]
  if (query.priceMin !== undefined) params.push(['price_min', query.priceMin])
  if (query.priceMax !== undefined) params.push(['price_max', query.priceMax])
  if (query.inStock) params.push(['in_stock', '1'])
  return params
}

/** The same sort without any filter, from page 1: where "Reset" leads. */
/** How many filters are applied ("Filters (3)" on phones): each chosen value, each price bound, in stock. */
export function activeFilterCount(query: ListingQuery): number {
  return (
    query.sizes.length +
    query.colors.length +
    query.brands.length +
    (query.priceMin === undefined ? 0 : 1) +
    (query.priceMax === undefined ? 0 : 1) +
    (query.inStock ? 1 : 0)
  )
}

export function withoutFilters(query: ListingQuery): ListingQuery {
  return { ...EMPTY_LISTING_QUERY, ordering: query.ordering }
}

/**
 * The query string (with '?', or '' when empty) of a listing URL, in a stable order so that equal listings
 * have equal URLs (one cache entry each). Defaults are left out: no `ordering` for popular, no `page` for 1.
 */
export function listingSearch(query: ListingQuery): string {
  const params = new URLSearchParams()
  if (query.ordering !== 'popular') params.set('ordering', query.ordering)
  for (const [name, value] of filterParams(query)) params.append(name, value)
  if (query.page > 1) params.set('page', String(query.page))
  const search = params.toString()
  return search === '' ? '' : `?${search}`
}

/** The API query for one listing page: the category, promotion or search text plus the shopper's choices. */
export function toProductListQuery(
  query: ListingQuery,
  scope: { category: string } | { promotion: string } | { search: string },
): ProductListQuery {
  return {
    ...scope,
    ordering: query.ordering === 'popular' ? undefined : query.ordering,
    size: query.sizes,
    color: query.colors,
    brand: query.brands,
    price_min: query.priceMin,
    price_max: query.priceMax,
    in_stock: query.inStock,
    page: query.page,
    page_size: LISTING_PAGE_SIZE,
  }
}
