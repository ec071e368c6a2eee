/**
 * Reading promo codes out of a preview answer. A code whose `apply_result` is error or missing is rejected
 * with the result's error and not kept (spec §8, `promoApplyOutcome`).
 */
import type { Cart } from '@vitrina/api-client'
import { normalizePromoCode, promoApplyOutcome } from '@vitrina/domain/promo'

export interface RejectedCode {
  code: string
  message: string | null
}

/** The codes among `codes` that the priced cart did not apply, with the server's error. */
export function rejectedCodes(cart: Cart, codes: readonly string[]): RejectedCode[] {
  return codes.flatMap((code) => {
    const normalised = normalizePromoCode(code)
    const promotion = cart.promotions.find((p) => normalizePromoCode(p.promotion_code.code) === normalised)
    const outcome = promoApplyOutcome(promotion?.promotion_code.apply_result)
    return outcome.ok ? [] : [{ code, message: outcome.error }]
  })
}
