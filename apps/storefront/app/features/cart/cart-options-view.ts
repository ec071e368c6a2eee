import type { Cart } from '@vitrina/api-client/schemas'
import { decimalToMinor } from '@vitrina/domain/money'
import { normalizePromoCode } from '@vitrina/domain/promo'
import type { CartOptions } from './cart-options.server.ts'

/** An applied promo code as the cart shows it: its discount, or the server's reason it no longer applies. */
export type PromoCodeView = { code: string; ok: boolean; error: string | null; amount: string }

/** The bonus switch: shown when the company enables it and the customer has bonuses to spend. */
export type BonusView = { balance: string; use: boolean; amount: string } | null

/**
 * The cart's promo codes and bonus switch from the priced cart. Codes the shopper applied are listed in
 * their order; each one's result comes from the cart (a code that expired since shows why).
 */
export function cartOptionsView(
  cart: Cart,
  options: CartOptions,
  { bonusSwitch }: { bonusSwitch: boolean },
): { promoCodes: string[]; promotions: PromoCodeView[]; bonuses: BonusView } {
  const promotions = options.promoCodes.map((code): PromoCodeView => {
    const priced = cart.promotions.find((p) => normalizePromoCode(p.promotion_code.code) === code)
    const result = priced?.promotion_code.apply_result
    return {
      code,
      ok: result?.status === 'ok',
      error: result?.status === 'ok' ? null : (result?.error ?? null),
      amount: priced?.amount ?? '0.00',
    }
  })
  const hasBalance = (decimalToMinor(cart.bonus_balance) ?? 0) > 0
  const bonuses: BonusView =
    bonusSwitch && hasBalance
      ? { balance: cart.bonus_balance, use: cart.use_bonuses, amount: cart.bonus_discount_amount }
      : null
  return { promoCodes: options.promoCodes, promotions, bonuses }
}
