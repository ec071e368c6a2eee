import { Trans } from '@lingui/react/macro'
import { productCountText } from '@vitrina/domain/plural'
import { useLocale, useShopCurrency } from '../../lib/root-data.ts'
import * as styles from './catalog.css.ts'
import { EmptyListing } from './empty-listing.tsx'
import { FILTERS_PANEL_ID, FiltersSheet } from './filters-sheet.tsx'
import type { ProductListingData } from './listing-data.ts'
import { ListingFilters } from './listing-filters.tsx'
import { ListingPager } from './listing-pager.tsx'
import { activeFilterCount, listingSearch, withoutFilters } from './listing-query.ts'
import { ProductList } from './product-list.tsx'
import { SortForm } from './sort-form.tsx'

/** The cards of a listing's first desktop row (a phone shows the first two): see ProductList's firstScreen. */
const FIRST_SCREEN_CARDS = 4

/**
 * A filterable product listing (category and promotion pages): the filter panel (on phones behind
 * "Filters (N)", filters-sheet.tsx), the count and sort, the products or the empty state, and the pager. Every control GETs `path` with the listing's query string, so
 * the page works without JavaScript.
 */
export function ProductListing({
  path,
  label,
  listing,
}: {
  path: string
  label: string
  listing: ProductListingData
}) {
  const locale = useLocale()
  const currency = useShopCurrency()
  return (
    <div className={styles.listing}>
      <aside>
        <FiltersSheet count={activeFilterCount(listing.query)}>
          <ListingFilters
            path={path}
            query={listing.query}
            facets={listing.facets}
            currency={currency}
            inSheet
          />
        </FiltersSheet>
        <div id={FILTERS_PANEL_ID} className={styles.filtersPanel}>
          <ListingFilters path={path} query={listing.query} facets={listing.facets} currency={currency} />
        </div>
      </aside>
      <section aria-labelledby="products-title">
        <h2 id="products-title" className="visually-hidden">
          <Trans>Products</Trans>
        </h2>
        <div className={styles.toolbar}>
          <p className={styles.muted}>{productCountText(listing.count, locale)}</p>
          <SortForm path={path} query={listing.query} />
        </div>
        {listing.products.length === 0 ? (
          <EmptyListing
            filtered={listing.filtered}
            resetHref={`${path}${listingSearch(withoutFilters(listing.query))}`}
          />
        ) : (
          <ProductList
            products={listing.products}
            display={listing.display}
            label={label}
            firstScreen={FIRST_SCREEN_CARDS}
          />
        )}
        <ListingPager path={path} query={listing.query} pages={listing.pages} />
      </section>
    </div>
  )
}
