import { Trans, useLingui } from '@lingui/react/macro'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { productCountText } from '@vitrina/domain/plural'
import { forwardCacheHeaders, pageCacheHeaders } from '../../features/catalog/cache-headers.server.ts'
import * as styles from '../../features/catalog/catalog.css.ts'
import { CatalogBreadcrumbs } from '../../features/catalog/catalog-breadcrumbs.tsx'
import { CategoryChips } from '../../features/catalog/category-tiles.tsx'
import { EmptyListing } from '../../features/catalog/empty-listing.tsx'
import { ListingFilters } from '../../features/catalog/listing-filters.tsx'
import { ListingPager } from '../../features/catalog/listing-pager.tsx'
import { listingSearch, withoutFilters } from '../../features/catalog/listing-query.ts'
import { ProductList } from '../../features/catalog/product-list.tsx'
import { seoMeta } from '../../features/catalog/seo-meta.ts'
import { SortForm } from '../../features/catalog/sort-form.tsx'
import { useRootData } from '../../root.tsx'
import { loadCategoryListing } from './category.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : [])

export const headers = forwardCacheHeaders

export async function loader({ request, params }: LoaderFunctionArgs) {
  return data(await loadCategoryListing(request, params), { headers: pageCacheHeaders(request) })
}

/** A category listing (spec §2 `/catalog/{c1}/…/{c4}/`): crumbs, subcategories, filters, sort and pages. */
export default function CategoryPage() {
  const page = useLoaderData<typeof loader>()
  const { t } = useLingui()
  const root = useRootData()
  const { path } = page.category
  return (
    <>
      <CatalogBreadcrumbs crumbs={page.crumbs} origin={page.origin} />
      <h1 className={styles.title}>{page.category.name}</h1>
      <CategoryChips categories={page.subcategories} label={t`Subcategories`} />
      <div className={styles.listing}>
        <aside>
          <ListingFilters
            path={path}
            query={page.query}
            facets={page.facets}
            currency={root?.company.currency ?? ''}
          />
        </aside>
        <section aria-labelledby="products-title">
          <h2 id="products-title" className="visually-hidden">
            <Trans>Products</Trans>
          </h2>
          <div className={styles.toolbar}>
            <p className={styles.muted}>{productCountText(page.count, root?.locale ?? 'en')}</p>
            <SortForm path={path} query={page.query} />
          </div>
          {page.products.length === 0 ? (
            <EmptyListing
              filtered={page.filtered}
              resetHref={`${path}${listingSearch(withoutFilters(page.query))}`}
            />
          ) : (
            <ProductList products={page.products} display={page.display} label={page.category.name} />
          )}
          <ListingPager path={path} query={page.query} pages={page.pages} />
        </section>
      </div>
    </>
  )
}
