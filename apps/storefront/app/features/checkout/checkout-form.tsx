import { Trans } from '@lingui/react/macro'
import { Form } from '@remix-run/react'
import { type ReactNode, useEffect, useRef } from 'react'
import * as styles from './checkout.css.ts'
import { CheckoutDeliverySection, type DeliveryExtras } from './checkout-delivery-section.tsx'
import { CheckoutPeople } from './checkout-people.tsx'
import { CheckoutSummary, type SummarySettings } from './checkout-summary.tsx'
import type { CheckoutSectionProps } from './checkout-view.ts'

export type CheckoutFormProps = CheckoutSectionProps &
  Omit<SummarySettings, 'locale'> &
  DeliveryExtras & { children?: ReactNode }

/**
 * The checkout page's form (spec §2). It is a plain post: without JavaScript every button (tabs, search,
 * recalculate, remove a code, place the order) is a round trip through the action, and the hidden fields carry
 * what the page was rendered with (the Idempotency-Key, the cart lines, the promo codes). With JavaScript
 * (`send`) the same sections are controlled by the checkout machine and nothing is posted.
 */
export function CheckoutForm({ view, send, children, ...settings }: CheckoutFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const { values } = view
  // After a refused post, the first wrong field takes the focus.
  useEffect(() => {
    if (Object.keys(view.errors).length > 0)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [view.errors])
  return (
    <Form
      method="post"
      ref={formRef}
      id="checkout-form"
      // Which path drives the form: tests wait for 'machine' before typing (typing during the swap is racy).
      data-driver={send ? 'machine' : 'server'}
      aria-labelledby="checkout-title"
      noValidate
      className={styles.page}
      onSubmit={
        send &&
        ((event) => {
          // With the machine nothing is posted: Enter in a field places the order like the button.
          event.preventDefault()
          send({ type: 'order.place' })
        })
      }
    >
      <h1 id="checkout-title" className={styles.title}>
        <Trans>Checkout</Trans>
      </h1>
      {send ? null : (
        <button
          type="submit"
          name="intent"
          value="place"
          tabIndex={-1}
          aria-hidden
          className={styles.defaultButton}
        >
          <Trans>Place order</Trans>
        </button>
      )}
      <input type="hidden" name="idempotency_key" value={values.idempotencyKey} />
      <input type="hidden" name="cart_lines" value={JSON.stringify(values.lines)} />
      <input type="hidden" name="promo_codes" value={values.promoCodes.join(';')} />
      {values.position ? (
        <>
          <input type="hidden" name="lat" value={values.position.lat} />
          <input type="hidden" name="lon" value={values.position.lon} />
        </>
      ) : null}
      {children}
      <div className={styles.layout}>
        <div className={styles.column}>
          <CheckoutPeople view={view} send={send} />
          <CheckoutDeliverySection view={view} send={send} {...settings} />
        </div>
        <CheckoutSummary view={view} send={send} {...settings} />
      </div>
    </Form>
  )
}
