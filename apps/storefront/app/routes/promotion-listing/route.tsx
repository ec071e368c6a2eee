import { Trans } from '@lingui/react/macro'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { forwardCacheHeaders, pageCacheHeaders } from '../../features/catalog/cache-headers.server.ts'
import * as styles from '../../features/catalog/catalog.css.ts'
import { ProductListing } from '../../features/catalog/product-listing.tsx'
import { seoMeta } from '../../features/catalog/seo-meta.ts'
import { ContentBreadcrumbs } from '../../features/content/content-breadcrumbs.tsx'
import { loadPromotionListing } from './promotion-listing.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : [])

export const headers = forwardCacheHeaders

export async function loader({ request, params }: LoaderFunctionArgs) {
  return data(await loadPromotionListing(request, params), { headers: pageCacheHeaders(request) })
}

/** The products of a promotion (spec §2 `/catalog/promotion/{promotion}/`): filters, sort and pages. */
export default function PromotionListingPage() {
  const page = useLoaderData<typeof loader>()
  return (
    <>
      <ContentBreadcrumbs crumbs={page.crumbs} origin={page.origin} />
      <h1 className={styles.title}>{page.promotion.title}</h1>
      <p>
        <Link to={page.promotion.href}>
          <Trans>Promotion terms</Trans>
        </Link>
      </p>
      <ProductListing path={page.path} label={page.promotion.title} listing={page.listing} />
    </>
  )
}
