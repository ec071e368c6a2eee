import { useLingui } from '@lingui/react/macro'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { forwardCacheHeaders, pageCacheHeaders } from '../../features/catalog/cache-headers.server.ts'
import * as styles from '../../features/catalog/catalog.css.ts'
import { CatalogBreadcrumbs } from '../../features/catalog/catalog-breadcrumbs.tsx'
import { CategoryChips } from '../../features/catalog/category-tiles.tsx'
import { ProductListing } from '../../features/catalog/product-listing.tsx'
import { seoMeta } from '../../features/catalog/seo-meta.ts'
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
  return (
    <>
      <CatalogBreadcrumbs crumbs={page.crumbs} origin={page.origin} />
      <h1 className={styles.title}>{page.category.name}</h1>
      <CategoryChips categories={page.subcategories} label={t`Subcategories`} />
      <ProductListing path={page.category.path} label={page.category.name} listing={page.listing} />
    </>
  )
}
