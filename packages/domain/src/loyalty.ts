/**
 * Loyalty (bonus) account rules shared by the API and the storefront (issue #14, docs/decisions/014-loyalty.md).
 * Amounts are integer minor units; dates are passed in (no clock here).
 */

/** Kinds of bonus operations. Accruals and refunds (spent points given back) add; debits and expiries take. */
export type LoyaltyOperationKind = 'accrual' | 'debit' | 'expiry' | 'refund'

/** Share of the money paid for an order that comes back as points. The spec gives no rate; 5% is common. */
export const ACCRUAL_PERCENT = 5
/** Points of a paid order wait out the return window before they can be spent (then a return takes none back). */
export const ACCRUAL_HOLD_DAYS = 14
/** Accrued points expire this long after they became spendable. */
export const POINTS_LIFETIME_DAYS = 365
/** How soon an expiry must be to count as "about to expire" in the upcoming events. */
export const EXPIRY_WARNING_DAYS = 90

const DAY_MS = 86_400_000

/** A bonus card number: nine digits (spec §9 groups it in threes, 11 characters at most). */
export const CARD_NUMBER_PATTERN = /^\d{9}$/

/**
 * The bonus card number of a customer: 1 followed by the customer id padded to eight digits. Customer ids are
 * unique across companies, so card numbers are too, with no sequence or retry; the number only identifies a
 * card its owner spends (another customer's card is refused at checkout), so it need not be secret.
 */
export function loyaltyCardNumber(customerId: number): string {
  if (!Number.isInteger(customerId) || customerId <= 0 || customerId >= 100_000_000)
    throw new RangeError(`customer id out of the card number range: ${customerId}`)
  return String(100_000_000 + customerId)
}

/** A barcode as typed or scanned: spaces, dashes and dots that people group digits with are dropped. */
export function normalizeBarcode(text: string): string {
  return text.replace(/[\s\-.]/g, '').toUpperCase()
}

/** The signed effect of an operation on the balance. */
export function signedAmount(kind: LoyaltyOperationKind, amountMinor: number): number {
  return kind === 'accrual' || kind === 'refund' ? amountMinor : -amountMinor
}

/** The balance an account's posted operations add up to (the invariant the API keeps in the same transaction). */
export function balanceOf(
  operations: readonly { kind: LoyaltyOperationKind; amountMinor: number }[],
): number {
  return operations.reduce((sum, op) => sum + signedAmount(op.kind, op.amountMinor), 0)
}

/** Points a paid amount earns, rounded down to whole minor units. */
export function accrualFor(paidMinor: number): number {
  return paidMinor > 0 ? Math.floor((paidMinor * ACCRUAL_PERCENT) / 100) : 0
}

/** When the points of an order paid at `paidAt` become spendable, and when they expire. */
export function accrualDates(paidAt: Date): { availableAt: Date; expiresAt: Date } {
  const availableAt = new Date(paidAt.getTime() + ACCRUAL_HOLD_DAYS * DAY_MS)
  return { availableAt, expiresAt: new Date(availableAt.getTime() + POINTS_LIFETIME_DAYS * DAY_MS) }
}

/**
 * What is left of each posted accrual when spending and expiries take the oldest points first (FIFO):
 * `consumedMinor` is debits plus expiries minus refunds. Accruals must be in the order they were posted.
 * An expiry then takes only what is left of its own accrual, so spent points never expire twice.
 */
export function remainingByAccrual(
  accruals: readonly { id: number; amountMinor: number }[],
  consumedMinor: number,
): Map<number, number> {
  let left = Math.max(0, consumedMinor)
  const remaining = new Map<number, number>()
  for (const accrual of accruals) {
    const taken = Math.min(left, accrual.amountMinor)
    left -= taken
    remaining.set(accrual.id, accrual.amountMinor - taken)
  }
  return remaining
}

/**
 * How much of a card's balance an order takes: what was asked (or everything, when nothing was asked), but
 * never more than the balance or what is still due.
 */
export function cardSpend(input: {
  balanceMinor: number
  dueMinor: number
  requestedMinor?: number | null
}): number {
  const wanted = input.requestedMinor ?? Number.POSITIVE_INFINITY
  return Math.max(0, Math.min(wanted, input.balanceMinor, input.dueMinor))
}
