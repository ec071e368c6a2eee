import { Trans, useLingui } from '@lingui/react/macro'
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { productCountText } from '@vitrina/domain/plural'
import { buttonClass } from '@vitrina/ui/button'
import { Price } from '@vitrina/ui/price'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { formatOrderDate, useOrderStateLabel } from '../../features/orders/order-state-label.tsx'
import { isPositive } from '../../features/orders/order-view.ts'
import * as styles from '../../features/orders/orders.css.ts'
import { OrdersTabs } from '../../features/orders/orders-tabs.tsx'
import { ShowMoreLink } from '../../features/orders/show-more-link.tsx'
import { TourOrderLine } from '../../features/tours/tour-order-line.tsx'
import { titleMeta } from '../../lib/i18n/title-meta.ts'
import { useLocale, useShopCurrency } from '../../lib/root-data.ts'
import { loadMyOrders } from './my-orders.server.ts'

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'myOrders')

export const headers: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL })

export const loader = ({ request }: LoaderFunctionArgs) => loadMyOrders(request)

/** /my/orders (spec §2, §5): the customer's online orders, newest first, "Show more" as a plain link. */
export default function MyOrdersPage() {
  const { showTabs, orders, moreHref } = useLoaderData<typeof loader>()
  const { t } = useLingui()
  const stateLabel = useOrderStateLabel()
  const locale = useLocale()
  const currency = useShopCurrency()
  return (
    <section aria-labelledby="orders-title" className={styles.page}>
      <h1 id="orders-title" className={styles.title}>
        <Trans>My orders</Trans>
      </h1>
      <OrdersTabs show={showTabs} current="orders" />
      {orders.length === 0 ? (
        <div className={styles.card}>
          <p>
            <Trans>You have no orders yet</Trans>
          </p>
          <Link to="/catalog/" className={buttonClass()}>
            <Trans>To catalog</Trans>
          </Link>
        </div>
      ) : (
        <ul className={styles.list} aria-label={t`Orders`}>
          {orders.map((order) => {
            const number = order.number
            return (
              <li key={order.id} className={styles.row}>
                <div>
                  <Link to={`/my/orders/${order.id}/`} className={styles.rowLink}>
                    <Trans>Order</Trans> {number}
                  </Link>
                  <p className={styles.muted}>
                    {formatOrderDate(order.created, locale)} · {productCountText(order.itemCount, locale)}
                  </p>
                  {order.tour ? <TourOrderLine tour={order.tour} locale={locale} /> : null}
                  <p className={styles.detail}>{stateLabel(order.state, order.subState)}</p>
                </div>
                <div>
                  <p className={`${styles.detail} ${styles.strong}`}>
                    <Price amount={order.total} currency={currency} locale={locale} />
                  </p>
                  {isPositive(order.toBePaid) ? (
                    <p className={styles.muted}>
                      <Trans>Not paid</Trans>
                    </p>
                  ) : (
                    <p className={styles.muted}>
                      <Trans>Paid</Trans>
                    </p>
                  )}
                  {order.payHref ? (
                    <Link to={order.payHref} className={buttonClass({ variant: 'secondary' })}>
                      <Trans>Pay</Trans>
                    </Link>
                  ) : null}
                </div>
              </li>
            )
          })}
        </ul>
      )}
      <ShowMoreLink href={moreHref} />
    </section>
  )
}
