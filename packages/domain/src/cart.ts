/**
 * The cart lifecycle of spec §3/§4: a guest keeps a short cart in a cookie, a signed-in customer keeps it on
 * the server, and on login the two are merged. Lines are the short form the API accepts: product id, sku id
 * (null for a product without variants), count and an optional tour id.
 */

export interface CartLine {
  product: number
  sku: number | null
  count: number
  tour?: number | null
}

/** §3: the guest cart cookie lives 30 days, so a returning guest still finds what they chose last month. */
export const GUEST_CART_MAX_AGE_SECONDS = 30 * 24 * 3600
/** §4: the storage key under which a tab announces a cart change so that other tabs reload theirs. */
export const SYNC_CART_STORAGE_KEY = 'sync-cart'
/**
 * The guest cookie keeps at most 100 lines: nobody buys more different things as a guest, and the cap keeps
 * the value far from the 4 KB a browser guarantees per cookie.
 */
export const GUEST_CART_MAX_LINES = 100
/**
 * The guest cookie value never exceeds 3,800 characters. Browsers guarantee 4,096 bytes for name, value and
 * attributes together; 296 are left for the name and `Path`, `Max-Age` and `SameSite`. With ids of up to
 * seven digits 100 lines take about 2,700 characters, so the cap only bites on absurd ids.
 */
export const GUEST_CART_MAX_COOKIE_LENGTH = 3800

/**
 * The identity of a line: the same product, sku and tour are one line whose count grows. A null and a missing
 * sku or tour are the same thing. Ids are integers, so `:` never appears inside a part.
 */
export function cartItemKey(line: CartLine): string {
  return `${line.product}:${line.sku ?? ''}:${line.tour ?? ''}`
}

/** The number shown on the cart badge: the sum of the counts, not the number of lines. */
export function cartCount(items: readonly CartLine[]): number {
  return items.reduce((sum, line) => sum + line.count, 0)
}

/**
 * §4 "adding an item that is already in the cart raises its count by 1": the count of the added item is then
 * ignored, because the add button adds one piece however the item was built. A new item is appended with its
 * own count (at least 1). The input array is never changed.
 */
export function addCartItem(items: readonly CartLine[], item: CartLine): CartLine[] {
  const key = cartItemKey(item)
  const index = items.findIndex((line) => cartItemKey(line) === key)
  if (index === -1) return [...items.map(copyLine), { ...copyLine(item), count: toCount(item.count) ?? 1 }]
  return items.map((line, i) => (i === index ? { ...copyLine(line), count: line.count + 1 } : copyLine(line)))
}

/**
 * §4 on login: the server cart is the truth, so a line it already has keeps the server count (a guest who
 * added one more piece of it does not double the order). Guest lines with a key the server lacks are
 * appended after the server lines, in guest order; a key repeated in the guest cart is taken once, first wins.
 */
export function mergeGuestCart(
  serverItems: readonly CartLine[],
  guestItems: readonly CartLine[],
): CartLine[] {
  const seen = new Set(serverItems.map(cartItemKey))
  const merged = serverItems.map(copyLine)
  for (const line of guestItems) {
    const key = cartItemKey(line)
    if (seen.has(key)) continue
    seen.add(key)
    merged.push(copyLine(line))
  }
  return merged
}

/**
 * Sets the count of the line with this key. A count below 1 removes the line, as the cart's minus button does
 * on the last piece; a fractional count is truncated and a count that is not a finite number removes the line.
 * An unknown key changes nothing.
 */
export function setCartItemCount(items: readonly CartLine[], key: string, count: number): CartLine[] {
  const next = toCount(count)
  if (next === null) return removeCartItem(items, key)
  return items.map((line) =>
    cartItemKey(line) === key ? { ...copyLine(line), count: next } : copyLine(line),
  )
}

/** Removes every line with this key. */
export function removeCartItem(items: readonly CartLine[], key: string): CartLine[] {
  return items.filter((line) => cartItemKey(line) !== key).map(copyLine)
}

/**
 * The guest cart cookie: lines as `product.sku.count` or `product.sku.count.tour`, joined by `|`, with an
 * empty sku for a product without variants (`12..1`). Only digits, dots and pipes, which are all valid cookie
 * characters, so the value needs no URL-encoding and stays short. Lines with an id or count that is not a
 * positive safe integer are left out, and so is everything past `GUEST_CART_MAX_LINES` lines or
 * `GUEST_CART_MAX_COOKIE_LENGTH` characters (whole lines only): the UI should stop a guest before that.
 */
export function serializeGuestCart(items: readonly CartLine[]): string {
  const parts: string[] = []
  let length = 0
  for (const line of items) {
    if (parts.length === GUEST_CART_MAX_LINES) break
    if (!isValidLine(line)) continue
    const tour = line.tour == null ? '' : `.${line.tour}`
    const part = `${line.product}.${line.sku ?? ''}.${line.count}${tour}`
    const added = part.length + (parts.length > 0 ? 1 : 0)
    if (length + added > GUEST_CART_MAX_COOKIE_LENGTH) break
    parts.push(part)
    length += added
  }
  return parts.join('|')
}

const ENTRY = /^(\d{1,16})\.(\d{0,16})\.(\d{1,16})(?:\.(\d{1,16}))?$/

/**
 * Reads the guest cart cookie. The cookie comes from the browser, so this never throws: a missing or broken
 * value is an empty cart and a broken entry is skipped. A value that a framework URL-encoded anyway (`%7C`
 * for `|`) is decoded first. A key that appears twice is taken once (the first), and at most
 * `GUEST_CART_MAX_LINES` lines are read. A line without a tour has no `tour` property.
 */
export function parseGuestCart(value: string | undefined | null): CartLine[] {
  if (typeof value !== 'string') return []
  const lines: CartLine[] = []
  const seen = new Set<string>()
  for (const entry of decode(value).trim().split('|')) {
    if (lines.length === GUEST_CART_MAX_LINES) break
    const line = parseEntry(entry.trim())
    if (!line) continue
    const key = cartItemKey(line)
    if (seen.has(key)) continue
    seen.add(key)
    lines.push(line)
  }
  return lines
}

function parseEntry(entry: string): CartLine | null {
  const match = ENTRY.exec(entry)
  if (!match) return null
  const [, product, sku, count, tour] = match
  const line: CartLine = {
    product: Number(product),
    sku: sku ? Number(sku) : null,
    count: Number(count),
  }
  if (tour !== undefined) line.tour = Number(tour)
  return isValidLine(line) ? line : null
}

function decode(value: string): string {
  if (!value.includes('%')) return value
  try {
    return decodeURIComponent(value)
  } catch {
    return ''
  }
}

function isValidLine(line: CartLine): boolean {
  return (
    isId(line.product) &&
    (line.sku === null || isId(line.sku)) &&
    isId(line.count) &&
    (line.tour == null || isId(line.tour))
  )
}

function isId(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1
}

// A count as the cart stores it: a whole number of at least 1, or null for "remove the line".
function toCount(count: number): number | null {
  if (!Number.isFinite(count)) return null
  const whole = Math.trunc(count)
  return whole >= 1 ? whole : null
}

// Lines are copied so that a caller mutating the result never changes the array it passed in.
function copyLine(line: CartLine): CartLine {
  return { ...line }
}
