import type { Cart } from '@vitrina/api-client/schemas'
import {
  addCartItem,
  type CartLine,
  cartCount,
  cartItemKey,
  GUEST_CART_MAX_LINES,
  parseGuestCart,
  removeCartItem,
  serializeGuestCart,
  setCartItemCount,
} from '@vitrina/domain/cart'
import type { StorefrontContext } from '../../lib/context.server.ts'
import {
  type CartOptions,
  cartUpdate,
  isPricedWith,
  NO_CART_OPTIONS,
  readCartOptions,
} from './cart-options.server.ts'

/**
 * The shopper's cart lines: a guest's live in an HttpOnly cookie (30 days, spec §9); a signed-in customer's
 * on the server (`GET /api/v2/cart/`).
 */
export async function readCartLines(context: StorefrontContext, request: Request): Promise<CartLine[]> {
  if (context.token) return linesOf(await context.api.orders.getCart())
  return readGuestLines(context, request)
}

/**
 * Saves the lines and answers the Set-Cookie header to send (guests) or null (saved on the server). A
 * customer's server cart also keeps the promo codes and the bonus switch, so they are saved with the lines.
 */
export async function saveCartLines(
  context: StorefrontContext,
  lines: CartLine[],
  options: CartOptions = NO_CART_OPTIONS,
): Promise<string | null> {
  if (context.token) {
    await context.api.orders.updateCart(cartUpdate(lines, options, true))
    return null
  }
  return context.cookies.guestCart.serialize(serializeGuestCart(lines))
}

export type AddToCartResult =
  | { added: true; setCookie: string | null; count: number }
  /** `limit`: the cart already holds `maxCount` of the item; `full`: a guest cart has no room for a new line. */
  | { added: false; reason: 'limit' | 'full'; count: number }

/**
 * Adds one item (spec §4: the same product and sku raise the count by 1). With `maxCount` (the stock), an
 * add that would put more in the cart than can be sold is refused instead of making the line unavailable;
 * a guest cart already at the cookie's line limit refuses a new line instead of silently dropping it.
 */
export async function addToCart(
  context: StorefrontContext,
  request: Request,
  line: CartLine,
  options: { maxCount?: number } = {},
): Promise<AddToCartResult> {
  const current = await readCartLines(context, request)
  const lines = addCartItem(current, line)
  const key = cartItemKey(line)
  const inCart = lines.find((candidate) => cartItemKey(candidate) === key)?.count ?? 0
  if (options.maxCount !== undefined && inCart > options.maxCount) {
    return { added: false, reason: 'limit', count: cartCount(current) }
  }
  if (!context.token && lines.length > GUEST_CART_MAX_LINES) {
    return { added: false, reason: 'full', count: cartCount(current) }
  }
  const setCookie = await saveCartLines(context, lines, await readCartOptions(context, request))
  return { added: true, setCookie, count: cartCount(lines) }
}

export type CartChange =
  | { intent: 'set-count'; key: string; count: number }
  | { intent: 'remove'; key: string }

/** Applies a change from the cart page to the line with that key (domain rules) and saves the cart. */
export async function changeCart(
  context: StorefrontContext,
  request: Request,
  change: CartChange,
): Promise<string | null> {
  const lines = await readCartLines(context, request)
  const next =
    change.intent === 'remove'
      ? removeCartItem(lines, change.key)
      : setCartItemCount(lines, change.key, change.count)
  return saveCartLines(context, next, await readCartOptions(context, request))
}

export type LoadedCart =
  /** Priced by the API; `lines` are the stored lines the priced ones belong to. */
  | { priced: true; lines: CartLine[]; cart: Cart }
  /** The API could not price the cart right now: only the stored lines are known (spec §8). */
  | { priced: false; lines: CartLine[] }

/**
 * The cart page's data. A signed-in customer's saved cart comes priced from `GET /api/v2/cart/`; when that
 * fails the guest cookie's lines are used instead (spec §8). Guest lines are priced as a preview
 * (`save: false`), with the shopper's promo codes and bonus choice (a saved cart priced with other ones is
 * priced again). An empty cart costs no call.
 */
export async function loadCart(
  context: StorefrontContext,
  request: Request,
  options: CartOptions = NO_CART_OPTIONS,
): Promise<LoadedCart> {
  if (context.token) {
    const saved = await context.api.orders.getCart().catch((error: unknown) => {
      console.error('cart: GET /api/v2/cart/ failed, showing the guest cart', error)
      return null
    })
    if (saved) return repriced(context, saved, options)
  }
  const lines = await readGuestLines(context, request)
  if (lines.length === 0) return { priced: true, lines, cart: emptyCart() }
  try {
    return { priced: true, lines, cart: await previewCart(context, lines, options) }
  } catch (error) {
    console.error('cart: pricing the cart failed, showing the stored lines', error)
    return { priced: false, lines }
  }
}

async function repriced(context: StorefrontContext, saved: Cart, options: CartOptions): Promise<LoadedCart> {
  const lines = linesOf(saved)
  if (lines.length === 0 || isPricedWith(saved, options)) return { priced: true, lines, cart: saved }
  try {
    return { priced: true, lines, cart: await previewCart(context, lines, options) }
  } catch (error) {
    console.error('cart: pricing the cart with its promo codes failed, showing the stored lines', error)
    return { priced: false, lines }
  }
}

/** Prices lines with options without saving anything (`save: false`). */
export function previewCart(
  context: StorefrontContext,
  lines: CartLine[],
  options: CartOptions,
): Promise<Cart> {
  return context.api.orders.updateCart(cartUpdate(lines, options, false))
}

async function readGuestLines(context: StorefrontContext, request: Request): Promise<CartLine[]> {
  const value: unknown = await context.cookies.guestCart.parse(request.headers.get('cookie'))
  return parseGuestCart(typeof value === 'string' ? value : null)
}

function linesOf(cart: Cart): CartLine[] {
  return [...cart.items, ...cart.unavailable_items].map((item) => ({
    product: item.product.id,
    sku: item.sku?.id ?? null,
    count: item.count,
    tour: item.tour,
  }))
}

/** A cart with nothing in it, as the API would price it. */
export function emptyCart(): Cart {
  return {
    items: [],
    unavailable_items: [],
    promotions: [],
    use_bonuses: false,
    bonus_balance: '0.00',
    bonus_discount_amount: '0.00',
    count: 0,
    subtotal: '0.00',
    discount: '0.00',
    total: '0.00',
    delivery_payment_options: [],
  }
}
