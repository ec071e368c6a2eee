import { expect, test } from 'vitest'
import {
  chosenMethod,
  isConfirmationUrl,
  PAYMENT_CREDIT_WINDOW_MS,
  payableMethods,
  paymentOutcome,
  paymentStepHref,
  returnPageFor,
  returnUrlFor,
  shouldKeepPolling,
} from './payment.ts'

const anOrder = (over: Partial<Parameters<typeof payableMethods>[0]> = {}) => ({
  actions: ['PAY', 'CANCEL'],
  pay_now: '1500.00',
  available_payment_options: [{ type: 'redirect', name: 'Card online' }],
  ...over,
})

test.each([
  ['succeeded', 'paid'],
  ['pending', 'pending'],
  ['waiting_for_capture', 'pending'],
  ['canceled', 'failed'],
  ['something-new', 'failed'],
] as const)('provider status %s reads as %s', (status, outcome) => {
  expect(paymentOutcome(status)).toBe(outcome)
})

test('the bank app returns to /sberpay, cards and wallets to /yookassa, on the given origin', () => {
  expect(returnPageFor('sberpay')).toBe('sberpay')
  expect(returnPageFor('redirect')).toBe('yookassa')
  expect(returnPageFor('yookassa-sdk')).toBe('yookassa')
  expect(returnUrlFor('http://outdoor.localhost:3000', 7, 'sberpay')).toBe(
    'http://outdoor.localhost:3000/cart/checkout/7/sberpay/',
  )
})

test('the payment step link keeps the method, encoded', () => {
  expect(paymentStepHref(7, 'redirect')).toBe('/cart/checkout/7/?payment=redirect')
  expect(paymentStepHref(7, 'a&b')).toBe('/cart/checkout/7/?payment=a%26b')
  expect(paymentStepHref(7)).toBe('/cart/checkout/7/')
})

test('the return page keeps asking only within the 15-minute credit window', () => {
  expect(shouldKeepPolling(0, PAYMENT_CREDIT_WINDOW_MS - 1)).toBe(true)
  expect(shouldKeepPolling(0, PAYMENT_CREDIT_WINDOW_MS)).toBe(false)
})

test('an order is payable online with PAY, an amount due now and an option', () => {
  expect(payableMethods(anOrder())).toEqual(['redirect'])
  expect(
    payableMethods(anOrder({ available_payment_options: [{ type: 'redirect' }, 'sberpay', { type: '' }] })),
  ).toEqual(['redirect', 'sberpay'])
})

test.each([
  ['already paid', { pay_now: '0.00' }],
  ['cash', { actions: ['PAY', 'PAY_CASH'] }],
  ['not payable', { actions: ['CANCEL'] }],
  ['no option', { available_payment_options: [] }],
])('an order that is %s has no online method', (_, over) => {
  expect(payableMethods(anOrder(over))).toEqual([])
})

test('the asked method is chosen only when offered', () => {
  expect(chosenMethod(['redirect', 'sberpay'], 'sberpay')).toBe('sberpay')
  expect(chosenMethod(['redirect'], 'sberpay')).toBe('redirect')
  expect(chosenMethod([], null)).toBeNull()
})

test("without an asked method the order's own method is preselected when still offered, else the first", () => {
  expect(chosenMethod(['sberpay', 'redirect'], null, 'redirect')).toBe('redirect')
  expect(chosenMethod(['sberpay', 'redirect'], 'sberpay', 'redirect')).toBe('sberpay')
  expect(chosenMethod(['sberpay', 'redirect'], 'cash', 'redirect')).toBe('redirect')
  expect(chosenMethod(['sberpay', 'redirect'], null, 'yandex-pay')).toBe('sberpay')
  expect(chosenMethod(['sberpay'], null, 'cash')).toBe('sberpay')
})

test('only absolute http(s) confirmation URLs are followed', () => {
  expect(isConfirmationUrl('https://bank.test/pay/1')).toBe(true)
  expect(isConfirmationUrl('javascript:alert(1)')).toBe(false)
  expect(isConfirmationUrl('/relative')).toBe(false)
  expect(isConfirmationUrl(null)).toBe(false)
})
