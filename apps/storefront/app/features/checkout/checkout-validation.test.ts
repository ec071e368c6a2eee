import { expect, test } from 'vitest'
import { addressFromSuggestion } from './checkout-delivery.ts'
import { aCart, allOptions, anInput, aProfile, aSuggestion } from './checkout-test-factories.ts'
import { type CheckoutContext, EMPTY_ADDRESS, initialCheckoutContext } from './checkout-types.ts'
import {
  isValid,
  validateCheckout,
  validateConsent,
  validateDestination,
  validateItems,
  validatePayment,
  validatePeople,
} from './checkout-validation.ts'
import { hasFullPhoneRules, loadPhoneRules } from './phone-rules.ts'

// Runs first (tests run in file order): until the phone rules are loaded (on focus in the browser, before
// validating in the action) only the shape is checked, so a number the rules refuse passes.
test('before the phone rules load, a phone is checked by its shape only', () => {
  expect(hasFullPhoneRules()).toBe(false)
  expect(validatePeople(aDraft({ customer: aProfile({ phone: '+7 012 345-67-89' }) }))).toEqual({})
  expect(validatePeople(aDraft({ customer: aProfile({ phone: '(((---)))---' }) }))).toEqual({
    'customer.phone': 'phone',
  })
})

function aDraft(overrides: Partial<CheckoutContext> = {}): CheckoutContext {
  return {
    ...initialCheckoutContext(anInput()),
    address: addressFromSuggestion(EMPTY_ADDRESS, aSuggestion()),
    paymentOptionId: 'DELIVERY:online',
    offerAccepted: true,
    ...overrides,
  }
}

test('a complete courier checkout has no errors', () => {
  expect(validateCheckout(aDraft())).toEqual({})
  expect(isValid(validateCheckout(aDraft()))).toBe(true)
})

test('an empty checkout lists every missing part with its message key', () => {
  const draft = aDraft({ address: EMPTY_ADDRESS, paymentOptionId: null, offerAccepted: false })
  expect(validateCheckout(draft)).toEqual({
    address: 'address_incomplete',
    payment: 'required',
    consent: 'required',
  })
})

test('items: a cart with only unavailable lines cannot be ordered', () => {
  expect(validateItems(aDraft({ preview: aCart({ items: [] }) }))).toEqual({ items: 'items_unavailable' })
})

test.each([
  [
    { first_name: '', last_name: ' ' },
    { 'customer.first_name': 'required', 'customer.last_name': 'required' },
  ],
  [{ phone: '+7 916 12' }, { 'customer.phone': 'min_length_11' }],
  [{ phone: '+7 012 345-67-89' }, { 'customer.phone': 'phone' }],
  [{ email: 'anna@' }, { 'customer.email': 'email' }],
  [{ email: '' }, {}],
])('customer %j gives %j', async (customer, errors) => {
  await loadPhoneRules()
  expect(validatePeople(aDraft({ customer: aProfile(customer) }))).toEqual(errors)
})

test('the recipient is checked only when enabled, with the same rules', () => {
  const recipient = { enabled: false, first_name: '', last_name: '', phone: '' }
  expect(validatePeople(aDraft({ recipient }))).toEqual({})
  expect(validatePeople(aDraft({ recipient: { ...recipient, enabled: true, phone: '8 916 123' } }))).toEqual({
    'recipient.first_name': 'required',
    'recipient.last_name': 'required',
    'recipient.phone': 'min_length_11',
  })
  const complete = { enabled: true, first_name: 'Oleg', last_name: 'Petrov', phone: '8 916 765-43-21' }
  expect(validatePeople(aDraft({ recipient: complete }))).toEqual({})
})

test('destination: a courier address needs locality, street and house; a settlement counts as locality', () => {
  expect(
    validateDestination(aDraft({ address: { ...EMPTY_ADDRESS, city: 'Moscow', street: 'Arbat' } })),
  ).toEqual({
    address: 'address_incomplete',
  })
  const village = { ...EMPTY_ADDRESS, settlement: 'Zhukovka', street: 'Lesnaya', house: '2' }
  expect(validateDestination(aDraft({ address: village }))).toEqual({})
})

test('destination: no courier option priced means no delivery to the address', () => {
  const preview = aCart({
    delivery_payment_options: allOptions().filter((o) => o.delivery_type !== 'DELIVERY'),
  })
  expect(validateDestination(aDraft({ preview }))).toEqual({ address: 'no_delivery' })
})

test('destination: pickup needs the outlet, or the point for pickup points and parcel lockers', () => {
  const pickup = aDraft({ deliveryTab: 'pickup', address: EMPTY_ADDRESS })
  expect(validateDestination(pickup)).toEqual({ outlet: 'required' })
  expect(validateDestination({ ...pickup, outletId: 1 })).toEqual({})
  expect(validateDestination({ ...pickup, pickupKind: 'pickup_point', outletId: 1 })).toEqual({
    pickup_point: 'required',
  })
  expect(validateDestination({ ...pickup, pickupKind: 'parcel_locker', pickupPointId: 2 })).toEqual({})
})

test('payment: the chosen method must be offered for the chosen delivery', () => {
  expect(validatePayment(aDraft({ paymentOptionId: null }))).toEqual({ payment: 'required' })
  expect(validatePayment(aDraft({ paymentOptionId: 'PICKUP:cash' }))).toEqual({ payment: 'required' })
  expect(validatePayment(aDraft({ deliveryTab: 'pickup', paymentOptionId: 'PICKUP:cash' }))).toEqual({})
  expect(validatePayment(aDraft({ preview: aCart({ delivery_payment_options: [] }) }))).toEqual({
    payment: 'required',
  })
})

test('consent: the offer must be accepted', () => {
  expect(validateConsent({ offerAccepted: false })).toEqual({ consent: 'required' })
  expect(validateConsent({ offerAccepted: true })).toEqual({})
})
