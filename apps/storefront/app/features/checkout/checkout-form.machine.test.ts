import { expect, test } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { checkoutMachine } from './checkout.machine.ts'
import {
  aCart,
  aCartLine,
  allOptions,
  anInput,
  aProfile,
  aSuggestion,
  type CheckoutMachineEvent,
  courierEvents,
  done,
  failed,
  fakeActors,
  priced,
  run,
  settled,
} from './checkout-test-factories.ts'

const place: CheckoutMachineEvent = { type: 'order.place' }
const pickupAtOutlet: CheckoutMachineEvent[] = [
  { type: 'delivery.tab', tab: 'pickup' },
  { type: 'outlet.select', id: 3 },
  { type: 'payment.select', id: 'PICKUP:online' },
  { type: 'consent.toggle' },
]

test('a complete courier checkout goes to placing with a new Idempotency-Key', () => {
  const snapshot = run(priced(), ...courierEvents(), place)
  expect(snapshot.matches('placing')).toBe(true)
  expect(snapshot.context.idempotencyKey).toBe('key-1')
})

test.each([
  {
    rule: 'hasPaymentMethod',
    events: courierEvents().filter((e) => e.type !== 'payment.select'),
    errors: { payment: 'required' },
  },
  {
    rule: 'hasDestination (courier address)',
    events: [{ type: 'payment.select', id: 'DELIVERY:online' }, { type: 'consent.toggle' }],
    errors: { address: 'address_incomplete' },
  },
  {
    rule: 'hasDestination (outlet)',
    events: pickupAtOutlet.filter((e) => e.type !== 'outlet.select'),
    errors: { outlet: 'required' },
  },
  {
    rule: 'hasDestination (pickup point)',
    events: [
      { type: 'delivery.tab', tab: 'pickup' },
      { type: 'pickup.kind', kind: 'parcel_locker' },
      { type: 'payment.select', id: 'PICKUP_POINT:online' },
      { type: 'consent.toggle' },
    ],
    errors: { pickup_point: 'required' },
  },
  {
    rule: 'arePeopleValid (customer)',
    events: [...courierEvents(), { type: 'customer.change', field: 'first_name', value: ' ' }],
    errors: { 'customer.first_name': 'required' },
  },
  {
    rule: 'arePeopleValid (recipient)',
    events: [
      ...courierEvents(),
      { type: 'recipient.toggle' },
      { type: 'recipient.change', field: 'first_name', value: 'Oleg' },
      { type: 'recipient.change', field: 'phone', value: '+7 916' },
    ],
    errors: { 'recipient.last_name': 'required', 'recipient.phone': 'min_length_11' },
  },
  {
    rule: 'hasConsent',
    events: courierEvents().filter((e) => e.type !== 'consent.toggle'),
    errors: { consent: 'required' },
  },
] satisfies { rule: string; events: CheckoutMachineEvent[]; errors: object }[])(
  '$rule: placing is refused and the field error shown',
  ({ events, errors }) => {
    const snapshot = run(priced(), ...events, place)
    expect(snapshot.matches({ form: { pricing: 'idle' } })).toBe(true)
    expect(snapshot.context.errors.fields).toEqual(errors)
    expect(snapshot.context.idempotencyKey).toBeNull()
  },
)

test('hasItems: a cart whose lines all became unavailable cannot be ordered', () => {
  const cart = aCart({ items: [], unavailable_items: [aCartLine({ available: false })] })
  const snapshot = run(priced(cart), ...courierEvents(), place)
  expect(snapshot.matches('placing')).toBe(false)
  expect(snapshot.context.errors.fields).toEqual({ items: 'items_unavailable' })
})

test('a recipient switched off again is not validated, and the customer receives the order', () => {
  const snapshot = run(
    priced(),
    ...courierEvents(),
    { type: 'recipient.toggle' },
    { type: 'recipient.toggle' },
    place,
  )
  expect(snapshot.matches('placing')).toBe(true)
})

test('pickup at an outlet needs no address', () => {
  expect(run(priced(), ...pickupAtOutlet, place).matches('placing')).toBe(true)
})

test('isAddressSettled: an order is not placed while a map pick is being looked up', () => {
  const snapshot = run(priced(), ...courierEvents(), { type: 'address.pick', lat: 55.7, lon: 37.6 }, place)
  expect(snapshot.matches({ form: { address: 'locating' } })).toBe(true)
  expect(snapshot.context.errors.fields).toEqual({})
})

test('editing a field clears its error and only its error', () => {
  const refused = run(priced(), place)
  expect(Object.keys(refused.context.errors.fields).sort()).toEqual(['address', 'consent', 'payment'])
  const edited = run(refused, { type: 'consent.toggle' }, { type: 'payment.select', id: 'DELIVERY:cash' })
  expect(edited.context.errors.fields).toEqual({ address: 'address_incomplete' })
})

test('a map pick is looked up within 200 m, one result, and fills the address', async () => {
  const fakes = fakeActors()
  const actor = createActor(checkoutMachine.provide({ actors: fakes.actors }), { input: anInput() }).start()
  await settled(actor)
  actor.send({ type: 'address.change', field: 'flat', value: '12' })
  actor.send({ type: 'address.pick', lat: 55.76, lon: 37.6 })
  const snapshot = await waitFor(actor, (s) => s.matches({ form: { address: 'idle' } }))
  expect(fakes.calls.reverseGeocode).toEqual([{ lat: 55.76, lon: 37.6, radius_meters: 200, count: 1 }])
  expect(snapshot.context.address).toMatchObject({
    city: 'Moscow',
    street: 'Tverskaya',
    house: '7',
    flat: '12',
  })
  expect(snapshot.context.address.latitude).toBe(55.7602)
})

test('a map pick without a house, or without any result, is "address not found"', () => {
  const pick: CheckoutMachineEvent = { type: 'address.pick', lat: 1, lon: 2 }
  const street = run(priced(), pick, done('reverseGeocode', [aSuggestion({ house: null })]))
  expect(street.context.errors.fields.address).toBe('address_not_found')
  expect(street.context.address.street).toBe('')
  expect(run(priced(), pick, done('reverseGeocode', [])).context.errors.fields.address).toBe(
    'address_not_found',
  )
})

test('a failed reverse geocode says the address could not be determined', () => {
  const snapshot = run(
    priced(),
    { type: 'address.pick', lat: 1, lon: 2 },
    failed('reverseGeocode', new Error('x')),
  )
  expect(snapshot.matches({ form: { address: 'idle' } })).toBe(true)
  expect(snapshot.context.errors.fields.address).toBe('geocode_failed')
})

test('a suggestion chosen while a map pick is looked up wins; a new pick restarts the lookup', () => {
  const locating = run(priced(), { type: 'address.pick', lat: 1, lon: 2 })
  const again = run(locating, { type: 'address.pick', lat: 3, lon: 4 })
  expect(again.matches({ form: { address: 'locating' } })).toBe(true)
  const chosen = run(again, { type: 'address.choose', suggestion: aSuggestion({ house: '9' }) })
  expect(chosen.matches({ form: { address: 'idle' } })).toBe(true)
  expect(chosen.context.address.house).toBe('9')
})

test('"no delivery to the address" when the priced cart has no courier option', () => {
  const noCourier = aCart({
    delivery_payment_options: allOptions().filter((o) => o.delivery_type !== 'DELIVERY'),
  })
  const chosen = run(priced(noCourier), { type: 'address.choose', suggestion: aSuggestion() })
  expect(chosen.context.errors.fields.address).toBe('no_delivery')
  const pickup = run(chosen, { type: 'delivery.tab', tab: 'pickup' })
  expect(pickup.context.errors.fields.address).toBeUndefined()
})

test('typing another street drops the ids and the point of the chosen suggestion', () => {
  const chosen = run(priced(), { type: 'address.choose', suggestion: aSuggestion() })
  const typed = run(chosen, { type: 'address.change', field: 'street', value: 'Arbat' })
  expect(typed.context.address).toMatchObject({
    street: 'Arbat',
    street_fias_id: '',
    latitude: null,
    city: 'Moscow',
  })
  expect(typed.context.address.city_fias_id).toBe('city-fias')
})

test('another delivery tab drops a payment method of the other delivery type', () => {
  const chosen = run(
    priced(),
    { type: 'payment.select', id: 'DELIVERY:online' },
    { type: 'delivery.tab', tab: 'pickup' },
  )
  expect(chosen.context.paymentOptionId).toBeNull()
  const kept = run(priced(), ...pickupAtOutlet, { type: 'pickup.kind', kind: 'outlet' })
  expect(kept.context.paymentOptionId).toBe('PICKUP:online')
})

test('switching between pickup points and parcel lockers drops the chosen point, not the outlet', () => {
  const base = run(
    priced(),
    { type: 'delivery.tab', tab: 'pickup' },
    { type: 'outlet.select', id: 3 },
    { type: 'pickup.kind', kind: 'pickup_point' },
    { type: 'pickup-point.select', id: 8 },
  )
  const lockers = run(base, { type: 'pickup.kind', kind: 'parcel_locker' })
  expect(lockers.context).toMatchObject({ pickupPointId: null, outletId: 3 })
  expect(run(base, { type: 'pickup.kind', kind: 'outlet' }).context.pickupPointId).toBe(8)
})

test('the customer phone is the profile one; the customer and recipient edits are kept', () => {
  const snapshot = run(
    priced(undefined, anInput({ profile: aProfile({ phone: '+7 999 000-00-00' }) })),
    { type: 'customer.change', field: 'middle_name', value: 'P.' },
    { type: 'recipient.change', field: 'last_name', value: 'Petrov' },
  )
  expect(snapshot.context.customer).toMatchObject({ phone: '+7 999 000-00-00', middle_name: 'P.' })
  expect(snapshot.context.recipient).toEqual({
    enabled: false,
    first_name: '',
    last_name: 'Petrov',
    phone: '',
  })
})
