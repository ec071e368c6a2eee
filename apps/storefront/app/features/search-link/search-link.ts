/**
 * The shareable search link helper (`/helpers/search-link`, issue #14; decision 023): what a shop's staff or a
 * shopper fills in (search words, or a category with sort and filters) turned into the canonical link of the
 * page that shows exactly that. Pure and macro-free: the loader and the tests use it alike.
 *
 * Decisions
 * - The link is the page's own canonical URL, not a redirect code: it needs no storage, never expires, and is
 *   the URL the catalogue itself produces (`searchPath`, `listingSearch`), so it shares one cache entry.
 * - Search words and a category do not combine: the search pages (spec §2 `/catalog/search/{query}/`) take
 *   words only, and a listing takes no words. Both filled in is an error rather than a silent choice.
 * - Sort and filters apply to a category; with search words they are refused for the same reason.
 */
import type { CategoryNode } from '@vitrina/api-client'
import { type ListingQuery, listingSearch, parseListingQuery } from '../catalog/listing-query.ts'
import { normalizeSearch, searchPath } from '../catalog/search-path.ts'

export type SearchLinkError =
  | 'choose_one'
  | 'nothing'
  | 'unknown_category'
  | 'price_range'
  | 'filters_need_category'

export interface SearchLinkForm {
  q: string
  category: string
  ordering: ListingQuery['ordering']
  priceMin: string
  priceMax: string
  inStock: boolean
}

export type SearchLinkResult =
  | { state: 'empty'; form: SearchLinkForm }
  | { state: 'invalid'; form: SearchLinkForm; error: SearchLinkError }
  | { state: 'ready'; form: SearchLinkForm; path: string }

export type CategoryOption = { value: string; label: string }

/** Every category as "/catalog/a/b/" with its name path ("Clothes › Jackets"), in the catalogue's order. */
export function categoryOptions(
  nodes: readonly CategoryNode[],
  parents: readonly CategoryNode[] = [],
): CategoryOption[] {
  return nodes.flatMap((node) => {
    const chain = [...parents, node]
    return [
      {
        value: `/catalog/${chain.map((n) => n.slug).join('/')}/`,
        label: chain.map((n) => n.name).join(' › '),
      },
      ...categoryOptions(node.children, chain),
    ]
  })
}

/** The helper's GET form read from the URL, checked, and the link when it is complete. */
export function readSearchLink(
  params: URLSearchParams,
  categories: readonly CategoryOption[],
): SearchLinkResult {
  const listing = parseListingQuery(params)
  const form: SearchLinkForm = {
    q: (params.get('q') ?? '').slice(0, 200),
    category: (params.get('category') ?? '').slice(0, 500),
    ordering: listing.ordering,
    priceMin: (params.get('price_min') ?? '').slice(0, 20),
    priceMax: (params.get('price_max') ?? '').slice(0, 20),
    inStock: listing.inStock,
  }
  const words = normalizeSearch(form.q)
  const hasFilters =
    listing.ordering !== 'popular' || form.priceMin !== '' || form.priceMax !== '' || listing.inStock
  if (!params.has('q') && !params.has('category')) return { state: 'empty', form }
  if (words !== '' && form.category !== '') return { state: 'invalid', form, error: 'choose_one' }
  if (words !== '') {
    if (hasFilters) return { state: 'invalid', form, error: 'filters_need_category' }
    return { state: 'ready', form, path: searchPath(words) }
  }
  if (form.category === '') return { state: 'invalid', form, error: 'nothing' }
  if (!categories.some((option) => option.value === form.category))
    return { state: 'invalid', form, error: 'unknown_category' }
  // An amount the listing cannot read is dropped by `parseListingQuery`; say so rather than link without it.
  const unreadable =
    (form.priceMin !== '' && listing.priceMin === undefined) ||
    (form.priceMax !== '' && listing.priceMax === undefined)
  const reversed =
    listing.priceMin !== undefined &&
    listing.priceMax !== undefined &&
    Number(listing.priceMin) > Number(listing.priceMax)
  if (unreadable || reversed) return { state: 'invalid', form, error: 'price_range' }
  const query: ListingQuery = { ...listing, sizes: [], colors: [], brands: [], page: 1 }
  return { state: 'ready', form, path: `${form.category}${listingSearch(query)}` }
}
