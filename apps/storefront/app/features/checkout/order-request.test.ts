import { expect, test } from 'vitest'
import { addressFromSuggestion } from './checkout-delivery.ts'
import { aCart, aCartLine, anInput, aSuggestion } from './checkout-test-factories.ts'
import { type CheckoutContext, EMPTY_ADDRESS, initialCheckoutContext } from './checkout-types.ts'
import { buildOrderRequest, buildPreviewRequest } from './order-request.ts'

function aContext(overrides: Partial<CheckoutContext> = {}): CheckoutContext {
  const cart = aCart({
    items: [
      aCartLine(),
      aCartLine({ product: { ...aCartLine().product, id: 11 }, sku: null, count: 1, tour: 5 }),
    ],
    unavailable_items: [aCartLine({ product: { ...aCartLine().product, id: 12 }, available: false })],
  })
  return { ...initialCheckoutContext(anInput({ cart })), ...overrides }
}

const courierAddress = (): CheckoutContext['address'] => ({
  ...addressFromSuggestion(EMPTY_ADDRESS, aSuggestion({ postal_code: '125009', fias_id: 'house-id' })),
  entrance: ' 3 ',
  flat: '12',
  floor: '4',
  comment: 'Ring twice',
})

const courier = (): Partial<CheckoutContext> => ({
  address: courierAddress(),
  paymentOptionId: 'DELIVERY:online',
  useBonuses: true,
  promoCodes: ['SPRING'],
})

test('the courier order request is exactly the spec §3 body', () => {
  expect(buildOrderRequest(aContext(courier()))).toEqual({
    use_bonuses: true,
    products: [
      { product: 10, sku: 101, count: 2, tour: null },
      { product: 11, sku: null, count: 1, tour: 5 },
    ],
    recipient_name: 'Anna Ivanova',
    recipient_email: 'anna@example.com',
    recipient_phone: '79161234567',
    promo_codes: ['SPRING'],
    delivery_payment_option: 'DELIVERY:online',
    address: {
      city: 'Moscow',
      street: 'Tverskaya',
      house: '7',
      postal: '125009',
      fias_id: 'house-id',
      latitude: 55.7602,
      longitude: 37.6085,
    },
    address_details: { flat: '12', floor: '4', entrance: '3', comment: 'Ring twice' },
  })
})

test('a payment method that forbids bonuses sends no bonus spending, even with the switch left on', () => {
  const cash = aContext({ ...courier(), paymentOptionId: 'DELIVERY:cash', useBonuses: true })
  expect(buildOrderRequest(cash).use_bonuses).toBe(false)
  expect(buildOrderRequest({ ...cash, paymentOptionId: 'DELIVERY:online' }).use_bonuses).toBe(true)
})

test('the outlet pickup request carries the outlet and no address', () => {
  const context = aContext({
    deliveryTab: 'pickup',
    outletId: 3,
    pickupPointId: 8,
    paymentOptionId: 'PICKUP:cash',
  })
  expect(buildOrderRequest(context)).toEqual({
    use_bonuses: false,
    products: [
      { product: 10, sku: 101, count: 2, tour: null },
      { product: 11, sku: null, count: 1, tour: 5 },
    ],
    recipient_name: 'Anna Ivanova',
    recipient_email: 'anna@example.com',
    recipient_phone: '79161234567',
    promo_codes: [],
    delivery_payment_option: 'PICKUP:cash',
    outlet: 3,
  })
})

test('a parcel locker order carries the pickup point only', () => {
  const context = aContext({
    deliveryTab: 'pickup',
    pickupKind: 'parcel_locker',
    outletId: 3,
    pickupPointId: 8,
    paymentOptionId: 'PICKUP_POINT:online',
  })
  const request = buildOrderRequest(context)
  expect(request).toMatchObject({ pickup_point: 8, delivery_payment_option: 'PICKUP_POINT:online' })
  expect(request).not.toHaveProperty('outlet')
  expect(request).not.toHaveProperty('address')
})

test('an enabled recipient gives the name and the digits of the phone; the email stays the customer one', () => {
  const recipient = { enabled: true, first_name: ' Oleg ', last_name: 'Petrov', phone: '+7 (916) 765-43-21' }
  expect(buildOrderRequest(aContext({ ...courier(), recipient }))).toMatchObject({
    recipient_name: 'Oleg Petrov',
    recipient_phone: '79167654321',
    recipient_email: 'anna@example.com',
  })
})

test('a village without a city sends the settlement as the city', () => {
  const address = { ...courierAddress(), city: '', settlement: 'Zhukovka' }
  expect(buildOrderRequest(aContext({ ...courier(), address })).address).toMatchObject({
    city: 'Zhukovka',
    settlement: 'Zhukovka',
  })
})

test('a typed address without a point sends no coordinates or ids', () => {
  const address = { ...EMPTY_ADDRESS, city: 'Moscow', street: 'Arbat', house: '1' }
  expect(buildOrderRequest(aContext({ ...courier(), address })).address).toEqual({
    city: 'Moscow',
    street: 'Arbat',
    house: '1',
  })
})

test('building an order without a payment method or a pickup place is a programming error', () => {
  expect(() => buildOrderRequest(aContext())).toThrow(/payment method/)
  expect(() =>
    buildOrderRequest(aContext({ deliveryTab: 'pickup', paymentOptionId: 'PICKUP:cash' })),
  ).toThrow(/outlet/)
  expect(() =>
    buildOrderRequest(
      aContext({ deliveryTab: 'pickup', pickupKind: 'pickup_point', paymentOptionId: 'PICKUP_POINT:online' }),
    ),
  ).toThrow(/pickup point/)
})

test('a preview sends every line, the accepted codes plus the tried one, and is never saved', () => {
  const context = aContext({ promoCodes: ['A1'], pendingPromoCode: 'B2', useBonuses: true })
  expect(buildPreviewRequest(context)).toEqual({
    items: [
      { product: 10, sku: 101, count: 2, tour: null },
      { product: 11, sku: null, count: 1, tour: 5 },
      { product: 12, sku: 101, count: 2, tour: null },
    ],
    promo_codes: ['A1', 'B2'],
    use_bonuses: true,
    save: false,
  })
})

test('the checkout starts from the profile, the stored codes and the codes the loaded cart accepted', () => {
  const cart = aCart({
    use_bonuses: true,
    promotions: [
      { promotion_code: { code: 'CART1', apply_result: { status: 'ok' } }, amount: '1.00' },
      { promotion_code: { code: 'BAD', apply_result: { status: 'error', error: 'x' } }, amount: '0.00' },
    ],
  })
  const context = initialCheckoutContext(anInput({ cart, promoCodes: [' local ', 'cart1', ''] }))
  expect(context.promoCodes).toEqual(['LOCAL', 'CART1'])
  expect(context.useBonuses).toBe(true)
  expect(context.customer).toEqual(context.profile)
  expect(context.customer).not.toBe(context.profile)
})
