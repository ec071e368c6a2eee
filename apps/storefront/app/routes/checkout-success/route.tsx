import { Trans } from '@lingui/react/macro'
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { buttonClass } from '@vitrina/ui/button'
import { Price } from '@vitrina/ui/price'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { DeliverySummary } from '../../features/orders/delivery-summary.tsx'
import { isPositive } from '../../features/orders/order-view.ts'
import * as styles from '../../features/orders/orders.css.ts'
import { idParam, loadOwnOrder, NO_STORE } from '../../features/orders/orders.server.ts'
import { chosenMethod, payableMethods, paymentStepHref } from '../../features/orders/payment.ts'
import { useCheckoutStep } from '../../features/orders/use-checkout-step.ts'
import { TourBookingFacts } from '../../features/tours/tour-booking-facts.tsx'
import { storefrontContext } from '../../lib/context.server.ts'
import { titleMeta } from '../../lib/i18n/title-meta.ts'
import { useLocale, useShopCurrency } from '../../lib/root-data.ts'

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'orderPlaced')

export const headers: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL })

export async function loader({ request, params }: LoaderFunctionArgs) {
  const context = await storefrontContext(request)
  const order = await loadOwnOrder(context, idParam(params, 'order'))
  const method = chosenMethod(payableMethods(order), null, order.payment_type)
  return data(
    { order, payHref: method === null ? null : paymentStepHref(order.id, method) },
    { headers: NO_STORE },
  )
}

/** /cart/success/{order} (spec §2): the order is placed; what it costs, where it goes and what comes next. */
export default function OrderPlacedPage() {
  const { order, payHref } = useLoaderData<typeof loader>()
  const locale = useLocale()
  const currency = useShopCurrency()
  useCheckoutStep(3, order.id)
  const paid = !isPositive(order.to_be_paid)
  return (
    <section aria-labelledby="success-title" className={styles.page}>
      <h1 id="success-title" className={styles.title}>
        <Trans>Order placed</Trans>
      </h1>
      <p role="status" className={styles.success}>
        {paid ? (
          <Trans>The order is paid. Thank you!</Trans>
        ) : payHref ? (
          <Trans>The order is waiting for payment.</Trans>
        ) : (
          <Trans>You will pay for the order on receipt.</Trans>
        )}
      </p>
      <dl className={styles.facts}>
        <dt className={styles.term}>
          <Trans>Order number</Trans>
        </dt>
        <dd className={styles.detail}>{order.number}</dd>
        <dt className={styles.term}>
          <Trans>Total</Trans>
        </dt>
        <dd className={styles.detail}>
          <Price amount={order.total} currency={currency} locale={locale} />
        </dd>
        {order.tour_booking ? (
          <TourBookingFacts booking={order.tour_booking} locale={locale} />
        ) : (
          <DeliverySummary order={order} />
        )}
      </dl>
      <p className={styles.muted}>
        <Trans>You can follow the order's state in My orders.</Trans>
      </p>
      <div className={styles.actions}>
        {payHref && !paid ? (
          <Link to={payHref} className={buttonClass()}>
            <Trans>Pay for the order</Trans>
          </Link>
        ) : null}
        <Link to={`/my/orders/${order.id}/`} className={buttonClass({ variant: 'secondary' })}>
          <Trans>Order details</Trans>
        </Link>
      </div>
    </section>
  )
}
