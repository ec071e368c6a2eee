import { Trans } from '@lingui/react/macro'
import { Form } from '@remix-run/react'
import type { FormEvent, ReactNode } from 'react'
import * as styles from './checkout.css.ts'
import { CheckoutDeliverySection, type DeliveryExtras } from './checkout-delivery-section.tsx'
import { CheckoutPeople } from './checkout-people.tsx'
import { CheckoutSummary, type SummarySettings } from './checkout-summary.tsx'
import type { CheckoutSectionProps } from './checkout-view.ts'

export type CheckoutFormProps = CheckoutSectionProps &
  Omit<SummarySettings, 'locale'> &
  DeliveryExtras & {
    children?: ReactNode
    /** JavaScript path: conform's submit handler, which checks the form and then asks the machine to place. */
    onSubmit?: (event: FormEvent<HTMLFormElement>) => void
  }

/**
 * The checkout page's form (spec §2). It is a plain post: without JavaScript every button (tabs, search,
 * recalculate, remove a code, place the order) is a round trip through the action, and the hidden fields carry
 * what the page was rendered with (the Idempotency-Key, the cart lines, the promo codes). With JavaScript
 * (`send`) the same sections are controlled by the checkout machine and nothing is posted: "Place order"
 * submits to conform (`onSubmit`, checkout-live.tsx), which checks the form with the machine's rules and
 * focuses the first wrong field, or hands the order to the machine.
 *
 * After a refused post the first wrong input has `autoFocus` (`view.focus`): it works without JavaScript,
 * and keeps conform's runtime out of the page's first load.
 */
export function CheckoutForm({ view, send, onSubmit, children, ...settings }: CheckoutFormProps) {
  const { values } = view
  return (
    <Form
      method="post"
      id="checkout-form"
      // Which path drives the form: tests wait for 'machine' before typing (typing during the swap is racy).
      data-driver={send ? 'machine' : 'server'}
      aria-labelledby="checkout-title"
      noValidate
      className={styles.page}
      onSubmit={
        onSubmit ??
        (send &&
          ((event) => {
            // With the machine nothing is posted: Enter in a field places the order like the button.
            event.preventDefault()
            send({ type: 'order.place' })
          }))
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
