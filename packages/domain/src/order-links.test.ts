import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  isPaymentMethod,
  type OrderForNextHref,
  orderNextHref,
  PAYMENT_METHODS,
  paymentOptionType,
} from './order-links.ts'

const payable = { id: 42, actions: ['PAY'], pay_now: 1500, available_payment_options: ['redirect'] }

test.each<[string, OrderForNextHref, string]>([
  ['a payable order', payable, '/cart/checkout/42/?payment=redirect'],
  ['pay_now as a decimal string', { ...payable, pay_now: '1500.00' }, '/cart/checkout/42/?payment=redirect'],
  ['pay_now with a decimal comma', { ...payable, pay_now: ' 0,01 ' }, '/cart/checkout/42/?payment=redirect'],
  ['a string id', { ...payable, id: 'A-17' }, '/cart/checkout/A-17/?payment=redirect'],
  [
    'other actions around PAY',
    { ...payable, actions: ['CANCEL', 'PAY', 'REPEAT'] },
    '/cart/checkout/42/?payment=redirect',
  ],
  ['PAY together with PAY_CASH', { ...payable, actions: ['PAY', 'PAY_CASH'] }, '/cart/success/42/'],
  ['only PAY_CASH', { ...payable, actions: ['PAY_CASH'] }, '/cart/success/42/'],
  ['no PAY action', { ...payable, actions: ['CANCEL'] }, '/cart/success/42/'],
  ['lower-case pay is not PAY', { ...payable, actions: ['pay'] }, '/cart/success/42/'],
  ['empty actions', { ...payable, actions: [] }, '/cart/success/42/'],
  ['null actions', { ...payable, actions: null }, '/cart/success/42/'],
  ['no actions', { id: 42, pay_now: 1500, available_payment_options: ['redirect'] }, '/cart/success/42/'],
  ['nothing to pay', { ...payable, pay_now: 0 }, '/cart/success/42/'],
  ['nothing to pay as a string', { ...payable, pay_now: '0.00' }, '/cart/success/42/'],
  ['a negative amount', { ...payable, pay_now: -10 }, '/cart/success/42/'],
  ['an unreadable amount', { ...payable, pay_now: 'abc' }, '/cart/success/42/'],
  ['an empty amount', { ...payable, pay_now: '' }, '/cart/success/42/'],
  ['a NaN amount', { ...payable, pay_now: Number.NaN }, '/cart/success/42/'],
  ['an infinite amount', { ...payable, pay_now: Number.POSITIVE_INFINITY }, '/cart/success/42/'],
  ['null amount', { ...payable, pay_now: null }, '/cart/success/42/'],
  ['no amount', { id: 42, actions: ['PAY'], available_payment_options: ['redirect'] }, '/cart/success/42/'],
  ['no payment options', { ...payable, available_payment_options: [] }, '/cart/success/42/'],
  ['null payment options', { ...payable, available_payment_options: null }, '/cart/success/42/'],
  ['missing payment options', { id: 42, actions: ['PAY'], pay_now: 1 }, '/cart/success/42/'],
  [
    'only unreadable options',
    { ...payable, available_payment_options: [null, 7, {}, ''] },
    '/cart/success/42/',
  ],
  [
    "the order's own method when still offered",
    { ...payable, payment_type: 'redirect', available_payment_options: ['sberpay', 'redirect'] },
    '/cart/checkout/42/?payment=redirect',
  ],
  [
    "the first option when the order's own method is no longer offered",
    { ...payable, payment_type: 'yandex-pay', available_payment_options: ['sberpay', 'redirect'] },
    '/cart/checkout/42/?payment=sberpay',
  ],
  [
    'the first option is used',
    { ...payable, available_payment_options: ['sberpay', 'redirect'] },
    '/cart/checkout/42/?payment=sberpay',
  ],
  [
    'an option object with type',
    { ...payable, available_payment_options: [{ type: 'yookassa-sdk' }] },
    '/cart/checkout/42/?payment=yookassa-sdk',
  ],
  [
    'an option object with payment_type',
    { ...payable, available_payment_options: [{ payment_type: { type: 'sberpay', title: 'SberPay' } }] },
    '/cart/checkout/42/?payment=sberpay',
  ],
  [
    'an unreadable first option is skipped',
    { ...payable, available_payment_options: [{ title: 'Card' }, { type: 'redirect' }] },
    '/cart/checkout/42/?payment=redirect',
  ],
  [
    'the type and id are URL-encoded',
    { ...payable, id: 'a/b', available_payment_options: ['new method&x=1'] },
    '/cart/checkout/a%2Fb/?payment=new%20method%26x%3D1',
  ],
])('orderNextHref: %s', (_name, order, href) => {
  expect(orderNextHref(order)).toBe(href)
})

test.each<[unknown, string]>([
  ['redirect', 'redirect'],
  ['  sberpay ', 'sberpay'],
  ['', ''],
  [{ type: 'redirect' }, 'redirect'],
  [{ type: ' redirect ' }, 'redirect'],
  [{ payment_type: { type: 'sberpay' } }, 'sberpay'],
  [{ type: 'redirect', payment_type: { type: 'sberpay' } }, 'redirect'],
  [{ type: '', payment_type: { type: 'sberpay' } }, 'sberpay'],
  [{ type: 5, payment_type: { type: 'sberpay' } }, 'sberpay'],
  [{ payment_type: 'sberpay' }, ''],
  [{ payment_type: null }, ''],
  [{ payment_type: { type: 3 } }, ''],
  [{}, ''],
  [null, ''],
  [undefined, ''],
  [42, ''],
  [['redirect'], ''],
])('paymentOptionType(%j) is %j', (option, type) => {
  expect(paymentOptionType(option)).toBe(type)
})

test('the payment methods are the documented ones (spec §4) and Yandex Pay (issue 16)', () => {
  expect(PAYMENT_METHODS).toEqual(['yookassa-sdk', 'redirect', 'sberpay', 'yandex-pay'])
  for (const method of PAYMENT_METHODS) expect(isPaymentMethod(method)).toBe(true)
  expect(isPaymentMethod('cash')).toBe(false)
  expect(isPaymentMethod('REDIRECT')).toBe(false)
  expect(isPaymentMethod(undefined)).toBe(false)
})

test('an order goes to checkout exactly when PAY without PAY_CASH, a positive amount and an option', () => {
  const actions = fc.subarray(['PAY', 'PAY_CASH', 'CANCEL', 'REPEAT'])
  const amount = fc.oneof(
    fc.integer({ min: -5, max: 5 }),
    fc.integer({ min: -500, max: 500 }).map((n) => (n / 100).toFixed(2)),
  )
  const options = fc.array(fc.constantFrom(...PAYMENT_METHODS), { maxLength: 3 })
  fc.assert(
    fc.property(fc.nat(), actions, amount, options, (id, acts, payNow, opts) => {
      const href = orderNextHref({ id, actions: acts, pay_now: payNow, available_payment_options: opts })
      const pays = acts.includes('PAY') && !acts.includes('PAY_CASH') && Number(payNow) > 0 && opts.length > 0
      expect(href).toBe(pays ? `/cart/checkout/${id}/?payment=${opts[0]}` : `/cart/success/${id}/`)
    }),
  )
})
