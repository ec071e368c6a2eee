import { Trans, useLingui } from '@lingui/react/macro'
import * as styles from './checkout.css.ts'
import { Check, Field, useCheckoutField } from './checkout-fields.tsx'
import type { CheckoutSectionProps } from './checkout-view.ts'

/**
 * Customer (the account's phone is shown, not editable: spec §5) and the recipient, when another person
 * receives the order. Without JavaScript the recipient fields are always there; only a ticked box makes
 * them count.
 */
export function CheckoutPeople({ view, send }: CheckoutSectionProps) {
  const { t } = useLingui()
  const field = useCheckoutField(view)
  const { customer, recipient } = view.values
  const showRecipient = !send || recipient.enabled
  return (
    <section className={styles.section} aria-labelledby="checkout-customer-title">
      <h2 id="checkout-customer-title" className={styles.sectionTitle}>
        <Trans>Customer</Trans>
      </h2>
      <div className={styles.grid}>
        <Field
          field={field('first_name', customer.first_name)}
          label={t`Name`}
          autoComplete="given-name"
          onChange={send && ((value) => send({ type: 'customer.change', field: 'first_name', value }))}
        />
        <Field
          field={field('last_name', customer.last_name)}
          label={t`Surname`}
          autoComplete="family-name"
          onChange={send && ((value) => send({ type: 'customer.change', field: 'last_name', value }))}
        />
        <Field
          field={field('email', customer.email)}
          type="email"
          label={t`Email`}
          autoComplete="email"
          maxLength={254}
          onChange={send && ((value) => send({ type: 'customer.change', field: 'email', value }))}
        />
        <Field field={field('customer_phone', view.phone)} label={t`Phone`} readOnly />
      </div>
      <input type="hidden" name="middle_name" value={customer.middle_name} />
      <input type="hidden" name="gender" value={customer.gender ?? ''} />
      <Check
        name="recipient_enabled"
        label={t`Another person will receive the order`}
        checked={recipient.enabled}
        onChange={send && (() => send({ type: 'recipient.toggle' }))}
      />
      {showRecipient ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <Trans>Recipient</Trans>
          </legend>
          <div className={styles.grid}>
            <Field
              field={field('recipient_first_name', recipient.first_name)}
              label={t`Recipient's name`}
              onChange={send && ((value) => send({ type: 'recipient.change', field: 'first_name', value }))}
            />
            <Field
              field={field('recipient_last_name', recipient.last_name)}
              label={t`Recipient's surname`}
              onChange={send && ((value) => send({ type: 'recipient.change', field: 'last_name', value }))}
            />
            <Field
              field={field('recipient_phone', recipient.phone)}
              type="tel"
              label={t`Recipient's phone`}
              autoComplete="tel"
              maxLength={40}
              onChange={send && ((value) => send({ type: 'recipient.change', field: 'phone', value }))}
            />
          </div>
        </fieldset>
      ) : null}
    </section>
  )
}
