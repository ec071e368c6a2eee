import { Trans, useLingui } from '@lingui/react/macro'
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { Button, buttonClass } from '@vitrina/ui/button'
import { useCallback, useState } from 'react'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import * as styles from '../../features/orders/orders.css.ts'
import { usePaymentPolling } from '../../features/orders/use-payment-polling.ts'
import * as payStyles from '../../features/payments/payments.css.ts'
import { YooKassaWidget } from '../../features/payments/yookassa-widget.tsx'
import { titleMeta } from '../../lib/i18n/title-meta.ts'
import { loadPaymentReturn } from './payment-return.server.ts'

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'payment')

export const headers: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL })

export const loader = ({ request, params }: LoaderFunctionArgs) => loadPaymentReturn(request, params)

/**
 * /cart/checkout/{orderId}/yookassa and /sberpay (spec §2, §8): YooKassa's widget or SberPay (the bank app by
 * deep link on a phone, a QR code on a computer) while the payment is pending, and the return from the
 * provider. A pending payment is asked again by a button (no JavaScript) and, with JavaScript, every few
 * seconds for the 15-minute credit window; a paid one has already been redirected to the success page.
 */
export default function PaymentReturnPage() {
  const { orderId, number, outcome, payAgainHref, widget, sberpay } = useLoaderData<typeof loader>()
  const { t } = useLingui()
  const [widgetDown, setWidgetDown] = useState(false)
  const onWidgetDown = useCallback(() => setWidgetDown(true), [])
  // The widget's own page is not polled: the widget returns here when the shopper has paid.
  usePaymentPolling(outcome === 'pending' && !(widget && !widgetDown))
  return (
    <section aria-labelledby="payment-return-title" className={styles.page}>
      <h1 id="payment-return-title" className={styles.title}>
        <Trans>Payment for order</Trans> {number}
      </h1>
      {widget && !widgetDown ? (
        <div className={payStyles.widget}>
          <YooKassaWidget
            token={widget.token}
            scriptUrl={widget.scriptUrl}
            returnUrl={`/cart/checkout/${orderId}/yookassa/`}
            label={t`Card or e-wallet payment form`}
            onUnavailable={onWidgetDown}
          />
          <noscript>
            <p className={styles.notice}>
              <Trans>The payment form needs JavaScript. Choose another payment method.</Trans>
            </p>
          </noscript>
        </div>
      ) : null}
      {widgetDown ? (
        <p role="alert" className={styles.notice}>
          <Trans>Payment by the selected method temporarily unavailable</Trans>
        </p>
      ) : null}
      {sberpay ? (
        <div className={styles.card}>
          <div className={payStyles.onPhone}>
            <p>
              <Trans>Open the SberPay app to pay the order.</Trans>
            </p>
            <a href={sberpay.deepLink} className={buttonClass()}>
              <Trans>Pay in SberPay</Trans>
            </a>
          </div>
          <div className={payStyles.onDesktop}>
            <p id="sberpay-qr-hint">
              <Trans>Scan the code with your phone's camera to pay in the SberPay app.</Trans>
            </p>
            <div
              className={payStyles.qr}
              role="img"
              aria-label={t`QR code for payment in SberPay`}
              aria-describedby="sberpay-qr-hint"
              data-deep-link={sberpay.deepLink}
              // Markup drawn by the QR library on the server from the bank's link (rects only, no text).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: generated SVG, no user content
              dangerouslySetInnerHTML={{ __html: sberpay.qrSvg }}
            />
          </div>
        </div>
      ) : null}
      {outcome === 'pending' ? (
        <>
          {widget && !widgetDown ? null : (
            <p role="status" className={styles.info}>
              <Trans>Payment not yet completed, try again in minutes</Trans>
            </p>
          )}
          <div className={styles.actions}>
            <Form method="get">
              <Button type="submit">{t`Check payment again`}</Button>
            </Form>
            {payAgainHref ? (
              <Link to={payAgainHref} className={buttonClass({ variant: 'secondary' })}>
                <Trans>Choose another payment method</Trans>
              </Link>
            ) : null}
          </div>
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
