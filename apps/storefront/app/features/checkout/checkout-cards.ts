/**
 * Gift and bonus cards spent at checkout by barcode (spec §3 order request `balances`, issue #14): the rules
 * both paths share (the machine with JavaScript, the action without), kept free of i18n macros so they are
 * tested directly.
 *
 * Decisions
 * - A card is checked when it is added (`POST /api/loyalty/cards/check/`), so the shopper sees at once what it
 *   holds and what it takes off; the order API checks it again and is the authority (a card spent elsewhere in
 *   between is a 409 `balance_changed`, shown like any card refusal).
 * - Only gift cards are listed as cards. The customer's own bonus card is spent through "Spend bonuses" (the
 *   API's one bonus rule, capped at a share of the order, decision 014): typing its number switches that on.
 * - Cards pay in the order they were added, each what it can of what is left after promo codes and bonuses
 *   (`cardSpend`, the API's own rule); the order sends barcodes without amounts, so the API applies the same.
 */
import { ApiError } from '@vitrina/api-client'
import { cardSpend, normalizeBarcode } from '@vitrina/domain/loyalty'
import { decimalToMinor } from '@vitrina/domain/money'
import * as v from 'valibot'

/** A gift card accepted by the check: its balance as the check answered it (decimal string). */
export interface CheckoutCard {
  barcode: string
  balance: string
  expires: string | null
}

export type CardErrorKey =
  | 'required'
  | 'card_repeated'
  | 'card_too_many'
  | 'card_not_found'
  | 'card_expired'
  | 'card_empty'
  | 'balance_changed'
  /** 429: too many card numbers looked up (the API's brute-force limit); try again in an hour. */
  | 'card_checks_throttled'
  | 'card_failed'
  /** Not an error: the typed number is the customer's own bonus card, so bonuses were switched on. */
  | 'bonus_card'

export interface CardError {
  barcode: string
  key: CardErrorKey
}

/** The order request takes at most five cards (api-client `OrderRequest.balances`). */
export const MAX_CARDS = 5

/** Input rules before asking the API: something typed, not already added, room for one more. */
export function checkCardInput(typed: string, cards: readonly CheckoutCard[]): CardErrorKey | null {
  const barcode = normalizeBarcode(typed)
  if (barcode === '') return 'required'
  if (cards.some((card) => card.barcode === barcode)) return 'card_repeated'
  if (cards.length >= MAX_CARDS) return 'card_too_many'
  return null
}

const KNOWN: readonly CardErrorKey[] = [
  'card_repeated',
  'card_not_found',
  'card_expired',
  'card_empty',
  'balance_changed',
  'card_checks_throttled',
]

/** The card refusal an API error carries (check or order), or null when the error is not about a card. */
export function cardErrorOf(error: unknown): CardErrorKey | null {
  if (!(error instanceof ApiError)) return null
  const code = error.code ?? ''
  if ((KNOWN as readonly string[]).includes(code)) return code as CardErrorKey
  // card_amount_* cannot come from this page (it sends no amounts) unless the total changed underneath.
  return code.startsWith('card_') ? 'balance_changed' : null
}

/** What the check of a typed barcode failed with: a known refusal, or "could not check, try again". */
export function checkFailure(error: unknown): CardErrorKey {
  return cardErrorOf(error) ?? 'card_failed'
}

export interface CardSpendPlan {
  spends: { barcode: string; amountMinor: number }[]
  /** Paid with the cards in all. */
  paidMinor: number
  /** What is left to pay after the cards. */
  toPayMinor: number
}

/** What each card takes off the total (what is left after promo codes and bonuses), in the order added. */
export function planCardSpends(cards: readonly CheckoutCard[], total: string): CardSpendPlan {
  let due = Math.max(0, decimalToMinor(total) ?? 0)
  const spends: CardSpendPlan['spends'] = []
  for (const card of cards) {
    const amountMinor = cardSpend({ balanceMinor: decimalToMinor(card.balance) ?? 0, dueMinor: due })
    spends.push({ barcode: card.barcode, amountMinor })
    due -= amountMinor
  }
  const paidMinor = spends.reduce((sum, spend) => sum + spend.amountMinor, 0)
  return { spends, paidMinor, toPayMinor: due }
}

/** The order request's `balances`: barcodes only, so the API spends each card as the plan shows. */
/** Removing an added card ("Remove" beside it): the machine's `removeCard` and the no-JS round trip alike. */
export function withoutCard(cards: readonly CheckoutCard[], barcode: string): CheckoutCard[] {
  return cards.filter((card) => card.barcode !== barcode)
}

export function orderBalances(cards: readonly CheckoutCard[]): { barcode: string }[] {
  return cards.map((card) => ({ barcode: card.barcode }))
}

const CARDS = v.pipe(
  v.array(
    v.object({
      barcode: v.pipe(v.string(), v.regex(/^[0-9A-Z]{1,64}$/)),
      balance: v.pipe(v.string(), v.regex(/^\d{1,12}(\.\d{1,2})?$/)),
      expires: v.nullable(v.pipe(v.string(), v.maxLength(40))),
    }),
  ),
  v.maxLength(MAX_CARDS),
)

/**
 * The cards a no-JavaScript post carries back (a hidden field). A forged balance only changes what this page
 * shows: the order API checks every card again.
 */
export function parseCards(json: string): CheckoutCard[] {
  try {
    const result = v.safeParse(CARDS, JSON.parse(json))
    return result.success ? result.output : []
  } catch {
    return []
  }
}
