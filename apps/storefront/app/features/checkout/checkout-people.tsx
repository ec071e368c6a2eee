import { Trans, useLingui } from '@lingui/react/macro'
import * as styles from './checkout.css.ts'
import { Check, Field, useFieldErrorText } from './checkout-fields.tsx'
import type { CheckoutSectionProps } from './checkout-view.ts'

/**
 * Customer (the account's phone is shown, not editable: spec §5) and the recipient, when another person
 * receives the order. Without JavaScript the recipient fields are always there; only a ticked box makes
 * them count.
 */
export function CheckoutPeople({ view, send }: CheckoutSectionProps) {
  const { t } = useLingui()
  const errorText = useFieldErrorText()
  const { customer, recipient } = view.values
  const errors = view.errors
  const showRecipient = !send || recipient.enabled
  return (
    <section className={styles.section} aria-labelledby="checkout-customer-title">
      <h2 id="checkout-customer-title" className={styles.sectionTitle}>
        <Trans>Customer</Trans>
      </h2>
      <div className={styles.grid}>
        <Field
          name="first_name"
          label={t`Name`}
          autoComplete="given-name"
          value={customer.first_name}
          error={errorText(errors['customer.first_name'])}
          onChange={send && ((value) => send({ type: 'customer.change', field: 'first_name', value }))}
        />
        <Field
          name="last_name"
          label={t`Surname`}
          autoComplete="family-name"
          value={customer.last_name}
          error={errorText(errors['customer.last_name'])}
          onChange={send && ((value) => send({ type: 'customer.change', field: 'last_name', value }))}
        />
        <Field
          name="email"
          type="email"
          label={t`Email`}
          autoComplete="email"
          maxLength={254}
          value={customer.email}
          error={errorText(errors['customer.email'])}
          onChange={send && ((value) => send({ type: 'customer.change', field: 'email', value }))}
        />
        <Field
          name="customer_phone"
          label={t`Phone`}
          value={view.phone}
          readOnly
          error={errorText(errors['customer.phone'])}
        />
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
              name="recipient_first_name"
              label={t`Recipient's name`}
              value={recipient.first_name}
              error={errorText(errors['recipient.first_name'])}
              onChange={send && ((value) => send({ type: 'recipient.change', field: 'first_name', value }))}
            />
            <Field
              name="recipient_last_name"
              label={t`Recipient's surname`}
              value={recipient.last_name}
              error={errorText(errors['recipient.last_name'])}
              onChange={send && ((value) => send({ type: 'recipient.change', field: 'last_name', value }))}
            />
            <Field
              name="recipient_phone"
              type="tel"
              label={t`Recipient's phone`}
              autoComplete="tel"
              maxLength={40}
              value={recipient.phone}
              error={errorText(errors['recipient.phone'])}
              onChange={send && ((value) => send({ type: 'recipient.change', field: 'phone', value }))}
            />
          </div>
        </fieldset>
      ) : null}
    </section>
  )
}
