import { Trans, useLingui } from '@lingui/react/macro'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { Button, buttonClass } from '@vitrina/ui/button'
import { EmptyState } from '@vitrina/ui/empty-state'
import { Pager } from '@vitrina/ui/pagination'
import { Select } from '@vitrina/ui/select'
import { forwardCacheHeaders } from '../../features/catalog/cache-headers.server.ts'
import { seoMeta } from '../../features/catalog/seo-meta.ts'
import { searchPageHref, TOUR_SEARCH_PATH, TOURS_PATH } from '../../features/tours/tour-links.ts'
import { TourOffers } from '../../features/tours/tour-offers.tsx'
import { TourSearchForm } from '../../features/tours/tour-search-form.tsx'
import * as styles from '../../features/tours/tours.css.ts'
import { useLocale, useShopCurrency } from '../../lib/root-data.ts'
import { loadTourSearch } from './tours-search.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : [])

export const headers = forwardCacheHeaders

export const loader = ({ request }: LoaderFunctionArgs) => loadTourSearch(request)

/** `/tours/search/` (spec §2): the search form with the shopper's search and its priced offers, sorted and paged. */
export default function TourSearchPage() {
  const { form, values, reply, sort, offers, count, page, pages, query } = useLoaderData<typeof loader>()
  const { t } = useLingui()
  const locale = useLocale()
  const currency = useShopCurrency()
  const params = new URLSearchParams(query)
  return (
    <>
      <h1 className={styles.title}>
        <Trans>Tour search</Trans>
      </h1>
      <TourSearchForm
        action={TOUR_SEARCH_PATH}
        cities={form.cities}
        today={form.today}
        nightOptions={form.nightOptions}
        locale={locale}
        values={values}
        reply={reply}
      />
      {query === '' ? null : offers.length === 0 ? (
        <EmptyState
          title={t`No tours for this search`}
          action={
            <Link to={TOURS_PATH} className={buttonClass({ variant: 'secondary' })}>
              <Trans>All tours</Trans>
            </Link>
          }
        >
          <Trans>Try other dates, more nights or another departure city.</Trans>
        </EmptyState>
      ) : (
        <section aria-labelledby="offers-title">
          <div className={styles.toolbar}>
            <h2 id="offers-title" className={styles.sectionTitle} aria-live="polite">
              <Trans>Offers found: {count}</Trans>
            </h2>
            <Form method="get" action={TOUR_SEARCH_PATH} className={styles.inlineForm}>
              {[...params.entries()].map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <Select
                name="sort"
                label={t`Sort`}
                defaultValue={sort}
                options={[
                  { value: 'price', label: t`Price, lowest first` },
                  { value: 'date', label: t`Departure date, soonest first` },
                  { value: 'popularity', label: t`Popular first` },
                ]}
              />
              <Button type="submit" variant="secondary">
                <Trans>Sort</Trans>
              </Button>
            </Form>
          </div>
          <TourOffers offers={offers} currency={currency} locale={locale} />
          <Pager
            previousHref={page > 1 ? searchPageHref(query, sort, page - 1) : null}
            nextHref={page < pages ? searchPageHref(query, sort, page + 1) : null}
            labels={{
              nav: t`Pages of offers`,
              previous: t`Previous offers`,
              next: t`More offers`,
              status: t`Page ${page} of ${pages}`,
            }}
            renderLink={({ children, href, ...rest }) => (
              <Link to={href} {...rest}>
                {children}
              </Link>
            )}
          />
        </section>
      )}
    </>
  )
}
