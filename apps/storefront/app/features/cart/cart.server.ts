import {
  addCartItem,
  type CartLine,
  cartCount,
  parseGuestCart,
  serializeGuestCart,
} from '@vitrina/domain/cart'
import type { StorefrontContext } from '../../lib/context.server.ts'

/**
 * The shopper's cart lines: a guest's live in an HttpOnly cookie (30 days, spec §9); a signed-in customer's
 * on the server (`GET /api/v2/cart/`).
 */
export async function readCartLines(context: StorefrontContext, request: Request): Promise<CartLine[]> {
  if (context.token) {
    const cart = await context.api.orders.getCart()
    return [...cart.items, ...cart.unavailable_items].map((item) => ({
      product: item.product.id,
      sku: item.sku?.id ?? null,
      count: item.count,
      tour: item.tour,
    }))
  }
  const value: unknown = await context.cookies.guestCart.parse(request.headers.get('cookie'))
  return parseGuestCart(typeof value === 'string' ? value : null)
}

/** Saves the lines and answers the Set-Cookie header to send (guests) or null (saved on the server). */
export async function saveCartLines(context: StorefrontContext, lines: CartLine[]): Promise<string | null> {
  if (context.token) {
    await context.api.orders.updateCart({ items: lines, save: true })
    return null
  }
  return context.cookies.guestCart.serialize(serializeGuestCart(lines))
}

export async function addToCart(context: StorefrontContext, request: Request, line: CartLine) {
  const lines = addCartItem(await readCartLines(context, request), line)
  return { setCookie: await saveCartLines(context, lines), count: cartCount(lines) }
}
