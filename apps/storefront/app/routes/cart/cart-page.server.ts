import { data, redirect } from '@remix-run/node'
import { cartCount, cartItemKey } from '@vitrina/domain/cart'
import { changeCart, loadCart } from '../../features/cart/cart.server.ts'
import { type CartReply, parseCartForm } from '../../features/cart/cart-form.ts'
import { readCartOptions } from '../../features/cart/cart-options.server.ts'
import { cartOptionsView } from '../../features/cart/cart-options-view.ts'
import { changeCartOptions } from '../../features/cart/cart-promo.server.ts'
import {
  type CartOptionsReply,
  isCartOptionsForm,
  parseCartOptionsForm,
  promoFieldError,
} from '../../features/cart/cart-promo-form.ts'
import { cartSignature } from '../../features/cart/cart-sync-rules.ts'
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
  const options = await readCartOptions(context, request)
  const loaded = await loadCart(context, request, options)
  if (!loaded.priced) {
    const raw = loaded.lines.map((line) => ({
      key: cartItemKey(line),
      product: line.product,
      sku: line.sku,
      count: line.count,
    }))
    const signature = cartSignature({ lines: raw, promoCodes: options.promoCodes, useBonuses: false })
    return data(
      {
        priced: false as const,
        raw,
        count: cartCount(loaded.lines),
        promoCodes: options.promoCodes,
        cartSignature: signature,
      },
      { headers: NO_STORE },
    )
  }
  const { cart } = loaded
  const view = cartView(loaded.lines, cart)
  const optionsView = cartOptionsView(cart, options, {
    bonusSwitch: context.company.cart_checkout_show_bonuses_switcher && Boolean(context.token),
  })
  // What the frame's tab sync compares (features/cart/cart-sync): every line, the codes and the bonus choice.
  const signature = cartSignature({
    lines: [...view.items, ...view.unavailable, ...view.missing],
    promoCodes: optionsView.promoCodes,
    useBonuses: optionsView.bonuses?.use ?? false,
  })
  return data(
    {
      priced: true as const,
      ...view,
      count: cartCount(loaded.lines),
      totals: {
        subtotal: cart.subtotal,
        discount: cart.discount,
        bonus: cart.bonus_discount_amount,
        total: cart.total,
      },
      ...optionsView,
      cartSignature: signature,
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
  const formData = await request.formData().catch(badRequest)
  const form = Object.fromEntries(formData)
  if (isCartOptionsForm(form)) return changeOptionsAction(request, formData)
  const parsed = parseCartForm(formData)
  if (!parsed.ok) {
    if (parsed.key === null) throw data(null, { status: 400 })
    const reply: CartReply = { ok: false, key: parsed.key, result: parsed.result }
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
    const reply: CartReply = { ok: false, key: change.key, result: parsed.result, failed: true }
    return data(reply, { status: 502, headers: NO_STORE })
  }
}

/**
 * Promo codes and the bonus switch: the new options go into cookies; a refused code answers its error with
 * the typed value (400) and changes nothing. Success answers the fetcher, or redirects a plain post back.
 */
async function changeOptionsAction(request: Request, formData: FormData) {
  const context = await storefrontContext(request)
  const parsed = parseCartOptionsForm(formData)
  if (!parsed.ok) {
    if (!parsed.field) throw data(null, { status: 400 })
    const reply: CartOptionsReply = { intent: 'apply-promo', ok: false, result: parsed.result }
    return data(reply, { status: 400, headers: NO_STORE })
  }
  const { change, submission } = parsed
  const typed = change.intent === 'apply-promo'
  try {
    const result = await changeCartOptions(context, request, change)
    if (!result.ok) {
      const error = promoFieldError(result.error, result.message)
      const reply: CartOptionsReply = {
        intent: change.intent,
        ok: false,
        result: typed ? submission.reply({ fieldErrors: error ? { code: [error] } : {} }) : null,
      }
      return data(reply, { status: 400, headers: NO_STORE })
    }
    const headers = new Headers(NO_STORE)
    for (const cookie of result.setCookies) headers.append('Set-Cookie', cookie)
    if (!isScriptSubmission(Object.fromEntries(formData))) return redirect('/cart/', { status: 303, headers })
    const reply: CartOptionsReply = {
      intent: change.intent,
      ok: true,
      promoCodes: result.options.promoCodes,
      // An applied code empties the field for the next one.
      result: typed ? submission.reply({ resetForm: true }) : null,
    }
    return data(reply, { headers })
  } catch (error) {
    // Spec §8: a failed cart update is logged; the form says only that it did not work.
    console.error('cart: changing promo codes or bonuses failed', error)
    const reply: CartOptionsReply = {
      intent: change.intent,
      ok: false,
      result: typed ? submission.reply() : null,
    }
    return data(reply, { status: 502, headers: NO_STORE })
  }
}

// A body that is not a form (a forged or broken request) is the client's error, not a 500.
function badRequest(): never {
  throw data(null, { status: 400 })
}
