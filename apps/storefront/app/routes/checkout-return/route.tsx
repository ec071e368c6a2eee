import { Trans, useLingui } from '@lingui/react/macro'
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { Button, buttonClass } from '@vitrina/ui/button'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import * as styles from '../../features/orders/orders.css.ts'
import { usePaymentPolling } from '../../features/orders/use-payment-polling.ts'
import { titleMeta } from '../../lib/i18n/title-meta.ts'
import { loadPaymentReturn } from './payment-return.server.ts'

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'payment')

export const headers: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL })

export const loader = ({ request, params }: LoaderFunctionArgs) => loadPaymentReturn(request, params)

/**
 * /cart/checkout/{orderId}/yookassa and /sberpay (spec §2, §8): the return from the provider. A pending
 * payment is asked again by a button (no JavaScript) and, with JavaScript, every few seconds for the 15-minute
 * credit window; a paid one has already been redirected to the success page by the loader.
 */
export default function PaymentReturnPage() {
  const { orderId, number, outcome, payAgainHref } = useLoaderData<typeof loader>()
  const { t } = useLingui()
  usePaymentPolling(outcome === 'pending')
  return (
    <section aria-labelledby="payment-return-title" className={styles.page}>
      <h1 id="payment-return-title" className={styles.title}>
        <Trans>Payment for order</Trans> {number}
      </h1>
      {outcome === 'pending' ? (
        <>
          <p role="status" className={styles.info}>
            <Trans>Payment not yet completed, try again in minutes</Trans>
          </p>
          <Form method="get" className={styles.actions}>
            <Button type="submit">{t`Check payment again`}</Button>
          </Form>
        </>
      ) : (
        <>
          <p role="alert" className={styles.notice}>
            <Trans>The payment did not go through.</Trans>
          </p>
          <div className={styles.actions}>
            {payAgainHref ? (
              <Link to={payAgainHref} className={buttonClass()}>
                <Trans>Pay again</Trans>
              </Link>
            ) : (
              <p className={styles.notice}>
                <Trans>Online payment unavailable or already paid</Trans>
              </p>
            )}
          </div>
        </>
      )}
      <p>
        <Link to={`/my/orders/${orderId}/`}>
          <Trans>Go to the order</Trans>
        </Link>
      </p>
    </section>
  )
}
