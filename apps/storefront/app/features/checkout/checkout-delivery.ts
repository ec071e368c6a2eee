/**
 * Delivery and address rules of the checkout, as pure functions of the machine's context. The rules
 * themselves (delivery types, what a complete address is) live in @vitrina/domain; this only applies them.
 */
import type { AddressSuggestion, Cart, DeliveryPaymentOption } from '@vitrina/api-client'
import { isCompleteAddress } from '@vitrina/domain/address'
import { type DeliveryType, toDeliveryType } from '@vitrina/domain/delivery'
import type {
  AddressField,
  CheckoutAddress,
  CheckoutContext,
  DeliveryTab,
  PickupKind,
} from './checkout-types.ts'

type DeliveryChoice = { deliveryTab: DeliveryTab; pickupKind: PickupKind }

/** Courier is DELIVERY; an outlet is PICKUP; pickup points and parcel lockers are both PICKUP_POINT. */
export function deliveryTypeOf(choice: DeliveryChoice): DeliveryType {
  if (choice.deliveryTab === 'courier') return 'DELIVERY'
  return choice.pickupKind === 'outlet' ? 'PICKUP' : 'PICKUP_POINT'
}

/** The payment methods the priced cart offers for a delivery type. */
export function paymentOptionsFor(cart: Cart, type: DeliveryType): DeliveryPaymentOption[] {
  return cart.delivery_payment_options.filter((option) => toDeliveryType(option.delivery_type) === type)
}

/** The chosen payment method, if the last preview still offers it for the chosen delivery. */
export function selectedPaymentOption(
  context: Pick<CheckoutContext, 'preview' | 'paymentOptionId' | 'deliveryTab' | 'pickupKind'>,
): DeliveryPaymentOption | undefined {
  return paymentOptionsFor(context.preview, deliveryTypeOf(context)).find(
    (option) => option.id === context.paymentOptionId,
  )
}

/**
 * Whether the chosen payment method forbids paying with bonuses (its option's `can_use_bonuses`): the switch
 * then shows off and disabled with the reason, and neither the preview nor the order spends bonuses.
 */
export function paymentForbidsBonuses(
  context: Pick<CheckoutContext, 'preview' | 'paymentOptionId' | 'deliveryTab' | 'pickupKind'>,
): boolean {
  const option = selectedPaymentOption(context)
  return option !== undefined && !option.can_use_bonuses
}

/** "No delivery to the address" (spec §8): the courier tab, a complete address, no courier option priced. */
export function hasNoDeliveryToAddress(
  context: Pick<CheckoutContext, 'preview' | 'address' | 'deliveryTab'>,
): boolean {
  return (
    context.deliveryTab === 'courier' &&
    isCompleteAddress(context.address) &&
    paymentOptionsFor(context.preview, 'DELIVERY').length === 0
  )
}

/**
 * A typed change of one address field. Changing the locality, street or house makes the ids and the point
 * of the previous suggestion wrong, so those are dropped (the courier would be sent to the old house).
 */
export function editAddressField(
  address: CheckoutAddress,
  field: AddressField,
  value: string,
): CheckoutAddress {
  const next = { ...address, [field]: value }
  if (field !== 'city' && field !== 'street' && field !== 'house') return next
  const point = { fias_id: '', house_fias_id: '', postal: '', latitude: null, longitude: null }
  if (field === 'house') return { ...next, ...point }
  if (field === 'street') return { ...next, ...point, street_fias_id: '' }
  return { ...next, ...point, street_fias_id: '', city_fias_id: '', settlement: '', settlement_fias_id: '' }
}

/**
 * The address filled from a suggestion or a reverse geocode hit. The shopper's entrance, flat, floor and
 * comment are kept: the service knows buildings, not doors.
 */
export function addressFromSuggestion(
  address: CheckoutAddress,
  suggestion: AddressSuggestion,
): CheckoutAddress {
  const data = suggestion.data
  return {
    ...address,
    city: data.city ?? '',
    settlement: text(data.settlement),
    street: data.street ?? '',
    house: data.house ?? '',
    postal: text(data.postal_code),
    fias_id: text(data.fias_id),
    city_fias_id: data.city_fias_id ?? '',
    settlement_fias_id: data.settlement_fias_id ?? '',
    street_fias_id: data.street_fias_id ?? '',
    house_fias_id: text(data.house_fias_id),
    latitude: coordinate(data.geo_lat),
    longitude: coordinate(data.geo_lon),
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

function coordinate(value: string | null): number | null {
  if (value === null || value.trim() === '') return null
  const number = Number(value)
  return Number.isFinite(number) ? number : null
}
