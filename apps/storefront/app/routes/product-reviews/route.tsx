import { Trans, useLingui } from '@lingui/react/macro'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useLocation } from '@remix-run/react'
import { Pager } from '@vitrina/ui/pagination'
import { forwardCacheHeaders, pageCacheHeaders } from '../../features/catalog/cache-headers.server.ts'
import { seoMeta } from '../../features/catalog/seo-meta.ts'
import * as styles from '../../features/product/product.css.ts'
import { pageSearch } from '../../features/product/product-links.ts'
import { ReviewList, ReviewSortLinks, ReviewsSummary } from '../../features/product/product-reviews.tsx'
import { useLocale } from '../../lib/root-data.ts'
import { loadProductReviews } from './product-reviews.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : [])

export const headers = forwardCacheHeaders

export async function loader({ request, params }: LoaderFunctionArgs) {
  return data(await loadProductReviews(request, params), { headers: pageCacheHeaders(request) })
}

/** All reviews of a product (spec §2, empty layout): summary, sort links and pages, with a way back. */
export default function ProductReviewsPage() {
  const view = useLoaderData<typeof loader>()
  const { t } = useLingui()
  const { search } = useLocation()
  const locale = useLocale()
  const name = view.product.name
  // Named as in the listing pager, so both share one message.
  const { page, pages: total } = view.pages
  const href = (n: number | null) =>
    n === null ? null : pageSearch(search, { page: n === 1 ? null : String(n) })
  return (
    <article className={styles.page}>
      <p>
        <Link to={view.product.href}>
          <Trans>Back to {name}</Trans>
        </Link>
      </p>
      <h1 className={styles.heading}>
        <Trans>Reviews: {name}</Trans>
      </h1>
      {view.summary && view.summary.count > 0 ? (
        <ReviewsSummary summary={view.summary} locale={locale} />
      ) : null}
      {view.count === 0 ? (
        <p className={styles.muted}>
          <Trans>No reviews yet.</Trans>
        </p>
      ) : (
        <>
          <ReviewSortLinks ordering={view.ordering} />
          <ReviewList reviews={view.reviews} locale={locale} />
          <Pager
            previousHref={href(view.pages.previous)}
            nextHref={href(view.pages.next)}
            labels={{
              nav: t`Pages`,
              previous: t`Load previous`,
              next: t`Load next`,
              status: t`Page ${page} of ${total}`,
            }}
            renderLink={({ href: to, rel, className, children }) => (
              <Link to={to} rel={rel} className={className}>
                {children}
              </Link>
            )}
          />
        </>
      )}
    </article>
  )
}
