import { type CartLine, cartItemKey } from '@vitrina/domain/cart'
import * as v from 'valibot'
import type { StorefrontContext } from '../../lib/context.server.ts'
import { addToCart, previewCart, readCartLines } from './cart.server.ts'
import { readCartOptions } from './cart-options.server.ts'
import { type CartLineView, cartView } from './cart-view.ts'

const Id = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number))

/** `?product=&sku=` of a "buy now" link (sku optional: the product's only or first variant). */
export const BuyNowItem = v.object({ product: Id, sku: v.optional(v.union([Id, v.literal('')]), '') })

/** The item of a "buy now" link or form, or null when the ids are missing or malformed. */
export function parseBuyNowItem(input: Record<string, unknown>): CartLine | null {
  const parsed = v.safeParse(BuyNowItem, input)
  if (!parsed.success) return null
  const { product, sku } = parsed.output
  return { product, sku: sku === '' ? null : sku, count: 1 }
}

/**
 * The item priced alone, with the shopper's promo codes (a preview, nothing saved); null when the API does
 * not know it in this company and region. `inCart`: it is in the cart already.
 */
export async function buyNowPreview(
  context: StorefrontContext,
  request: Request,
  item: CartLine,
): Promise<{ line: CartLineView; available: boolean; inCart: boolean } | null> {
  const [cart, lines] = await Promise.all([
    previewCart(context, [item], await readCartOptions(context, request)),
    readCartLines(context, request).catch(() => []),
  ])
  const view = cartView([item], cart)
  const line = view.items[0] ?? view.unavailable[0]
  if (!line) return null
  return { line, available: view.items.length > 0, inCart: isInCart(lines, item) }
}

export type BuyNowResult = { ok: true; setCookie: string | null } | { ok: false; reason: 'limit' | 'full' }

/**
 * "Buy now" puts the item into the cart (one piece, and nothing more when it is there already, so a repeated
 * post never adds a second one) for checkout to take from there.
 */
export async function putInCart(
  context: StorefrontContext,
  request: Request,
  item: CartLine,
  stock: number,
): Promise<BuyNowResult> {
  if (isInCart(await readCartLines(context, request), item)) return { ok: true, setCookie: null }
  const result = await addToCart(context, request, item, { maxCount: stock })
  return result.added ? { ok: true, setCookie: result.setCookie } : { ok: false, reason: result.reason }
}

function isInCart(lines: readonly CartLine[], item: CartLine): boolean {
  const key = cartItemKey(item)
  return lines.some(
    (line) => cartItemKey(line) === key || (item.sku === null && line.product === item.product),
  )
}
