import * as v from 'valibot'
import { Money, Paginated } from './common.ts'

export const LoyaltyOperationKind = v.picklist(['accrual', 'debit', 'expiry', 'refund'])

/** One posted operation of a bonus account (issue #14): the amount is positive, the kind gives the sign. */
export const LoyaltyOperation = v.object({
  id: v.number(),
  kind: LoyaltyOperationKind,
  amount: Money,
  date: v.string(),
  /** The order it belongs to (an accrual for it, a debit at checkout, a refund on cancel). */
  order: v.nullable(v.object({ id: v.number(), number: v.string() })),
  /** Why points were given without an order: 'welcome', 'birthday', 'review', 'opening'. */
  reason: v.nullable(v.string()),
})
export type LoyaltyOperation = v.InferOutput<typeof LoyaltyOperation>
export const LoyaltyOperationPage = Paginated(LoyaltyOperation)

/** Something that will happen to the balance: points of a paid order arriving, or points expiring. */
export const LoyaltyUpcomingEvent = v.object({
  kind: v.picklist(['accrual', 'expiry']),
  amount: Money,
  date: v.string(),
  order: v.nullable(v.object({ id: v.number(), number: v.string() })),
})
export type LoyaltyUpcomingEvent = v.InferOutput<typeof LoyaltyUpcomingEvent>

/** The customer's bonus account: card, level, balance and what is coming. */
export const LoyaltyAccount = v.object({
  /** Nine digits, the value of the card's Code 128 barcode. */
  card_number: v.string(),
  barcode_format: v.literal('code128'),
  level: v.nullable(v.object({ name: v.string(), description: v.nullable(v.string()) })),
  balance: Money,
  /** Points of paid orders still in the return window. */
  pending: Money,
  upcoming: v.array(LoyaltyUpcomingEvent),
  /** The programme's terms, for the About tab. */
  terms: v.object({ accrual_percent: v.number(), hold_days: v.number(), lifetime_days: v.number() }),
})
export type LoyaltyAccount = v.InferOutput<typeof LoyaltyAccount>

/** A card typed at checkout (spec §3 order request `balances`): what it is and what it can pay. */
export const LoyaltyCardCheckRequest = v.object({
  barcode: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Enter the card number.'),
    v.maxLength(64, 'At most 64 characters.'),
  ),
})
export const LoyaltyCardCheck = v.object({
  /** The barcode as the order request should send it (spaces and dashes dropped). */
  barcode: v.string(),
  /** `bonus`: the customer's own bonus card (spent like `use_bonuses`); `gift`: a gift card of the company. */
  kind: v.picklist(['bonus', 'gift']),
  /** What the card holds now; a bonus card can still pay only up to the order's bonus share. */
  balance: Money,
  expires: v.nullable(v.string()),
})
export type LoyaltyCardCheck = v.InferOutput<typeof LoyaltyCardCheck>
