import { useLingui } from '@lingui/react/macro'
import { Link } from '@remix-run/react'
import { Pager } from '@vitrina/ui/pagination'
import { type ListingQuery, listingSearch } from './listing-query.ts'
import type { PageInfo } from './pagination.ts'

/** "Load previous" / "Page N of M" / "Load next" of a listing; the links keep the sort and the filters. */
export function ListingPager({ path, query, pages }: { path: string; query: ListingQuery; pages: PageInfo }) {
  const { t } = useLingui()
  const { page, pages: total } = pages
  const href = (n: number | null) => (n === null ? null : `${path}${listingSearch({ ...query, page: n })}`)
  return (
    <Pager
      previousHref={href(pages.previous)}
      nextHref={href(pages.next)}
      labels={{
        nav: t`Pages`,
        previous: t`Load previous`,
        next: t`Load next`,
        status: t`Page ${page} of ${total}`,
      }}
      renderLink={({ href: to, rel, className, children }) => (
        <Link to={to} rel={rel} className={className} prefetch="intent">
          {children}
        </Link>
      )}
    />
  )
}
