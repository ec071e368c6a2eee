import { randomUUID } from 'node:crypto'
import type { SubmissionResult } from '@conform-to/react'
import { data, redirect } from '@remix-run/node'
import type { Cart, CartItemInput, Customer, Outlet } from '@vitrina/api-client'
import { loyaltyCardNumber } from '@vitrina/domain/loyalty'
import { orderNextHref } from '@vitrina/domain/order-links'
import { orderMarketing } from '../../features/attribution/attribution.ts'
import { emptyCart } from '../../features/cart/cart.server.ts'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { type CardError, checkCardInput, checkFailure } from '../../features/checkout/checkout-cards.ts'
import { paymentForbidsBonuses } from '../../features/checkout/checkout-delivery.ts'
import { toOrderFailure } from '../../features/checkout/checkout-errors.ts'
import {
  applyIntent,
  type CheckoutIntent,
  type CheckoutValues,
  checkoutDraft,
  initialCheckoutValues,
  readCheckoutForm,
  readIntent,
} from '../../features/checkout/checkout-form-data.ts'
import { checkoutSubmission } from '../../features/checkout/checkout-form-schema.ts'
import { rejectedCodes } from '../../features/checkout/checkout-promo.ts'
import {
  type CheckoutProfile,
  cartItems,
  type FormErrorKey,
  type PromoError,
} from '../../features/checkout/checkout-types.ts'
import { POINTS_PAGE } from '../../features/checkout/checkout-view.ts'
import { loadPhoneRules } from '../../features/checkout/phone-rules.ts'
import { profilePatch } from '../../features/checkout/profile-patch.ts'
import { type StorefrontContext, storefrontContext } from '../../lib/context.server.ts'
import { cookiesFor, promoCodesCookie, readPromoCodes } from '../../lib/cookies.server.ts'
import { loginHref } from '../../lib/links.ts'
import { currentCustomer } from '../../lib/session.server.ts'

const NO_STORE = { 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL }
export const CHECKOUT_PATH = '/cart/delivery/'

/** What the page renders; the loader and every action answer carry it, so a round trip keeps all typed. */
export type CheckoutState = {
  values: CheckoutValues
  /**
   * The refused "Place order" as conform answers it (`submission.reply()`): each input's error codes by name
   * and every value as typed. Null on the page's first load and after round trips.
   */
  submission: SubmissionResult<string[]> | null
  formError: FormErrorKey | null
  promoError: PromoError | null
  cardError: CardError | null
  preview: Cart
  points: Outlet[]
  /** How many points match in all (the no-JavaScript pager pages through them). */
  pointsCount: number
}

/** The signed-in customer, or the redirect to sign in and come back (spec §6: checkout needs sign-in). */
async function requireCustomer(
  request: Request,
): Promise<{ context: StorefrontContext; customer: Customer }> {
  const context = await storefrontContext(request)
  const customer = await currentCustomer(context)
  if (!context.token || context.session.tokenRejected || !customer) {
    const headers = new Headers(NO_STORE)
    if (context.token) headers.append('Set-Cookie', await context.cookies.token.serialize('', { maxAge: 0 }))
    throw redirect(loginHref(CHECKOUT_PATH), { headers })
  }
  return { context, customer }
}

export function checkoutProfile(customer: Customer): CheckoutProfile {
  const { first_name, last_name, middle_name, phone, email, gender } = customer
  return { first_name, last_name, middle_name, phone, email, gender }
}

/** The priced preview (`save: false`) of these lines with these codes and the bonus choice. */
function previewCart(context: StorefrontContext, lines: CartItemInput[], codes: string[], bonuses: boolean) {
  return context.api.orders.updateCart({
    items: lines,
    promo_codes: [...codes],
    use_bonuses: bonuses,
    save: false,
  })
}

/**
 * Outlets, pickup points or parcel lockers of the pickup tab, searched, by distance when the position is known:
 * one page of `POINTS_PAGE` (the page's pager reaches every other one without JavaScript).
 */
async function loadPoints(
  context: StorefrontContext,
  values: CheckoutValues,
): Promise<{ points: Outlet[]; pointsCount: number }> {
  if (values.deliveryTab !== 'pickup') return { points: [], pointsCount: 0 }
  const position = values.position
  const page = await context.api.catalog.listOutlets({
    kind: values.pickupKind,
    ...(values.outletSearch.trim() ? { search: values.outletSearch.trim() } : {}),
    ...(position ? { lat: position.lat, lon: position.lon, ordering: 'distance' as const } : {}),
    ...(position ? {} : { ordering: 'popular' as const }),
    page: values.pointsPage,
    page_size: POINTS_PAGE,
  })
  return { points: page.results, pointsCount: page.count }
}

/** A page past the end (the list got shorter since it was rendered) shows the last page instead. */
async function loadPointsPage(context: StorefrontContext, values: CheckoutValues) {
  const loaded = await loadPoints(context, values)
  const last = Math.max(1, Math.ceil(loaded.pointsCount / POINTS_PAGE))
  if (loaded.points.length > 0 || values.pointsPage <= last) return { values, ...loaded }
  const back = { ...values, pointsPage: last }
  return { values: back, ...(await loadPoints(context, back)) }
}

/**
 * The checkout page: the saved cart priced with the applied promo codes (codes the server refuses are left
 * out, spec §8), the profile the form starts from, and a fresh Idempotency-Key for this page's order.
 */
export async function loadCheckoutPage(request: Request) {
  const { context, customer } = await requireCustomer(request)
  const cart = await context.api.orders.getCart()
  if (cart.items.length + cart.unavailable_items.length === 0) throw redirect('/cart/', { headers: NO_STORE })
  const lines = cartItems(cart)
  let codes = await readPromoCodes(request)
  let preview = cart
  let formError: FormErrorKey | null = null
  let promoError: PromoError | null = null
  try {
    preview = await previewCart(context, lines, codes, cart.use_bonuses)
    const refused = rejectedCodes(preview, codes)
    const rejected = new Set(refused.map((r) => r.code))
    if (refused[0]) {
      promoError = { code: refused[0].code, key: 'rejected', message: refused[0].message }
      codes = codes.filter((code) => !rejected.has(code))
      preview = await previewCart(context, lines, codes, cart.use_bonuses)
    }
  } catch (error) {
    console.error('checkout: pricing the cart failed', error)
    formError = 'checkout_details'
  }
  const profile = checkoutProfile(customer)
  const values = initialCheckoutValues(profile, {
    idempotencyKey: randomUUID(),
    lines,
    promoCodes: codes,
    useBonuses: preview.use_bonuses,
  })
  const state: CheckoutState = {
    values,
    submission: null,
    formError,
    promoError,
    cardError: null,
    preview,
    points: [],
    pointsCount: 0,
  }
  const { company } = context
  const settings = {
    // Offered directly on the payment step (issue #14); its points are spent through "Spend bonuses".
    bonusCard: company.cart_checkout_show_bonuses_switcher
      ? { number: loyaltyCardNumber(customer.id), balance: customer.bonus_balance }
      : null,
    showBonuses: company.cart_checkout_show_bonuses_switcher,
    showConsultant: company.cart_checkout_show_consultant,
    termsUrl: safeTermsUrl(company.terms_url),
  }
  return data({ ...state, profile, settings }, { headers: NO_STORE })
}

/**
 * Every post of the page. Round trips (delivery tab, outlet search, recalculation, removing a promo code)
 * answer the page state with the values as typed; placing validates with the checkout machine's rules,
 * creates the order with the page's Idempotency-Key and redirects to payment or success (`orderNextHref`).
 */
export async function checkoutAction(request: Request) {
  const { context, customer } = await requireCustomer(request)
  const form = await request.formData().catch(() => {
    throw data(null, { status: 400 })
  })
  const intent = readIntent(form)
  const checked = await checkAddedCard(
    context,
    applyIntent(readCheckoutForm(form, randomUUID), intent),
    intent,
  )
  const posted = checked.values
  // The browser may have checked phones by shape only (features/checkout/phone-rules.ts): here they get the full rules.
  await loadPhoneRules()
  const headers = new Headers(NO_STORE)
  if (readIntent(form).kind === 'remove-promo')
    headers.append('Set-Cookie', await promoCodesCookie(cookiesFor(request), posted.promoCodes))
  const profile = checkoutProfile(customer)
  let priced: { values: CheckoutValues; preview: Cart }
  try {
    priced = await priceCheckout(context, posted)
  } catch (error) {
    console.error('checkout: pricing the cart failed', error)
    return reply(
      {
        values: posted,
        submission: null,
        formError: 'checkout_details',
        promoError: null,
        cardError: checked.cardError,
        preview: emptyCart(),
        points: [],
        pointsCount: 0,
      },
      502,
    )
  }
  const { values, preview } = priced
  const listed = await loadPointsPage(context, values).catch(() => ({ values, points: [], pointsCount: 0 }))
  const state: CheckoutState = {
    values: listed.values,
    submission: null,
    formError: null,
    promoError: null,
    cardError: checked.cardError,
    preview,
    points: listed.points,
    pointsCount: listed.pointsCount,
  }
  if (intent.kind !== 'place')
    return reply(state, checked.cardError?.key === 'bonus_card' || !checked.cardError ? 200 : 400, headers)

  // conform on the operation's declared fields and the machine's rules (checkout-form-schema.ts).
  const placing = checkoutSubmission(form, {
    draft: checkoutDraft(values, profile, preview),
    consultant: values.consultant,
    address: values.address,
  })
  if (placing.status !== 'success') return reply({ ...state, submission: placing.reply() }, 400, headers)
  try {
    const order = await context.api.orders.createOrder(
      { ...placing.value, ...orderMarketing(request.headers.get('cookie')) },
      values.idempotencyKey,
    )
    const patch = profilePatch(profile, { ...values.customer, phone: profile.phone })
    if (patch)
      await context.api.auth.updateCustomer(customer.id, patch).catch((error: unknown) => {
        console.warn('checkout: saving the name to the profile failed', error)
      })
    // The codes are spent on this order; the cart itself was emptied by the API.
    headers.append('Set-Cookie', await promoCodesCookie(cookiesFor(request), []))
    return redirect(orderNextHref(order), { status: 303, headers })
  } catch (error) {
    const failure = toOrderFailure(error)
    console.warn('checkout: the order was refused', failure.kind, error instanceof Error ? error.message : '')
    const next: CheckoutValues = {
      ...values,
      idempotencyKey: failure.keepIdempotencyKey ? values.idempotencyKey : randomUUID(),
      paymentOptionId: failure.kind === 'delivery_unavailable' ? null : values.paymentOptionId,
    }
    const status = failure.keepIdempotencyKey ? 502 : 409
    const cardError = failure.card ? { barcode: '', key: failure.card } : null
    return reply({ ...state, values: next, formError: failure.toast, cardError }, status, headers)
  }
}

/**
 * The posted values priced. "Spend bonuses" left on before a method that forbids bonuses was chosen is turned
 * off first: the page shows it off, and the total and the order carry no bonuses.
 */
async function priceCheckout(
  context: StorefrontContext,
  values: CheckoutValues,
): Promise<{ values: CheckoutValues; preview: Cart }> {
  const preview = await previewCart(context, values.lines, values.promoCodes, values.useBonuses)
  if (!values.useBonuses || !paymentForbidsBonuses({ ...values, preview })) return { values, preview }
  const off = { ...values, useBonuses: false }
  return { values: off, preview: await previewCart(context, off.lines, off.promoCodes, false) }
}

/**
 * "Add card" without JavaScript: the typed number is checked by the API like the machine's `checkCard`; a gift
 * card joins the list, the customer's own bonus card switches "Spend bonuses" on, a refusal keeps what was typed.
 */
async function checkAddedCard(
  context: StorefrontContext,
  values: CheckoutValues,
  intent: CheckoutIntent,
): Promise<{ values: CheckoutValues; cardError: CardError | null }> {
  if (intent.kind !== 'add-card') return { values, cardError: null }
  const typed = values.cardInput
  const refused = checkCardInput(typed, values.cards)
  if (refused) return { values, cardError: { barcode: typed, key: refused } }
  try {
    const card = await context.api.loyalty.checkLoyaltyCard(typed)
    if (card.kind === 'bonus')
      return {
        values: { ...values, useBonuses: true, cardInput: '' },
        cardError: { barcode: card.barcode, key: 'bonus_card' },
      }
    const added = { barcode: card.barcode, balance: card.balance, expires: card.expires }
    return { values: { ...values, cards: [...values.cards, added], cardInput: '' }, cardError: null }
  } catch (error) {
    return { values, cardError: { barcode: typed, key: checkFailure(error) } }
  }
}

function reply(state: CheckoutState, status: number, headers: Headers = new Headers(NO_STORE)) {
  return data(state, { status, headers })
}

/** The offer's address from the tenant settings: an absolute http(s) URL or a site path, nothing else. */
function safeTermsUrl(url: string | null): string {
  return url && /^(https?:\/\/|\/(?!\/))/.test(url) ? url : ''
}
