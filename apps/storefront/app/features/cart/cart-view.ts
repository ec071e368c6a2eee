import type { Cart, CartLine as PricedLine } from '@vitrina/api-client/schemas'
import { type CartLine, cartItemKey } from '@vitrina/domain/cart'
import { pickScaledImage } from '@vitrina/domain/images'

/** CSS pixels of a cart line's image. */
export const CART_IMAGE_WIDTH = 96

/** A priced cart line as the cart page shows it; `key` is the stored line's key that forms send back. */
export type CartLineView = {
  key: string
  product: { id: number; name: string; slug: string; article: string }
  image: string | null
  size: string | null
  color: string | null
  price: string | null
  oldPrice: string | null
  total: string
  count: number
  stock: number
}

/** A stored line the API no longer knows (the product was removed or moved to another region). */
export type MissingLineView = { key: string; product: number; sku: number | null; count: number }

export type CartView = {
  items: CartLineView[]
  unavailable: CartLineView[]
  missing: MissingLineView[]
}

/**
 * Pairs the stored lines with the API's priced lines, so each line on the page carries the key of the line
 * it changes. A priced line matches a stored one by product, tour and sku; a stored line without a sku
 * matches the variant the API chose for it. Stored lines the API did not price at all are `missing`: they are
 * shown so the shopper can remove them, rather than hiding items the header badge still counts.
 */
export function cartView(lines: readonly CartLine[], cart: Cart): CartView {
  const pool = [
    ...cart.items.map((line) => ({ line, available: true, used: false })),
    ...cart.unavailable_items.map((line) => ({ line, available: false, used: false })),
  ]
  const view: CartView = { items: [], unavailable: [], missing: [] }
  for (const stored of lines) {
    const key = cartItemKey(stored)
    const match = pool.find((entry) => !entry.used && matches(stored, entry.line))
    if (!match) {
      view.missing.push({ key, product: stored.product, sku: stored.sku, count: stored.count })
      continue
    }
    match.used = true
    ;(match.available ? view.items : view.unavailable).push(lineView(key, match.line))
  }
  // Priced lines without a stored line (the cart changed in between): still shown, keyed by their own ids.
  for (const entry of pool.filter((e) => !e.used)) {
    const key = cartItemKey({
      product: entry.line.product.id,
      sku: entry.line.sku?.id ?? null,
      count: 1,
      tour: entry.line.tour,
    })
    ;(entry.available ? view.items : view.unavailable).push(lineView(key, entry.line))
  }
  return view
}

function matches(stored: CartLine, priced: PricedLine): boolean {
  return (
    priced.product.id === stored.product &&
    (priced.tour ?? null) === (stored.tour ?? null) &&
    (stored.sku === null || priced.sku?.id === stored.sku)
  )
}

function lineView(key: string, line: PricedLine): CartLineView {
  const image = line.product.image
  return {
    key,
    product: {
      id: line.product.id,
      name: line.product.name,
      slug: line.product.slug,
      article: line.product.article,
    },
    image: image ? (pickScaledImage(image.scaled, CART_IMAGE_WIDTH)?.url ?? image.url) : null,
    size: line.sku?.size ?? null,
    color: line.sku?.color ?? null,
    price: line.price,
    oldPrice: line.old_price,
    total: line.total,
    count: line.count,
    stock: line.stock,
  }
}
