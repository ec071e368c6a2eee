import type { ProductListQuery } from '@vitrina/api-client'
import type { StorefrontContext } from './context.server.ts'
import { SharedLoads } from './shared-loads.server.ts'

/**
 * Anonymous catalogue reads (category tree, category details, product listings) cached per tenant for a
 * few seconds (issue #4: "the catalogue reads behind them are cached per tenant with short TTLs"). A guest's
 * answer is the same for every guest of the company in that region, so a busy listing costs one API call
 * per TTL instead of one per page view. Signed-in customers never share entries: their answers may carry
 * personal prices or price access (spec §6 price restriction), and a cached copy could leak them.
 *
 * Entries are shared objects: callers map them to new values and never mutate them.
 */
const CATALOG_TTL_MS = 15_000
// Listing keys come from URLs (filters, pages); the bound keeps crafted URLs from growing memory.
const MAX_ENTRIES = 2_000
const reads = new SharedLoads<string, unknown>(CATALOG_TTL_MS, MAX_ENTRIES)

export type CatalogCacheScope = { company: number; region: string | undefined; locale: string }

/**
 * The cache key of one read: company, region, locale, the call and its arguments, with object keys sorted
 * and undefined values left out, so equal queries written in another order share one entry.
 */
export function catalogCacheKey(scope: CatalogCacheScope, call: string, args: readonly unknown[]): string {
  return JSON.stringify([scope.company, scope.region ?? '', scope.locale, call, ...args.map(canonical)])
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => [k, canonical(v)]),
  )
}

/** Whether this shopper's catalogue answers may be shared: guests only (no token cookie at all). */
export function mayShareCatalogReads(context: Pick<StorefrontContext, 'token'>): boolean {
  return context.token === undefined || context.token === ''
}

/** The catalogue calls of the page loaders, cached for guests and passed straight through otherwise. */
export function catalogReads(
  context: Pick<StorefrontContext, 'token' | 'company' | 'region' | 'locale' | 'api'>,
) {
  const { catalog } = context.api
  const scope: CatalogCacheScope = {
    company: context.company.id,
    region: context.region?.slug,
    locale: context.locale,
  }
  const shared = mayShareCatalogReads(context)
  const cached = <T>(call: string, args: readonly unknown[], load: () => Promise<T>): Promise<T> =>
    shared ? (reads.get(catalogCacheKey(scope, call, args), load) as Promise<T>) : load()
  return {
    listCategories: () => cached('listCategories', [], () => catalog.listCategories()),
    getCategory: (slug: string) => cached('getCategory', [slug], () => catalog.getCategory(slug)),
    listProducts: (query: ProductListQuery) =>
      cached('listProducts', [query], () => catalog.listProducts(query)),
    // The product page's calls: a product page costs seven API calls, the busiest pages most of all.
    getProduct: (slug: string) => cached('getProduct', [slug], () => catalog.getProduct(slug)),
    getRelatedProducts: (slug: string, kind: 'similar' | 'bought_together' | 'collection') =>
      cached('getRelatedProducts', [slug, kind], () => catalog.getRelatedProducts(slug, kind)),
    getProductAvailability: (slug: string) =>
      cached('getProductAvailability', [slug], () => catalog.getProductAvailability(slug)),
    getReviewSummary: (slug: string) =>
      cached('getReviewSummary', [slug], () => catalog.getReviewSummary(slug)),
    listReviews: (slug: string, query: Parameters<typeof catalog.listReviews>[1]) =>
      cached('listReviews', [slug, query], () => catalog.listReviews(slug, query)),
    // The home page's content (its sections): asked on every home render, the same for every guest.
    getPage: (...args: Parameters<typeof context.api.content.getPage>) =>
      cached('getPage', args, () => context.api.content.getPage(...args)),
  }
}
