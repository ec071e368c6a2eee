import { data, redirect } from '@remix-run/node'
import { cartCount, cartItemKey } from '@vitrina/domain/cart'
import { changeCart, loadCart } from '../../features/cart/cart.server.ts'
import { type CartReply, parseCartForm } from '../../features/cart/cart-form.ts'
import { cartView } from '../../features/cart/cart-view.ts'
import { isScriptSubmission } from '../../features/cart/script-marker.tsx'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { storefrontContext } from '../../lib/context.server.ts'

/** The cart is the shopper's own: no cache may keep it. */
const NO_STORE = { 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL }

/**
 * The cart page's data: priced lines keyed by the stored lines they change, or, when the API cannot price the
 * cart right now, the stored lines alone (spec §8: a cart fetch failure falls back to the guest items).
 */
export async function loadCartPage(request: Request) {
  const context = await storefrontContext(request)
  const loaded = await loadCart(context, request)
  if (!loaded.priced) {
    const raw = loaded.lines.map((line) => ({
      key: cartItemKey(line),
      product: line.product,
      sku: line.sku,
      count: line.count,
    }))
    return data({ priced: false as const, raw, count: cartCount(loaded.lines) }, { headers: NO_STORE })
  }
  const { cart } = loaded
  return data(
    {
      priced: true as const,
      ...cartView(loaded.lines, cart),
      count: cartCount(loaded.lines),
      totals: { subtotal: cart.subtotal, discount: cart.discount, total: cart.total },
    },
    { headers: NO_STORE },
  )
}

/**
 * Sets a line's count or removes it; a bad count comes back as a field error with the typed value (400).
 * Success answers the fetcher, or redirects a no-JavaScript post back to the cart.
 */
export async function changeCartAction(request: Request) {
  const context = await storefrontContext(request)
  const form = Object.fromEntries(await request.formData().catch(badRequest))
  const parsed = parseCartForm(form)
  if (!parsed.ok) {
    if (parsed.key === null) throw data(null, { status: 400 })
    const reply: CartReply = { ok: false, key: parsed.key, errors: parsed.errors, values: parsed.values }
    return data(reply, { status: 400, headers: NO_STORE })
  }
  const { change } = parsed
  try {
    const setCookie = await changeCart(context, request, change)
    const headers = setCookie ? { ...NO_STORE, 'Set-Cookie': setCookie } : NO_STORE
    // Without JavaScript: back to the cart (PRG), whose loaders then read the new cookie.
    if (!isScriptSubmission(form)) return redirect('/cart/', { status: 303, headers })
    const reply: CartReply = { ok: true, key: change.key }
    return data(reply, { headers })
  } catch (error) {
    console.error('cart: saving the cart failed', error)
    const count = change.intent === 'set-count' ? String(change.count) : ''
    const reply: CartReply = { ok: false, key: change.key, errors: {}, values: { count }, failed: true }
    return data(reply, { status: 502, headers: NO_STORE })
  }
}

// A body that is not a form (a forged or broken request) is the client's error, not a 500.
function badRequest(): never {
  throw data(null, { status: 400 })
}
