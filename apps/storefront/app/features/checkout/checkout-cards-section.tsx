import { Trans, useLingui } from '@lingui/react/macro'
import { groupCardNumber } from '@vitrina/domain/format'
import { decimalToMinor, minorToDecimal } from '@vitrina/domain/money'
import { Button } from '@vitrina/ui/button'
import { Price } from '@vitrina/ui/price'
import * as styles from './checkout.css.ts'
import { type CardErrorKey, type CardSpendPlan, MAX_CARDS } from './checkout-cards.ts'
import { paymentForbidsBonuses } from './checkout-delivery.ts'
import { Field } from './checkout-fields.tsx'
import type { CheckoutSectionProps } from './checkout-view.ts'

export type CardsSettings = {
  currency: string
  locale: string
  /** The signed-in customer's own bonus card, offered directly (spent through "Spend bonuses"). */
  bonusCard?: { number: string; balance: string } | null
  /** JavaScript path: what is typed in the card field is page state until "Add card". */
  onCardInput?: (value: string) => void
}

/** The words for a card refusal (the API's `code`, checkout-cards.ts) in the shopper's language. */
function useCardErrorText(): (key: CardErrorKey) => string {
  const { t } = useLingui()
  return (key) => {
    switch (key) {
      case 'required':
        return t`Enter the card number`
      case 'card_repeated':
        return t`This card is already added`
      case 'card_too_many':
        return t`At most ${MAX_CARDS} cards per order`
      case 'card_not_found':
        return t`No gift or bonus card with this number. Check the number: another customer's card cannot be used`
      case 'card_expired':
        return t`This gift card has expired`
      case 'card_empty':
        return t`Nothing is left on this card`
      case 'balance_changed':
        return t`The card's balance has changed: remove it and add it again`
      case 'card_checks_throttled':
        return t`Too many card numbers were checked. Please try again in an hour`
      case 'card_failed':
        return t`The card could not be checked, try again`
      case 'bonus_card':
        return t`This is your bonus card: its points are spent with "Spend bonuses", now switched on`
    }
  }
}

/**
 * Gift and bonus cards at checkout (issue #14): a field to add a card by its number, each added card with what
 * it holds and what it takes off, and a remove button. Without JavaScript "Add card" and "Remove" are round
 * trips through the action; the added cards travel in a hidden field.
 */
export function CheckoutCardsSection({
  view,
  send,
  plan,
  ...settings
}: CheckoutSectionProps & CardsSettings & { plan: CardSpendPlan }) {
  const { t } = useLingui()
  const errorText = useCardErrorText()
  const { values, cardError } = view
  const money = (minor: number) => (
    <Price amount={minorToDecimal(minor)} currency={settings.currency} locale={settings.locale} />
  )
  const onInput = settings.onCardInput
  const isNote = cardError?.key === 'bonus_card'
  // The chosen payment method forbids bonuses: the own card is recognised, but nothing is switched on.
  const bonusesForbidden = paymentForbidsBonuses({ ...values, preview: view.preview })
  const noteText = bonusesForbidden
    ? t`This is your bonus card, but bonuses cannot be spent with the chosen payment method`
    : errorText('bonus_card')
  return (
    <section className={styles.fieldset} aria-labelledby="checkout-cards-title">
      <h3 id="checkout-cards-title" className={styles.legend}>
        <Trans>Gift and bonus cards</Trans>
      </h3>
      <input type="hidden" name="cards" value={JSON.stringify(values.cards)} />
      {settings.bonusCard ? (
        <p className={styles.hint}>
          <Trans>
            Your bonus card {groupCardNumber(settings.bonusCard.number)}:{' '}
            {money(toMinor(settings.bonusCard.balance))} available, spent with "Spend bonuses".
          </Trans>
        </p>
      ) : null}
      {values.cards.length > 0 ? (
        <ul className={styles.points} aria-label={t`Added cards`}>
          {values.cards.map((card) => {
            const takes = plan.spends.find((spend) => spend.barcode === card.barcode)?.amountMinor ?? 0
            return (
              <li key={card.barcode} className={styles.row} data-card={card.barcode}>
                <span className={styles.pointText}>
                  <span>
                    <Trans>Gift card {card.barcode}</Trans>
                  </span>
                  <span className={styles.hint}>
                    <Trans>
                      Available {money(toMinor(card.balance))}, takes off {money(takes)}
                    </Trans>
                  </span>
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  type={send ? 'button' : 'submit'}
                  name={send ? undefined : 'intent'}
                  value={send ? undefined : `remove-card:${card.barcode}`}
                  aria-label={`${t`Remove card`} ${card.barcode}`}
                  onClick={send && (() => send({ type: 'card.remove', barcode: card.barcode }))}
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            )
          })}
        </ul>
      ) : null}
      <div className={styles.row}>
        <Field
          field={{
            id: 'checkout-card_barcode',
            name: 'card_barcode',
            defaultValue: values.cardInput,
            // The card check's own refusals (checkout-cards.ts), not a form rule.
            error: cardError && !isNote ? errorText(cardError.key) : null,
          }}
          label={t`Gift or bonus card number`}
          maxLength={64}
          hint={isNote ? noteText : null}
          onChange={onInput}
        />
        <Button
          variant="secondary"
          type={send ? 'button' : 'submit'}
          name={send ? undefined : 'intent'}
          value={send ? undefined : 'add-card'}
          disabled={view.busy}
          onClick={
            send &&
            (() => {
              send({ type: 'card.add', barcode: values.cardInput })
            })
          }
        >
          <Trans>Add card</Trans>
        </Button>
      </div>
    </section>
  )
}

const toMinor = (decimal: string): number => decimalToMinor(decimal) ?? 0
