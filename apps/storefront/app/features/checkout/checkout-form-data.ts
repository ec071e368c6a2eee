/**
 * The checkout page's form without JavaScript (spec §2, §5): what a post carries, read into plain values that
 * go back to the page as typed, and turned into the machine's context so the SAME rules decide
 * (`validateCheckout`, `buildOrderRequest`, `profilePatch` of this folder). Nothing here talks to the API.
 */
import type { Cart, CartItemInput as CartItem } from '@vitrina/api-client'
import { CartItemInput } from '@vitrina/api-client/schemas'
import { parsePromoCodes } from '@vitrina/domain/promo'
import { parseCoordinate } from '@vitrina/domain/regions'
import * as v from 'valibot'
import { type CheckoutCard, parseCards, withoutCard } from './checkout-cards.ts'
import type { PlaceDraft } from './checkout-place-order.ts'
import {
  type CheckoutEvent,
  type CheckoutProfile,
  type DeliveryTab,
  EMPTY_ADDRESS,
  type Gender,
  type PickupKind,
} from './checkout-types.ts'
import { deliveryChoice, withoutPromoCode } from './checkout-updates.ts'

/** What the form holds, as typed: returned by the action so a round trip never loses anything. */
export interface CheckoutValues {
  idempotencyKey: string
  /**
   * The cart lines and promo codes the page was rendered with. The order is built from them, not from the
   * cart as it is when the post arrives: a replayed post (double submit, retry, back button) then sends the
   * very same body with the same key, and the API answers the first order again instead of refusing.
   */
  lines: CartItem[]
  promoCodes: string[]
  customer: { first_name: string; last_name: string; middle_name: string; email: string; gender: Gender }
  recipient: { enabled: boolean; first_name: string; last_name: string; phone: string }
  deliveryTab: DeliveryTab
  pickupKind: PickupKind
  address: Record<'city' | 'street' | 'house' | 'entrance' | 'flat' | 'floor' | 'comment', string>
  outletId: number | null
  pickupPointId: number | null
  paymentOptionId: string | null
  useBonuses: boolean
  offerAccepted: boolean
  consultant: { enabled: boolean; phone: string }
  outletSearch: string
  /** The shopper's position, when the browser shared it (outlets are then sorted by distance). */
  position: { lat: number; lon: number } | null
  /** Gift cards checked and spent with the order (a hidden field without JavaScript). */
  cards: CheckoutCard[]
  /** The card number being typed (kept as typed when the check refuses it). */
  cardInput: string
  /** The page of the pickup tab's list without JavaScript (1-based; `POINTS_PAGE` points a page). */
  pointsPage: number
}

/** What the post asks for: place the order, or a round trip that only changes the view. */
export type CheckoutIntent =
  | { kind: 'place' }
  /** A tab button; the courier tab names no pickup kind (the chosen kind and point stay, as on the live page). */
  | { kind: 'delivery'; tab: DeliveryTab; pickupKind?: PickupKind }
  | { kind: 'search-outlets' }
  | { kind: 'refresh' }
  | { kind: 'remove-promo'; code: string }
  | { kind: 'add-card' }
  | { kind: 'remove-card'; barcode: string }
  | { kind: 'points-page'; page: number }

const ID = v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number))
const PAGE = v.pipe(v.string(), v.regex(/^\d{1,4}$/), v.transform(Number), v.minValue(1))
const KEY = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{8,64}$/))
const LINES = v.pipe(v.array(CartItemInput), v.maxLength(200))
const MAX_PROMO_CODES = 10

type Form = { get(name: string): FormDataEntryValue | null }

function text(form: Form, name: string, max = 200): string {
  const value = form.get(name)
  return typeof value === 'string' ? value.slice(0, max) : ''
}

function parsed<T>(schema: v.GenericSchema<string, T>, value: string): T | null {
  const result = v.safeParse(schema, value)
  return result.success ? result.output : null
}

/** The intent of the button that sent the form; an unknown one is read as placing the order. */
export function readIntent(form: Form): CheckoutIntent {
  const intent = text(form, 'intent', 80)
  if (intent === 'delivery:courier') return { kind: 'delivery', tab: 'courier' }
  if (intent === 'delivery:outlet') return { kind: 'delivery', tab: 'pickup', pickupKind: 'outlet' }
  if (intent === 'delivery:pickup_point')
    return { kind: 'delivery', tab: 'pickup', pickupKind: 'pickup_point' }
  if (intent === 'delivery:parcel_locker')
    return { kind: 'delivery', tab: 'pickup', pickupKind: 'parcel_locker' }
  if (intent === 'search-outlets') return { kind: 'search-outlets' }
  if (intent === 'refresh') return { kind: 'refresh' }
  if (intent.startsWith('remove-promo:')) return { kind: 'remove-promo', code: intent.slice(13) }
  if (intent === 'add-card') return { kind: 'add-card' }
  if (intent.startsWith('remove-card:')) return { kind: 'remove-card', barcode: intent.slice(12) }
  const page = /^points-page:(\d{1,4})$/.exec(intent)?.[1]
  if (page !== undefined && Number(page) >= 1) return { kind: 'points-page', page: Number(page) }
  return { kind: 'place' }
}

/**
 * The values of a post. A missing or malformed idempotency key is replaced by `newKey()` (a forged form must
 * not pick another shopper's key format; a lost one only costs the replay protection of this attempt).
 */
export function readCheckoutForm(form: Form, newKey: () => string): CheckoutValues {
  const tab = text(form, 'delivery_tab') === 'pickup' ? 'pickup' : 'courier'
  const kind = text(form, 'pickup_kind')
  const gender = text(form, 'gender')
  // A missing or blank field is an unknown position (not 0,0), so distances come from the region's centre.
  const lat = parseCoordinate(text(form, 'lat', 30), 'latitude')
  const lon = parseCoordinate(text(form, 'lon', 30), 'longitude')
  return {
    idempotencyKey: parsed(KEY, text(form, 'idempotency_key', 64)) ?? newKey(),
    lines: readLines(text(form, 'cart_lines', 40_000)),
    promoCodes: parsePromoCodes(text(form, 'promo_codes', 1000)).slice(0, MAX_PROMO_CODES),
    customer: {
      first_name: text(form, 'first_name'),
      last_name: text(form, 'last_name'),
      middle_name: text(form, 'middle_name'),
      email: text(form, 'email', 254),
      gender: gender === 'female' || gender === 'male' ? gender : null,
    },
    recipient: {
      enabled: form.get('recipient_enabled') === 'on',
      first_name: text(form, 'recipient_first_name'),
      last_name: text(form, 'recipient_last_name'),
      phone: text(form, 'recipient_phone', 40),
    },
    deliveryTab: tab,
    pickupKind: kind === 'pickup_point' || kind === 'parcel_locker' ? kind : 'outlet',
    address: {
      city: text(form, 'city'),
      street: text(form, 'street'),
      house: text(form, 'house', 50),
      entrance: text(form, 'entrance', 10),
      flat: text(form, 'flat', 20),
      floor: text(form, 'floor', 10),
      comment: text(form, 'comment', 500),
    },
    outletId: parsed(ID, text(form, 'outlet', 20)),
    pickupPointId: parsed(ID, text(form, 'pickup_point', 20)),
    paymentOptionId: text(form, 'payment', 64) || null,
    useBonuses: form.get('use_bonuses') === 'on',
    offerAccepted: form.get('offer') === 'on',
    consultant: { enabled: form.get('consultant') === 'on', phone: text(form, 'consultant_phone', 40) },
    outletSearch: text(form, 'outlet_search', 100),
    position: lat !== null && lon !== null ? { lat, lon } : null,
    cards: parseCards(text(form, 'cards', 2000)),
    cardInput: text(form, 'card_barcode', 64),
    pointsPage: parsed(PAGE, text(form, 'points_page', 5)) ?? 1,
  }
}

function readLines(json: string): CartItem[] {
  try {
    const result = v.safeParse(LINES, JSON.parse(json))
    return result.success ? result.output : []
  } catch {
    return []
  }
}

/** The round-trip events of the machine a post stands for: the very events the live page sends for the same click. */
export type RoundTripEvent = Extract<
  CheckoutEvent,
  { type: 'delivery.tab' | 'pickup.kind' | 'promo.remove' | 'card.remove' }
>

export function intentEvents(intent: CheckoutIntent): RoundTripEvent[] {
  if (intent.kind === 'remove-promo') return [{ type: 'promo.remove', code: intent.code }]
  if (intent.kind === 'remove-card') return [{ type: 'card.remove', barcode: intent.barcode }]
  if (intent.kind !== 'delivery') return []
  const tab: RoundTripEvent = { type: 'delivery.tab', tab: intent.tab }
  return intent.pickupKind ? [tab, { type: 'pickup.kind', kind: intent.pickupKind }] : [tab]
}

/**
 * A round trip on the machine's rules: the post's events applied with the transition functions the machine's
 * actions call (`deliveryChoice`, `withoutPromoCode` in checkout-updates.ts, `withoutCard` in checkout-cards.ts),
 * never a rule of its own. The outlet search and the no-JS pickup list's page are the page's view state (the
 * live page's finder is not in the machine either): a new tab or search starts them again.
 */
export function applyIntent(values: CheckoutValues, intent: CheckoutIntent): CheckoutValues {
  if (intent.kind === 'points-page') return { ...values, pointsPage: intent.page }
  if (intent.kind === 'search-outlets') return { ...values, pointsPage: 1 }
  let state = values
  for (const event of intentEvents(intent)) state = roundTrip(state, event)
  return intent.kind === 'delivery' ? { ...state, pointsPage: 1 } : state
}

function roundTrip(state: CheckoutValues, event: RoundTripEvent): CheckoutValues {
  switch (event.type) {
    case 'promo.remove':
      return { ...state, promoCodes: withoutPromoCode(state.promoCodes, event.code) }
    case 'delivery.tab':
      return { ...state, ...deliveryChoice(state, { deliveryTab: event.tab }), outletSearch: '' }
    case 'pickup.kind':
      return { ...state, ...deliveryChoice(state, { pickupKind: event.kind }), outletSearch: '' }
    case 'card.remove':
      return { ...state, cards: withoutCard(state.cards, event.barcode) }
  }
}

/** The values a fresh page starts from: the profile's name and email, courier delivery, nothing chosen. */
export function initialCheckoutValues(
  profile: CheckoutProfile,
  start: { idempotencyKey: string; lines: CartItem[]; promoCodes: string[]; useBonuses: boolean },
): CheckoutValues {
  return {
    ...start,
    customer: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      middle_name: profile.middle_name,
      email: profile.email,
      gender: profile.gender,
    },
    recipient: { enabled: false, first_name: '', last_name: '', phone: '' },
    deliveryTab: 'courier',
    pickupKind: 'outlet',
    address: { city: '', street: '', house: '', entrance: '', flat: '', floor: '', comment: '' },
    outletId: null,
    pickupPointId: null,
    paymentOptionId: null,
    offerAccepted: false,
    consultant: { enabled: false, phone: '' },
    outletSearch: '',
    position: null,
    cards: [],
    cardInput: '',
    pointsPage: 1,
  }
}

/** The machine's view of a post: the shape its validation and order-request builder take. */
export function checkoutDraft(values: CheckoutValues, profile: CheckoutProfile, preview: Cart): PlaceDraft {
  return {
    customer: { ...values.customer, phone: profile.phone },
    recipient: values.recipient,
    deliveryTab: values.deliveryTab,
    pickupKind: values.pickupKind,
    address: { ...EMPTY_ADDRESS, ...values.address },
    outletId: values.outletId,
    pickupPointId: values.pickupPointId,
    paymentOptionId: values.paymentOptionId,
    offerAccepted: values.offerAccepted,
    preview,
    useBonuses: values.useBonuses,
    promoCodes: [...values.promoCodes],
    cards: [...values.cards],
  }
}
