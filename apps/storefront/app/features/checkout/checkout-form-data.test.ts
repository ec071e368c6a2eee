import { expect, test } from 'vitest'
import { checkoutDraft, readCheckoutForm, readIntent } from './checkout-form-data.ts'
import { checkPlaceOrder, consultantError, consultantPhone } from './checkout-place-order.ts'
import { aCart, aProfile } from './checkout-test-factories.ts'

function form(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}
const newKey = () => 'fresh-key-0001'

test('a post is read as typed, with the tab, the chosen points and the check boxes', () => {
  const values = readCheckoutForm(
    form({
      idempotency_key: 'page-key-12345',
      first_name: '  Anna ',
      delivery_tab: 'pickup',
      pickup_kind: 'parcel_locker',
      pickup_point: '42',
      outlet: 'x1',
      use_bonuses: 'on',
      recipient_enabled: 'on',
      promo_codes: 'sale10;sale10;WINTER',
      cart_lines: '[{"product":1,"sku":2,"count":3}]',
      lat: '55.75',
      lon: '37.61',
    }),
    newKey,
  )
  expect(values).toMatchObject({
    idempotencyKey: 'page-key-12345',
    customer: { first_name: '  Anna ' },
    deliveryTab: 'pickup',
    pickupKind: 'parcel_locker',
    pickupPointId: 42,
    outletId: null,
    useBonuses: true,
    offerAccepted: false,
    recipient: { enabled: true },
    promoCodes: ['SALE10', 'WINTER'],
    lines: [{ product: 1, sku: 2, count: 3 }],
    position: { lat: 55.75, lon: 37.61 },
  })
})

test('blank or missing coordinates are an unknown position, never the point 0,0', () => {
  expect(readCheckoutForm(form({ delivery_tab: 'pickup', lat: '', lon: '' }), newKey).position).toBeNull()
  expect(readCheckoutForm(form({ delivery_tab: 'pickup' }), newKey).position).toBeNull()
  expect(readCheckoutForm(form({ lat: '55.75', lon: '' }), newKey).position).toBeNull()
})

test('a missing or malformed key, forged lines and unknown choices fall back safely', () => {
  const values = readCheckoutForm(
    form({ idempotency_key: 'bad key!', cart_lines: '[{"product":-1}]', delivery_tab: 'drone', gender: 'x' }),
    newKey,
  )
  expect(values.idempotencyKey).toBe('fresh-key-0001')
  expect(values.lines).toEqual([])
  expect(values.deliveryTab).toBe('courier')
  expect(values.customer.gender).toBeNull()
})

test.each([
  ['delivery:outlet', { kind: 'delivery', tab: 'pickup', pickupKind: 'outlet' }],
  ['delivery:courier', { kind: 'delivery', tab: 'courier' }],
  ['search-outlets', { kind: 'search-outlets' }],
  ['remove-promo:SALE10', { kind: 'remove-promo', code: 'SALE10' }],
  ['anything', { kind: 'place' }],
])('the intent %j is %j', (intent, expected) => {
  expect(readIntent(form({ intent }))).toEqual(expected)
})

test('placing uses the machine rules, and a consultant asked for needs a phone', () => {
  const values = readCheckoutForm(
    form({
      first_name: 'Ivan',
      last_name: 'Petrov',
      city: 'Moscow',
      street: 'Tverskaya',
      house: '7',
      payment: 'DELIVERY:cash',
      offer: 'on',
      consultant: 'on',
    }),
    newKey,
  )
  const draft = checkoutDraft(values, aProfile(), aCart())
  expect(checkPlaceOrder(draft, values.consultant)).toEqual({ ok: false, errors: { consultant: 'required' } })
  const placed = checkPlaceOrder(draft, { enabled: true, phone: '+7 (911) 123-45-67' })
  expect(placed.ok && placed.request.employee).toBe('79111234567')
  expect(placed.ok && placed.request.delivery_payment_option).toBe('DELIVERY:cash')
})

test.each([
  [{ enabled: false, phone: '' }, null, null],
  [{ enabled: true, phone: '' }, 'required', null],
  [{ enabled: true, phone: '+7 911 12' }, 'phone', null],
  [{ enabled: true, phone: '+7 (911) 123-45-67' }, null, '79111234567'],
] as const)('the consultant %j has the error %j and sends %j', (consultant, error, employee) => {
  expect(consultantError(consultant)).toBe(error)
  expect(consultantPhone(consultant)).toBe(employee)
})

test('the card and pager buttons are read as their intents; the cards and the page travel in the post', () => {
  const posted = form({
    intent: 'remove-card:2990000054321',
    cards: JSON.stringify([{ barcode: '2990000054321', balance: '500.00', expires: null }]),
    card_barcode: '2990 0000 12345',
    points_page: '3',
  })
  expect(readIntent(posted)).toEqual({ kind: 'remove-card', barcode: '2990000054321' })
  expect(readIntent(form({ intent: 'add-card' }))).toEqual({ kind: 'add-card' })
  expect(readIntent(form({ intent: 'points-page:2' }))).toEqual({ kind: 'points-page', page: 2 })
  expect(readIntent(form({ intent: 'points-page:0' }))).toEqual({ kind: 'place' })
  const values = readCheckoutForm(posted, () => 'key-00000001')
  expect(values.cards).toEqual([{ barcode: '2990000054321', balance: '500.00', expires: null }])
  expect(values.cardInput).toBe('2990 0000 12345')
  expect(values.pointsPage).toBe(3)
  expect(readCheckoutForm(form({ points_page: 'x' }), () => 'key-00000001').pointsPage).toBe(1)
})
