import type { CompanySettings, Facets, ProductPage } from '@vitrina/api-client/schemas'
import { hasFilters, LISTING_PAGE_SIZE, type ListingQuery } from './listing-query.ts'
import { type PageInfo, pageInfo } from './pagination.ts'
import { type CardDisplay, type CardView, cardDisplay, toCardView } from './product-cards.ts'

/** One page of a filterable listing as the page renders it. */
export type ProductListingData = {
  products: CardView[]
  count: number
  pages: PageInfo
  query: ListingQuery
  filtered: boolean
  facets: Facets
  display: CardDisplay
}

/** What `ProductListing` shows for one API page of a filtered listing (category or promotion). */
export function toListingData(
  page: Pick<ProductPage, 'count' | 'results' | 'facets'>,
  query: ListingQuery,
  company: CompanySettings,
): ProductListingData {
  return {
    products: page.results.map(toCardView),
    count: page.count,
    pages: pageInfo(query.page, page.count, LISTING_PAGE_SIZE),
    query,
    filtered: hasFilters(query),
    facets: page.facets,
    display: cardDisplay(company),
  }
}
