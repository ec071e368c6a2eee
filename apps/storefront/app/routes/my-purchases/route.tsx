import { Trans, useLingui } from '@lingui/react/macro'
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { productCountText } from '@vitrina/domain/plural'
import { Price } from '@vitrina/ui/price'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { formatOrderDate } from '../../features/orders/order-state-label.tsx'
import * as styles from '../../features/orders/orders.css.ts'
import { NO_STORE, rethrowApiError } from '../../features/orders/orders.server.ts'
import { OrdersTabs } from '../../features/orders/orders-tabs.tsx'
import { showMoreHref, shownPages } from '../../features/orders/show-more.ts'
import { ShowMoreLink } from '../../features/orders/show-more-link.tsx'
import { storefrontContext } from '../../lib/context.server.ts'
import { titleMeta } from '../../lib/i18n/title-meta.ts'
import { useLocale, useShopCurrency } from '../../lib/root-data.ts'

const PAGE_SIZE = 10

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'purchases')

export const headers: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL })

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await storefrontContext(request)
  const url = new URL(request.url)
  const pages = shownPages(url.searchParams.get('page'))
  const answers = await Promise.all(
    Array.from({ length: pages }, (_, n) =>
      context.api.purchases.listPurchases({ page: n + 1, page_size: PAGE_SIZE }).catch(rethrowApiError),
    ),
  )
  return data(
    {
      showTabs: context.company.profile_orders_show_orders_tabs,
      sales: answers.flatMap((answer) => answer.results),
      moreHref: showMoreHref(url.pathname, pages, answers[0]?.count ?? 0, PAGE_SIZE),
    },
    { headers: NO_STORE },
  )
}

/** /my/purchases (spec §2, §5): receipts from the outlets, newest first, "Show more" as a plain link. */
export default function MyPurchasesPage() {
  const { showTabs, sales, moreHref } = useLoaderData<typeof loader>()
  const { t } = useLingui()
  const locale = useLocale()
  const currency = useShopCurrency()
  return (
    <section aria-labelledby="purchases-title" className={styles.page}>
      <h1 id="purchases-title" className={styles.title}>
        <Trans>In-outlet purchases</Trans>
      </h1>
      <OrdersTabs show={showTabs} current="purchases" />
      {sales.length === 0 ? (
        <div className={styles.card}>
          <p>
            <Trans>You have no purchases in our outlets yet</Trans>
          </p>
        </div>
      ) : (
        <ul className={styles.list} aria-label={t`Purchases`}>
          {sales.map((sale) => (
            <li key={sale.id} className={styles.row}>
              <div>
                <Link to={`/my/purchases/${sale.id}/`} className={styles.rowLink}>
                  <Trans>Receipt</Trans> {sale.check_number}
                </Link>
                <p className={styles.muted}>
                  {formatOrderDate(sale.date, locale)} · {productCountText(sale.count, locale)}
                </p>
                {sale.outlet ? <p className={styles.detail}>{sale.outlet.name}</p> : null}
              </div>
              <p className={`${styles.detail} ${styles.strong}`}>
                <Price amount={sale.total} currency={currency} locale={locale} />
              </p>
            </li>
          ))}
        </ul>
      )}
      <ShowMoreLink href={moreHref} />
    </section>
  )
}
