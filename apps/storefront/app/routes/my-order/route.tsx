import { Trans, useLingui } from '@lingui/react/macro'
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { buttonClass } from '@vitrina/ui/button'
import { useEffect, useRef } from 'react'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { CancelOrder } from '../../features/orders/cancel-order.tsx'
import { DeliverySummary } from '../../features/orders/delivery-summary.tsx'
import { OrderItems } from '../../features/orders/order-items.tsx'
import { OrderShipments } from '../../features/orders/order-shipments.tsx'
import { formatOrderDate, useOrderStateLabel } from '../../features/orders/order-state-label.tsx'
import { OrderTotals } from '../../features/orders/order-totals.tsx'
import { CANCELLED_NOTICE_ID } from '../../features/orders/order-view.ts'
import * as styles from '../../features/orders/orders.css.ts'
import { PickupExtension } from '../../features/orders/pickup-extension.tsx'
import { PUSH_OFFER_SLOT_ID } from '../../features/push/push-permission.tsx'
import { OrderAfterSale } from '../../features/returns/order-after-sale.tsx'
import { TourBookingFacts } from '../../features/tours/tour-booking-facts.tsx'
import { titleMeta } from '../../lib/i18n/title-meta.ts'
import { useLocale, useShopCurrency } from '../../lib/root-data.ts'
import { loadMyOrder, type MyOrderReply, myOrderAction } from './my-order.server.ts'

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'order')

export const headers: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL })

export const loader = ({ request, params }: LoaderFunctionArgs) => loadMyOrder(request, params)

export const action = ({ request, params }: ActionFunctionArgs) => myOrderAction(request, params)

/** /my/orders/{order} (spec §2, §3, §5): the order's facts, items and totals; pay, cancel, extend storage. */
export default function MyOrderPage() {
  const { order, payHref, cancellable, confirmCancel, cancelled, extensions, returnable } =
    useLoaderData<typeof loader>()
  const reply: MyOrderReply | null | undefined = useActionData<typeof action>()
  const stateLabel = useOrderStateLabel()
  const { t } = useLingui()
  const locale = useLocale()
  const currency = useShopCurrency()
  const number = order.number
  const orderPath = `/my/orders/${order.id}/`
  // After a cancel the dialog and its link are gone: the focus goes to the notice that says what happened.
  const cancelledNotice = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (cancelled) cancelledNotice.current?.focus()
  }, [cancelled])
  return (
    <article aria-labelledby="order-title" className={styles.page}>
      <p>
        <Link to="/my/orders/">
          <Trans>All orders</Trans>
        </Link>
      </p>
      <h1 id="order-title" className={styles.title}>
        <Trans>Order</Trans> {number}
      </h1>
      <div id={PUSH_OFFER_SLOT_ID} />
      {cancelled ? (
        <p
          id={CANCELLED_NOTICE_ID}
          ref={cancelledNotice}
          role="status"
          tabIndex={-1}
          className={styles.success}
        >
          <Trans>The order is cancelled.</Trans>
        </p>
      ) : null}
      {reply?.error === 'cancel-failed' ? (
        <p role="alert" className={styles.notice}>
          <Trans>The order could not be cancelled. Please contact the call center.</Trans>
        </p>
      ) : reply?.error === 'extend-failed' ? (
        <p role="alert" className={styles.notice}>
          <Trans>The storage could not be extended. Please contact the call center.</Trans>
        </p>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.column}>
          <dl className={styles.facts}>
            <dt className={styles.term}>
              <Trans>Created</Trans>
            </dt>
            <dd className={styles.detail}>{formatOrderDate(order.created, locale)}</dd>
            <dt className={styles.term}>
              <Trans>State</Trans>
            </dt>
            <dd className={styles.detail}>{stateLabel(order.state, order.sub_state)}</dd>
            {order.tour_booking ? (
              <TourBookingFacts booking={order.tour_booking} locale={locale} />
            ) : (
              <DeliverySummary order={order} />
            )}
            <dt className={styles.term}>
              <Trans>Receiver</Trans>
            </dt>
            <dd className={styles.detail}>
              {order.recipient.name}, +{order.recipient.phone}
            </dd>
            {order.storage_until ? (
              <>
                <dt className={styles.term}>
                  <Trans>Stored until</Trans>
                </dt>
                <dd className={styles.detail}>{formatOrderDate(order.storage_until, locale)}</dd>
              </>
            ) : null}
            {order.due_date ? (
              <>
                <dt className={styles.term}>
                  <Trans>Due date</Trans>
                </dt>
                <dd className={styles.detail}>{formatOrderDate(order.due_date, locale)}</dd>
              </>
            ) : null}
            {order.receipt_code ? (
              <>
                <dt className={styles.term}>
                  <Trans>Receipt code</Trans>
                </dt>
                <dd className={`${styles.detail} ${styles.strong}`}>{order.receipt_code}</dd>
              </>
            ) : null}
          </dl>
          <section aria-labelledby="items-title">
            <h2 id="items-title" className={styles.sectionTitle}>
              <Trans>Items</Trans>
            </h2>
            <OrderItems items={order.items} currency={currency} locale={locale} />
          </section>
          <OrderShipments shipments={order.shipments ?? []} locale={locale} />
          <OrderAfterSale order={order.id} items={order.items} returnable={returnable} />
          <PickupExtension
            options={extensions}
            locale={locale}
            result={reply?.error === 'invalid' ? reply.result : undefined}
          />
        </div>
        <aside aria-label={t`Order summary`} className={styles.card}>
          <OrderTotals order={order} currency={currency} locale={locale} />
          <div className={styles.actions}>
            {payHref ? (
              <Link to={payHref} className={buttonClass()}>
                <Trans>Pay again</Trans>
              </Link>
            ) : null}
            {cancellable ? <CancelOrder orderPath={orderPath} open={confirmCancel} /> : null}
          </div>
        </aside>
      </div>
    </article>
  )
}
