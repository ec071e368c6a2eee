import { expect, test } from 'vitest'
import { readEnv } from '../../env.ts'
import { safeReturnUrl } from './payments.service.ts'

// STOREFRONT_URL http://localhost:3000; TENANT_HOSTS outdoor.localhost=1, travel.localhost=2 (the defaults).
const env = readEnv({})

test.each([
  [1, undefined, '/cart/checkout/1/yookassa/', 'http://localhost:3000/cart/checkout/1/yookassa/'],
  [
    1,
    'http://outdoor.localhost:3100',
    '/cart/checkout/1/yookassa/',
    'http://outdoor.localhost:3100/cart/checkout/1/yookassa/',
  ],
  // A relative path never resolves on another company's host, even if the request names it.
  [2, 'http://outdoor.localhost:3100', '/cart/success/1/', 'http://localhost:3000/cart/success/1/'],
  [1, undefined, 'http://localhost:3000/cart/success/1/', 'http://localhost:3000/cart/success/1/'],
  [
    1,
    undefined,
    'http://outdoor.localhost:3000/cart/checkout/1/sberpay/',
    'http://outdoor.localhost:3000/cart/checkout/1/sberpay/',
  ],
  [
    2,
    undefined,
    'http://travel.localhost:3100/cart/checkout/1/sberpay/',
    'http://travel.localhost:3100/cart/checkout/1/sberpay/',
  ],
] as const)('company %i, origin %s: %s is accepted as %s', (company, origin, value, expected) => {
  expect(safeReturnUrl(env, company, origin, value)).toBe(expected)
})

test.each([
  'https://evil.test/x',
  '//evil.test/x',
  '/\\evil.test',
  'javascript:alert(1)',
  // Another company's host, a look-alike suffix, credentials, plain http on a public host.
  'http://travel.localhost:3000/x',
  'http://evillocalhost:3000/x',
  'http://user:pw@outdoor.localhost:3000/x',
  'http://shop.example.com/x',
])('other places are refused: %s', (value) => {
  expect(() => safeReturnUrl(env, 1, undefined, value)).toThrow(/return_url/)
})
