import type { Cart, CartUpdate } from '@vitrina/api-client/schemas'
import type { CartLine } from '@vitrina/domain/cart'
import { serializePromoCodes } from '@vitrina/domain/promo'
import type { StorefrontContext } from '../../lib/context.server.ts'
import { promoCodesCookie, readCookie, readPromoCodes } from '../../lib/cookies.server.ts'

/**
 * What the shopper chose on the cart besides the lines: the applied promo codes (cookie `apply-promo-codes`,
 * mirrored to local storage, spec §9) and whether to spend bonuses (cookie `use-bonuses`). Checkout reads
 * the same values through this function.
 */
export type CartOptions = { promoCodes: string[]; useBonuses: boolean }

export const NO_CART_OPTIONS: CartOptions = { promoCodes: [], useBonuses: false }

/** The request's cart options; bonuses are spent only by a signed-in customer who switched them on. */
export async function readCartOptions(context: StorefrontContext, request: Request): Promise<CartOptions> {
  const [promoCodes, useBonuses] = await Promise.all([
    readPromoCodes(request),
    readCookie(context.cookies.useBonuses, request),
  ])
  return { promoCodes, useBonuses: Boolean(context.token) && useBonuses === '1' }
}

/** The body of `POST /api/v2/cart/` for these lines and options. */
export function cartUpdate(lines: readonly CartLine[], options: CartOptions, save: boolean): CartUpdate {
  return {
    items: [...lines],
    promo_codes: [...options.promoCodes],
    use_bonuses: options.useBonuses,
    save,
  }
}

/** Whether a priced cart was priced with these options (else it has to be priced again). */
export function isPricedWith(cart: Cart, options: CartOptions): boolean {
  const priced = cart.promotions.map((p) => p.promotion_code.code)
  return (
    cart.use_bonuses === options.useBonuses &&
    serializePromoCodes([...priced].sort()) === serializePromoCodes([...options.promoCodes].sort())
  )
}

/** The Set-Cookie headers that store the options. */
export async function cartOptionsCookies(
  context: StorefrontContext,
  options: CartOptions,
): Promise<string[]> {
  return Promise.all([
    promoCodesCookie(context.cookies, options.promoCodes),
    options.useBonuses
      ? context.cookies.useBonuses.serialize('1')
      : context.cookies.useBonuses.serialize('', { maxAge: 0 }),
  ])
}
