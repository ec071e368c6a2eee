import * as v from 'valibot'
import { Money } from './common.ts'

/** A promo code in the customer's account (spec §3: code, amount, personal flag; states active, used, expired). */
export const PromoCode = v.object({
  code: v.string(),
  /** What it takes off: a fixed amount (decimal string) or a percent; one of them is set. */
  amount: v.nullable(Money),
  percent: v.nullable(v.number()),
  personal: v.boolean(),
  state: v.picklist(['active', 'used', 'expired']),
  active_until: v.nullable(v.string()),
  promotion: v.nullable(v.object({ slug: v.string(), title: v.string() })),
})
export type PromoCode = v.InferOutput<typeof PromoCode>
export const PromoCodeList = v.object({ results: v.array(PromoCode) })

/** The customer's participation in one promotion; `joined: false` before "Take part". */
export const Participation = v.object({
  joined: v.boolean(),
  joined_at: v.nullable(v.string()),
  promo_code: v.nullable(PromoCode),
})
export type Participation = v.InferOutput<typeof Participation>
