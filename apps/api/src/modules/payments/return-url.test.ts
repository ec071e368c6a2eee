import { expect, test } from 'vitest'
import { safeReturnUrl } from './payments.service.ts'

const SHOP = 'http://localhost:3000'

test.each([
  ['/cart/checkout/1/yookassa/', 'http://localhost:3000/cart/checkout/1/yookassa/'],
  ['http://localhost:3000/cart/success/1/', 'http://localhost:3000/cart/success/1/'],
  [
    'http://outdoor.localhost:3000/cart/checkout/1/sberpay/',
    'http://outdoor.localhost:3000/cart/checkout/1/sberpay/',
  ],
])('the storefront and its tenant hosts are accepted: %s', (value, expected) => {
  expect(safeReturnUrl(SHOP, value)).toBe(expected)
})

test.each([
  'https://evil.test/x',
  '//evil.test/x',
  '/\\evil.test',
  'javascript:alert(1)',
  // Look-alikes of a tenant host: another port, another scheme, a suffix that is not a subdomain, credentials.
  'http://outdoor.localhost:3001/x',
  'https://outdoor.localhost:3000/x',
  'http://evillocalhost:3000/x',
  'http://user:pw@outdoor.localhost:3000/x',
])('other places are refused: %s', (value) => {
  expect(() => safeReturnUrl(SHOP, value)).toThrow(/return_url/)
})
