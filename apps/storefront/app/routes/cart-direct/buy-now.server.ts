import { data, redirect } from '@remix-run/node'
import { buyNowPreview, parseBuyNowItem, putInCart } from '../../features/cart/buy-now.server.ts'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { storefrontContext } from '../../lib/context.server.ts'

const NO_STORE = { 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL }
/** Checkout starts at the delivery step and takes the cart. */
const CHECKOUT = '/cart/delivery/'

/** The "buy now" page: the item of `?product=&sku=` priced alone; an unknown item is a 404. */
export async function loadBuyNow(request: Request) {
  const item = parseBuyNowItem(Object.fromEntries(new URL(request.url).searchParams))
  if (!item) throw data(null, { status: 404 })
  const context = await storefrontContext(request)
  // A company that hides fast order (is_fast_order_hidden) has no "buy now" page at all.
  if (context.company.is_fast_order_hidden) throw data(null, { status: 404 })
  const preview = await buyNowPreview(context, request, item)
  if (!preview) throw data(null, { status: 404 })
  return data({ item, ...preview }, { headers: NO_STORE })
}

/**
 * Puts the item into the cart and continues to checkout (303). An item that cannot be sold right now goes
 * back to this page, which says so; a full guest cart goes to the cart. A failed cart update is logged and
 * shows no message (spec §8): the page stays as it was.
 */
export async function buyNowAction(request: Request) {
  const form = Object.fromEntries(await request.formData().catch(() => new FormData()))
  const item = parseBuyNowItem(form)
  if (!item) throw data(null, { status: 400 })
  const context = await storefrontContext(request)
  if (context.company.is_fast_order_hidden) throw data(null, { status: 404 })
  const self = `/cart/direct/?${new URLSearchParams({ product: String(item.product), sku: String(item.sku ?? '') })}`
  try {
    const preview = await buyNowPreview(context, request, item)
    if (!preview) return data(null, { status: 404, headers: NO_STORE })
    if (!preview.available) return redirect(self, { status: 303, headers: NO_STORE })
    const result = await putInCart(context, request, item, preview.line.stock)
    if (!result.ok)
      return redirect(result.reason === 'full' ? '/cart/' : self, { status: 303, headers: NO_STORE })
    const headers = new Headers(NO_STORE)
    if (result.setCookie) headers.append('Set-Cookie', result.setCookie)
    return redirect(CHECKOUT, { status: 303, headers })
  } catch (error) {
    console.error('cart/direct: putting the item into the cart failed', error)
    return data(null, { status: 502, headers: NO_STORE })
  }
}
