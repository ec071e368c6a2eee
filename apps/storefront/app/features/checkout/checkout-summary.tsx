import { Trans, useLingui } from '@lingui/react/macro'
import { decimalToMinor, minorToDecimal } from '@vitrina/domain/money'
import { Button } from '@vitrina/ui/button'
import { Price } from '@vitrina/ui/price'
import { Radio, RadioGroup } from '@vitrina/ui/radio'
import type { ReactNode } from 'react'
import * as styles from './checkout.css.ts'
import { type CardSpendPlan, planCardSpends } from './checkout-cards.ts'
import { type CardsSettings, CheckoutCardsSection } from './checkout-cards-section.tsx'
import { deliveryTypeOf, paymentForbidsBonuses, paymentOptionsFor } from './checkout-delivery.ts'
import { Check, Field, useCheckoutError, useCheckoutField, useFormErrorText } from './checkout-fields.tsx'
import { CheckoutItems } from './checkout-items.tsx'
import type { PromoError } from './checkout-types.ts'
import type { CheckoutSectionProps, CheckoutView } from './checkout-view.ts'

export type SummarySettings = {
  showBonuses: boolean
  showConsultant: boolean
  termsUrl: string
  currency: string
  locale: string
  /** JavaScript path: the consultant is page state, not the machine's. */
  onConsultant?: (consultant: { enabled: boolean; phone: string }) => void
} & Omit<CardsSettings, 'currency' | 'locale'>

/** Payment method, bonuses, consultant, promo codes, totals, offer consent and the order button. */
export function CheckoutSummary({ view, send, ...settings }: CheckoutSectionProps & SummarySettings) {
  const errorText = useCheckoutError(view)
  const formErrorText = useFormErrorText()
  const { values, preview } = view
  const plan = planCardSpends(values.cards, preview.total)
  return (
    <section className={styles.section} aria-labelledby="checkout-payment-title">
      <h2 id="checkout-payment-title" className={styles.sectionTitle}>
        <Trans>Payment</Trans>
      </h2>
      <PaymentMethods view={view} send={send} />
      <SummaryOptions view={view} send={send} {...settings} />
      <CheckoutCardsSection view={view} send={send} plan={plan} {...settings} />
      <CheckoutItems items={preview.items} currency={settings.currency} locale={settings.locale} />
      <Totals preview={preview} plan={plan} currency={settings.currency} locale={settings.locale} />
      <Check
        name="offer"
        label={
          settings.termsUrl ? (
            <Trans>
              I accept the terms of the <a href={settings.termsUrl}>offer</a>
            </Trans>
          ) : (
            <Trans>I accept the terms of the offer</Trans>
          )
        }
        checked={values.offerAccepted}
        error={errorText('offer')}
        autoFocus={view.focus === 'offer'}
        onChange={send && (() => send({ type: 'consent.toggle' }))}
      />
      {errorText('items') ? <p className={styles.error}>{errorText('items')}</p> : null}
      {view.formError ? (
        <p className={styles.formError} role="alert">
          {formErrorText(view.formError)}
        </p>
      ) : null}
      {/* A submit on both paths: with JavaScript conform checks the form first (the form's onSubmit). */}
      <Button
        type="submit"
        name={send ? undefined : 'intent'}
        value={send ? undefined : 'place'}
        size="lg"
        block
        disabled={view.busy}
      >
        <Trans>Place order</Trans>
      </Button>
    </section>
  )
}

function Row({ label, strong, children }: { label: string; strong?: boolean; children: ReactNode }) {
  return (
    <div className={`${styles.totalRow} ${strong ? styles.grandTotal : ''}`}>
      <dt>{label}</dt>
      <dd style={{ margin: 0 }}>{children}</dd>
    </div>
  )
}

function PaymentMethods({ view, send }: CheckoutSectionProps) {
  const errorText = useCheckoutError(view)
  const { values, preview } = view
  const options = paymentOptionsFor(preview, deliveryTypeOf(values))
  return (
    <RadioGroup id="checkout-payment" legend={<Trans>Payment method</Trans>} error={errorText('payment')}>
      {options.map((option, index) => (
        <Radio
          key={option.id}
          name="payment"
          value={option.id}
          autoFocus={index === 0 && view.focus === 'payment'}
          label={option.payment_type.name}
          {...(send
            ? {
                checked: values.paymentOptionId === option.id,
                onChange: () => send({ type: 'payment.select', id: option.id }),
              }
            : { defaultChecked: values.paymentOptionId === option.id })}
        />
      ))}
    </RadioGroup>
  )
}

/** Bonus spending and the consultant (each behind its company setting), and the applied promo codes. */
function SummaryOptions({ view, send, ...settings }: CheckoutSectionProps & SummarySettings) {
  const { t } = useLingui()
  const field = useCheckoutField(view)
  const { values } = view
  const consultant = values.consultant
  const onConsultant = settings.onConsultant
  // The chosen method forbids bonuses: the switch reads off (and nothing is spent) until another is chosen.
  const bonusesForbidden = paymentForbidsBonuses({ ...values, preview: view.preview })
  const promoErrorText = (error: PromoError) => {
    // Label and value rather than a placeholder: the sentence reads right in every catalogue as it is.
    const refused = `${t`Promo code cannot be applied`}: ${error.code}`
    return error.key === 'rejected' && error.message ? `${refused}. ${error.message}` : refused
  }
  return (
    <>
      {settings.showBonuses ? (
        <div className={styles.row}>
          <Check
            name="use_bonuses"
            label={t`Spend bonuses`}
            checked={values.useBonuses && !bonusesForbidden}
            disabled={bonusesForbidden}
            hint={bonusesForbidden ? t`Bonuses cannot be spent with the chosen payment method` : undefined}
            onChange={send && (() => send({ type: 'bonuses.toggle' }))}
          />
          {send ? null : (
            <Button variant="secondary" type="submit" name="intent" value="refresh">
              <Trans>Recalculate</Trans>
            </Button>
          )}
        </div>
      ) : null}
      {settings.showConsultant ? (
        <>
          <Check
            name="consultant"
            label={t`A consultant helped me by phone`}
            checked={consultant.enabled}
            onChange={onConsultant && (() => onConsultant({ ...consultant, enabled: !consultant.enabled }))}
          />
          <Field
            field={field('consultant_phone', consultant.phone)}
            type="tel"
            label={t`Consultant's phone`}
            maxLength={40}
            onChange={onConsultant && ((phone) => onConsultant({ ...consultant, phone }))}
          />
        </>
      ) : null}
      {view.promoError ? (
        <p className={styles.error} role="alert">
          {promoErrorText(view.promoError)}
        </p>
      ) : null}
      {values.promoCodes.length > 0 ? (
        <div className={styles.fieldset}>
          <h3 className={styles.legend}>
            <Trans>Promo codes</Trans>
          </h3>
          <ul className={styles.points}>
            {values.promoCodes.map((code) => (
              <li key={code} className={styles.row}>
                <span>{code}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  type={send ? 'button' : 'submit'}
                  name={send ? undefined : 'intent'}
                  value={send ? undefined : `remove-promo:${code}`}
                  aria-label={`${t`Remove promo code`} ${code}`}
                  onClick={send && (() => send({ type: 'promo.remove', code }))}
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  )
}

function Totals({
  preview,
  plan,
  currency,
  locale,
}: {
  preview: CheckoutView['preview']
  plan: CardSpendPlan
  currency: string
  locale: string
}) {
  const { t } = useLingui()
  const money = (amount: string) => <Price amount={amount} currency={currency} locale={locale} />
  return (
    <dl className={styles.totals}>
      <Row label={t`Subtotal`}>{money(preview.subtotal)}</Row>
      {(decimalToMinor(preview.discount) ?? 0) > 0 ? (
        <Row label={t`Discount`}>−{money(preview.discount)}</Row>
      ) : null}
      {(decimalToMinor(preview.bonus_discount_amount) ?? 0) > 0 ? (
        <Row label={t`Paid with bonuses`}>−{money(preview.bonus_discount_amount)}</Row>
      ) : null}
      {plan.paidMinor > 0 ? (
        <>
          <Row label={t`Total`}>{money(preview.total)}</Row>
          <Row label={t`Paid with gift cards`}>−{money(minorToDecimal(plan.paidMinor))}</Row>
          <Row label={t`To pay`} strong>
            {money(minorToDecimal(plan.toPayMinor))}
          </Row>
        </>
      ) : (
        <Row label={t`Total`} strong>
          {money(preview.total)}
        </Row>
      )}
    </dl>
  )
}
