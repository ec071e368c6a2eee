import { cardSpend, loyaltyCardNumber, normalizeBarcode } from '@vitrina/domain/loyalty'
import { decimalToMinor, minorToDecimal } from '@vitrina/domain/money'
import type { Database } from '../../db/client.ts'
import { badRequest } from '../../http/errors.ts'
import { type GiftCardRow, lookUpGiftCard } from './card-lookup-limit.ts'
import type { GiftCardSpend } from './gift-cards.ts'

/** Cards named in an order request (spec §3 `balances`), as typed. */
export type BalanceRequest = { barcode: string; amount?: string | undefined }

type Owner = { companyId: number; customerId: number }

/** What the cards of a request are: the customer's own bonus card (spent as `use_bonuses`) and gift cards. */
export type ResolvedBalances = {
  usesOwnBonusCard: boolean
  giftCards: { card: GiftCardRow; requestedMinor: number | null }[]
}

/**
 * Checks every barcode of the request against the company: the customer's own bonus card, or a gift card of
 * this company that has not expired and still has money. Anything else is a 400 with a reason the storefront
 * shows in the shopper's language (the `code`). Another customer's bonus card reads as unknown, and every
 * lookup counts against the limits of card-lookup-limit.ts (429 `card_checks_throttled`), so card numbers
 * cannot be probed.
 */
export async function resolveBalances(
  db: Database,
  owner: Owner,
  requests: readonly BalanceRequest[],
  now: Date,
): Promise<ResolvedBalances> {
  const ownCard = loyaltyCardNumber(owner.customerId)
  const seen = new Set<string>()
  const resolved: ResolvedBalances = { usesOwnBonusCard: false, giftCards: [] }
  for (const request of requests) {
    const barcode = normalizeBarcode(request.barcode)
    if (seen.has(barcode)) throw badRequest(`The card ${barcode} is listed twice.`, 'card_repeated')
    seen.add(barcode)
    if (barcode === ownCard) {
      resolved.usesOwnBonusCard = true
      continue
    }
    const card = await lookUpGiftCard(db, owner, barcode, now)
    resolved.giftCards.push(checkedGiftCard(card, barcode, request.amount, now))
  }
  return resolved
}

/** A gift card of the company that can pay: it exists, has not expired, has money, and covers an asked amount. */
function checkedGiftCard(
  card: GiftCardRow | undefined,
  barcode: string,
  amount: string | undefined,
  now: Date,
): { card: GiftCardRow; requestedMinor: number | null } {
  if (!card) throw badRequest(`No gift or bonus card with the number ${barcode}.`, 'card_not_found')
  if (card.expiresAt && card.expiresAt <= now)
    throw badRequest(`The gift card ${barcode} has expired.`, 'card_expired')
  if (card.balanceMinor <= 0) throw badRequest(`The gift card ${barcode} has no money left.`, 'card_empty')
  const requestedMinor = amount === undefined ? null : decimalToMinor(amount)
  if (amount !== undefined && (requestedMinor === null || requestedMinor <= 0))
    throw badRequest(`The amount for the gift card ${barcode} must be above zero.`, 'card_amount_invalid')
  if (requestedMinor !== null && requestedMinor > card.balanceMinor)
    throw badRequest(
      `The gift card ${barcode} has only ${minorToDecimal(card.balanceMinor)}.`,
      'card_amount_over_balance',
    )
  return { card, requestedMinor }
}

/**
 * How much each gift card pays of what is still due after promo codes and bonuses, in the order given. An
 * explicit amount above what is due is refused; without one a card pays what it can.
 */
export function planGiftCardSpends(resolved: ResolvedBalances, dueMinor: number): GiftCardSpend[] {
  let due = dueMinor
  const spends: GiftCardSpend[] = []
  for (const { card, requestedMinor } of resolved.giftCards) {
    if (requestedMinor !== null && requestedMinor > due)
      throw badRequest(
        `The amount for the gift card ${card.barcode} is more than is left to pay (${minorToDecimal(due)}).`,
        'card_amount_over_total',
      )
    const amountMinor = cardSpend({ balanceMinor: card.balanceMinor, dueMinor: due, requestedMinor })
    if (amountMinor <= 0) continue
    spends.push({ giftCardId: card.id, amountMinor })
    due -= amountMinor
  }
  return spends
}

/**
 * What one barcode typed at checkout is, before the order: the customer's own bonus card (with the account's
 * balance, posted up to now) or a gift card that can pay. The same checks and codes as `resolveBalances`, so
 * the storefront shows the very refusal the order would get; another customer's card reads as unknown.
 */
export async function checkCard(
  db: Database,
  owner: Owner,
  typed: string,
  now: Date,
  bonusBalanceMinor: () => Promise<number>,
): Promise<{ barcode: string; kind: 'bonus' | 'gift'; balance: string; expires: string | null }> {
  const barcode = normalizeBarcode(typed)
  if (barcode === loyaltyCardNumber(owner.customerId)) {
    const balance = await bonusBalanceMinor()
    if (balance <= 0) throw badRequest(`The bonus card ${barcode} has no points left.`, 'card_empty')
    return { barcode, kind: 'bonus', balance: minorToDecimal(balance), expires: null }
  }
  const card = await lookUpGiftCard(db, owner, barcode, now)
  const { card: checked } = checkedGiftCard(card, barcode, undefined, now)
  return {
    barcode,
    kind: 'gift',
    balance: minorToDecimal(checked.balanceMinor),
    expires: checked.expiresAt ? checked.expiresAt.toISOString() : null,
  }
}
