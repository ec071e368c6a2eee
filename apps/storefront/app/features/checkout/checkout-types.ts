/**
 * The data of the checkout machine (checkout.machine.ts): what the shopper types and picks, the last priced
 * cart, errors and the order. Kept apart from the machine so the pure helpers (validation, order request,
 * profile patch) can be tested without XState.
 */
import type { AddressSuggestion, Cart, CartItemInput, Customer, Order } from '@vitrina/api-client'
import { normalizePromoCode, promoApplyOutcome } from '@vitrina/domain/promo'
import type { ValidationMessageKey } from '@vitrina/domain/validation'
import type { CardError, CheckoutCard } from './checkout-cards.ts'

export type DeliveryTab = 'courier' | 'pickup'
export type PickupKind = 'outlet' | 'pickup_point' | 'parcel_locker'
export type Gender = 'female' | 'male' | null

/** What the account knows about the shopper: the form starts from it and is compared with it on success. */
export type CheckoutProfile = Pick<
  Customer,
  'first_name' | 'last_name' | 'middle_name' | 'phone' | 'email'
> & {
  gender: Gender
}

/** The customer block; the phone comes from the account and cannot be edited (spec §5). */
export type CheckoutCustomer = CheckoutProfile
export type CustomerField = 'first_name' | 'last_name' | 'middle_name' | 'email'

export interface CheckoutRecipient {
  enabled: boolean
  first_name: string
  last_name: string
  phone: string
}
export type RecipientField = 'first_name' | 'last_name' | 'phone'

/** The courier address as typed or filled from a suggestion or a map pick (spec §3 "Address as entered"). */
export interface CheckoutAddress {
  city: string
  settlement: string
  street: string
  house: string
  entrance: string
  flat: string
  floor: string
  comment: string
  postal: string
  fias_id: string
  city_fias_id: string
  settlement_fias_id: string
  street_fias_id: string
  house_fias_id: string
  latitude: number | null
  longitude: number | null
}
export type AddressField = 'city' | 'street' | 'house' | 'entrance' | 'flat' | 'floor' | 'comment'

/** Keys of field errors: `customer.first_name`, `recipient.phone`, `address`, `payment`, … */
export type CheckoutField =
  | `customer.${'first_name' | 'last_name' | 'phone' | 'email'}`
  | `recipient.${RecipientField}`
  | 'items'
  | 'address'
  | 'outlet'
  | 'pickup_point'
  | 'payment'
  | 'consent'

/** Message keys the UI translates: the domain's validation keys plus the checkout's own. */
export type CheckoutErrorKey =
  | ValidationMessageKey
  | 'address_incomplete'
  | 'no_delivery'
  | 'address_not_found'
  | 'geocode_failed'
  | 'items_unavailable'
export type CheckoutFieldErrors = Partial<Record<CheckoutField, CheckoutErrorKey>>

/** The checkout toasts of spec §8. */
export type FormErrorKey =
  | 'order_failed'
  | 'delivery_unavailable'
  | 'items_unavailable'
  | 'checkout_details'
  | 'too_many_unpaid'
  | 'card_rejected'

/** A promo code refused before (input rules) or by the server (`apply_result` error or missing). */
export type PromoError =
  | { code: string; key: 'required' | 'already_applied' }
  | { code: string; key: 'rejected'; message: string | null }

export interface CheckoutErrors {
  fields: CheckoutFieldErrors
  form: FormErrorKey | null
  promo: PromoError | null
  /** Field errors as the API sent them when it refused the order for a reason the form does not model. */
  server: Record<string, string[]>
}

export interface CheckoutInput {
  /** The priced cart the page was loaded with; the machine re-prices it at once with the promo codes. */
  cart: Cart
  profile: CheckoutProfile
  /** Codes kept in local storage (spec §9); joined with the codes the loaded cart accepted. */
  promoCodes?: readonly string[]
  useBonuses?: boolean
  /** Gift cards already checked (a page rendered after a no-JavaScript round trip). */
  cards?: readonly CheckoutCard[]
  /** A fresh Idempotency-Key; injected so tests are deterministic (convention: inject ids). */
  newIdempotencyKey: () => string
}

export interface CheckoutContext {
  profile: CheckoutProfile
  customer: CheckoutCustomer
  recipient: CheckoutRecipient
  deliveryTab: DeliveryTab
  pickupKind: PickupKind
  address: CheckoutAddress
  outletId: number | null
  pickupPointId: number | null
  paymentOptionId: string | null
  useBonuses: boolean
  /** Codes the server accepted; sent with every preview and with the order. */
  promoCodes: string[]
  /** The code being tried by the running preview; kept only if the server answers `ok` for it. */
  pendingPromoCode: string | null
  /** Gift cards checked and spent with the order, in the order added (checkout-cards.ts). */
  cards: CheckoutCard[]
  /** The barcode being checked; added only if the API accepts it. */
  pendingCard: string | null
  /** The last card refused (or the note that the bonus card was switched on). */
  cardError: CardError | null
  offerAccepted: boolean
  /** Every line of the cart (available or not), sent with each preview. */
  items: CartItemInput[]
  /** The last priced cart: totals, available lines and `delivery_payment_options`. */
  preview: Cart
  errors: CheckoutErrors
  idempotencyKey: string | null
  order: Order | null
  newIdempotencyKey: () => string
}

export type CheckoutEvent =
  | { type: 'customer.change'; field: CustomerField; value: string }
  | { type: 'customer.gender'; gender: Gender }
  | { type: 'recipient.toggle' }
  | { type: 'recipient.change'; field: RecipientField; value: string }
  | { type: 'delivery.tab'; tab: DeliveryTab }
  | { type: 'pickup.kind'; kind: PickupKind }
  | { type: 'address.change'; field: AddressField; value: string }
  | { type: 'address.choose'; suggestion: AddressSuggestion }
  | { type: 'address.pick'; lat: number; lon: number }
  | { type: 'outlet.select'; id: number }
  | { type: 'pickup-point.select'; id: number }
  | { type: 'payment.select'; id: string }
  | { type: 'bonuses.toggle' }
  | { type: 'promo.apply'; code: string }
  | { type: 'promo.remove'; code: string }
  | { type: 'card.add'; barcode: string }
  | { type: 'card.remove'; barcode: string }
  | { type: 'consent.toggle' }
  | { type: 'order.place' }
  | { type: 'order.retry' }
  | { type: 'error.dismiss' }
  | { type: 'checkout.refresh' }

export const EMPTY_ADDRESS: CheckoutAddress = {
  city: '',
  settlement: '',
  street: '',
  house: '',
  entrance: '',
  flat: '',
  floor: '',
  comment: '',
  postal: '',
  fias_id: '',
  city_fias_id: '',
  settlement_fias_id: '',
  street_fias_id: '',
  house_fias_id: '',
  latitude: null,
  longitude: null,
}

/** Every line of the cart in the short form the API takes (available and unavailable alike). */
export function cartItems(cart: Cart): CartItemInput[] {
  return [...cart.items, ...cart.unavailable_items].map((line) => ({
    product: line.product.id,
    sku: line.sku?.id ?? null,
    count: line.count,
    tour: line.tour,
  }))
}

export function initialCheckoutContext(input: CheckoutInput): CheckoutContext {
  return {
    profile: input.profile,
    customer: { ...input.profile },
    recipient: { enabled: false, first_name: '', last_name: '', phone: '' },
    deliveryTab: 'courier',
    pickupKind: 'outlet',
    address: EMPTY_ADDRESS,
    outletId: null,
    pickupPointId: null,
    paymentOptionId: null,
    useBonuses: input.useBonuses ?? input.cart.use_bonuses,
    promoCodes: initialPromoCodes(input),
    pendingPromoCode: null,
    cards: [...(input.cards ?? [])],
    pendingCard: null,
    cardError: null,
    offerAccepted: false,
    items: cartItems(input.cart),
    preview: input.cart,
    errors: { fields: {}, form: null, promo: null, server: {} },
    idempotencyKey: null,
    order: null,
    newIdempotencyKey: input.newIdempotencyKey,
  }
}

function initialPromoCodes(input: CheckoutInput): string[] {
  const accepted = input.cart.promotions
    .filter((p) => promoApplyOutcome(p.promotion_code.apply_result).ok)
    .map((p) => p.promotion_code.code)
  const codes = [...(input.promoCodes ?? []), ...accepted].map(normalizePromoCode).filter((c) => c !== '')
  return [...new Set(codes)]
}
