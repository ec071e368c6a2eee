import { expect, test } from 'vitest'
import {
  addressFromSuggestion,
  deliveryTypeOf,
  editAddressField,
  hasNoDeliveryToAddress,
  paymentForbidsBonuses,
  paymentOptionsFor,
  selectedPaymentOption,
} from './checkout-delivery.ts'
import { aCart, allOptions, aSuggestion } from './checkout-test-factories.ts'
import { EMPTY_ADDRESS } from './checkout-types.ts'

test.each([
  ['courier', 'outlet', 'DELIVERY'],
  ['courier', 'parcel_locker', 'DELIVERY'],
  ['pickup', 'outlet', 'PICKUP'],
  ['pickup', 'pickup_point', 'PICKUP_POINT'],
  ['pickup', 'parcel_locker', 'PICKUP_POINT'],
] as const)('the %s tab with %s is %s', (deliveryTab, pickupKind, type) => {
  expect(deliveryTypeOf({ deliveryTab, pickupKind })).toBe(type)
})

test('payment options are filtered by delivery type, PICKUP_NOW counting as PICKUP', () => {
  const [first] = allOptions()
  const pickupNow = { ...first, id: 'NOW', delivery_type: 'PICKUP_NOW' } as unknown as NonNullable<
    typeof first
  >
  const cart = aCart({ delivery_payment_options: [...allOptions(), pickupNow] })
  expect(paymentOptionsFor(cart, 'PICKUP').map((o) => o.id)).toEqual(['PICKUP:online', 'PICKUP:cash', 'NOW'])
  expect(paymentOptionsFor(cart, 'VIRTUAL')).toEqual([])
})

test('a shop that takes no cash: its cart offers none, and a cash choice made before is dropped', () => {
  // The API leaves the cash choices out of the cart of a company without `cash` in its payment_methods.
  const preview = aCart({
    delivery_payment_options: allOptions().filter((o) => o.payment_type.type !== 'cash'),
  })
  expect(paymentOptionsFor(preview, 'DELIVERY').map((o) => o.id)).toEqual(['DELIVERY:online'])
  expect(paymentOptionsFor(preview, 'PICKUP').map((o) => o.id)).toEqual(['PICKUP:online'])
  const choice = { deliveryTab: 'courier', pickupKind: 'outlet' } as const
  expect(selectedPaymentOption({ ...choice, preview, paymentOptionId: 'DELIVERY:cash' })).toBeUndefined()
  expect(selectedPaymentOption({ ...choice, preview, paymentOptionId: 'DELIVERY:online' })?.id).toBe(
    'DELIVERY:online',
  )
})

test('a suggestion fills the address and its point but keeps entrance, flat, floor and comment', () => {
  const typed = { ...EMPTY_ADDRESS, flat: '5', comment: 'Code 12' }
  const address = addressFromSuggestion(
    typed,
    aSuggestion({ settlement: 'Kommunarka', house_fias_id: 'h', geo_lat: 'x', geo_lon: '' }),
  )
  expect(address).toMatchObject({
    city: 'Moscow',
    settlement: 'Kommunarka',
    street: 'Tverskaya',
    house: '7',
    house_fias_id: 'h',
    flat: '5',
    comment: 'Code 12',
    latitude: null,
    longitude: null,
  })
})

test('a suggestion with empty parts leaves them empty', () => {
  const address = addressFromSuggestion(
    EMPTY_ADDRESS,
    aSuggestion({ city: null, street: null, house: null, geo_lat: null }),
  )
  expect(address).toMatchObject({
    city: '',
    street: '',
    house: '',
    city_fias_id: 'city-fias',
    latitude: null,
  })
})

test('typing a new city forgets everything the suggestion knew below it', () => {
  const chosen = addressFromSuggestion(
    EMPTY_ADDRESS,
    aSuggestion({ settlement: 'S', settlement_fias_id: 's' }),
  )
  expect(editAddressField(chosen, 'city', 'Tver')).toMatchObject({
    city: 'Tver',
    street: 'Tverskaya',
    city_fias_id: '',
    settlement: '',
    street_fias_id: '',
    latitude: null,
  })
  expect(editAddressField(chosen, 'house', '8')).toMatchObject({
    house: '8',
    street_fias_id: 'street-fias',
    longitude: null,
  })
  expect(editAddressField(chosen, 'floor', '2')).toEqual({ ...chosen, floor: '2' })
})

test('no delivery to the address only for a complete address on the courier tab', () => {
  const preview = aCart({ delivery_payment_options: [] })
  const address = addressFromSuggestion(EMPTY_ADDRESS, aSuggestion())
  expect(hasNoDeliveryToAddress({ preview, address, deliveryTab: 'courier' })).toBe(true)
  expect(hasNoDeliveryToAddress({ preview, address: EMPTY_ADDRESS, deliveryTab: 'courier' })).toBe(false)
  expect(hasNoDeliveryToAddress({ preview, address, deliveryTab: 'pickup' })).toBe(false)
  expect(hasNoDeliveryToAddress({ preview: aCart(), address, deliveryTab: 'courier' })).toBe(false)
})

test('bonuses are forbidden only by a chosen method whose option says so, on the delivery it belongs to', () => {
  const context = (paymentOptionId: string | null, deliveryTab: 'courier' | 'pickup' = 'courier') => ({
    preview: aCart(),
    paymentOptionId,
    deliveryTab,
    pickupKind: 'outlet' as const,
  })
  expect(paymentForbidsBonuses(context('DELIVERY:cash'))).toBe(true)
  expect(paymentForbidsBonuses(context('PICKUP:cash', 'pickup'))).toBe(true)
  expect(paymentForbidsBonuses(context('DELIVERY:online'))).toBe(false)
  // No method yet, or one of another delivery (not offered here): nothing is forbidden yet.
  expect(paymentForbidsBonuses(context(null))).toBe(false)
  expect(paymentForbidsBonuses(context('PICKUP:cash'))).toBe(false)
})
