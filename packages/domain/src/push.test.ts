import fc from 'fast-check'
import { expect, test } from 'vitest'
import { PUSH_MESSAGE_TYPES, type PushMessage, pushMessageHref, shouldReportPushClick } from './push.ts'

test('the push types are the five of the spec', () => {
  expect(PUSH_MESSAGE_TYPES).toEqual(['ORDER', 'LANDING', 'PRODUCT_CATEGORY', 'PROMOTION', 'LINK'])
})

test.each<[PushMessage['id'], boolean]>([
  [42, true],
  [0, true],
  ['42', true],
  ['abc-uuid', true],
  ['', false],
  ['   ', false],
  [null, false],
  [undefined, false],
  [Number.NaN, false],
  [Number.POSITIVE_INFINITY, false],
])('a message with id %j is reported: %s', (id, reported) => {
  expect(shouldReportPushClick({ id })).toBe(reported)
  const message: PushMessage = { type: 'ORDER', value: '1', title: 't', ...(id === undefined ? {} : { id }) }
  expect(shouldReportPushClick(message)).toBe(reported)
})

test.each<[string, string | null | undefined, string | null]>([
  ['ORDER', '1024', '/my/orders/1024/'],
  ['LANDING', 'spring-sale', '/sections/spring-sale/'],
  ['PRODUCT_CATEGORY', 'shoes', '/catalog/shoes/'],
  ['PROMOTION', 'black-friday', '/promotions/black-friday/'],
  ['LINK', 'https://example.ru/a?b=1', 'https://example.ru/a?b=1'],
  ['LINK', 'http://example.ru', 'http://example.ru'],
  ['LINK', 'HTTPS://EXAMPLE.RU', 'HTTPS://EXAMPLE.RU'],
  ['LINK', '/catalog/shoes/?sort=price', '/catalog/shoes/?sort=price'],
  ['LINK', 'mailto:shop@example.ru', 'mailto:shop@example.ru'],
  ['LINK', 'tel:+79991234567', 'tel:+79991234567'],
  ['LINK', '  https://example.ru  ', 'https://example.ru'],
  ['order', '7', '/my/orders/7/'],
  [' Promotion ', 'x', '/promotions/x/'],
  ['PRODUCT_CATEGORY', 'обувь', '/catalog/%D0%BE%D0%B1%D1%83%D0%B2%D1%8C/'],
  ['PRODUCT_CATEGORY', '../admin', '/catalog/..%2Fadmin/'],
  ['ORDER', '1?x=1#y', '/my/orders/1%3Fx%3D1%23y/'],
  ['ORDER', ' 15 ', '/my/orders/15/'],
  ['PRODUCT_CATEGORY', '/shoes/', '/catalog/shoes/'],
  ['PRODUCT_CATEGORY', 'men/shoes', '/catalog/men%2Fshoes/'],
  ['LINK', '/sale', '/sale'],
  ['LINK', '/', '/'],
])('%s with value %j leads to %j', (type, value, href) => {
  expect(pushMessageHref({ type, value })).toBe(href)
})

test.each<[string, string | null | undefined]>([
  ['ORDER', null],
  ['ORDER', undefined],
  ['LANDING', ''],
  ['PRODUCT_CATEGORY', '   '],
  ['PROMOTION', null],
  ['LINK', null],
  ['LINK', ''],
  ['LINK', 'javascript:alert(1)'],
  ['LINK', 'JavaScript:alert(1)'],
  ['LINK', 'data:text/html,<script>alert(1)</script>'],
  ['LINK', 'java\nscript:alert(1)'],
  ['LINK', 'example.ru'],
  ['LINK', 'ftp://example.ru'],
  ['UNKNOWN', 'x'],
  ['PROMOTION', '//'],
  ['ORDER', '12\uD800'],
  ['LANDING', '\uDC00'],
  ['', 'x'],
])('%s with value %j leads nowhere', (type, value) => {
  expect(pushMessageHref({ type, value })).toBeNull()
})

test('a missing value leads nowhere for every type', () => {
  for (const type of PUSH_MESSAGE_TYPES) expect(pushMessageHref({ type })).toBeNull()
})

// String.prototype.isWellFormed is ES2024; a lone surrogate is what makes encodeURIComponent throw.
const isWellFormed = (text: string) =>
  !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text)

test('a slug-like value always stays inside its route as one segment', () => {
  const routes = {
    ORDER: '/my/orders/',
    LANDING: '/sections/',
    PRODUCT_CATEGORY: '/catalog/',
    PROMOTION: '/promotions/',
  }
  fc.assert(
    fc.property(
      fc.constantFrom(...(Object.keys(routes) as (keyof typeof routes)[])),
      fc.string({ unit: 'binary' }),
      (type, value) => {
        const href = pushMessageHref({ type, value })
        if (value.trim().replace(/^\/+|\/+$/g, '') === '' || !isWellFormed(value)) {
          expect(href).toBeNull()
          return
        }
        expect(href?.startsWith(routes[type])).toBe(true)
        expect(href?.endsWith('/')).toBe(true)
        expect(href?.slice(routes[type].length, -1)).not.toMatch(/[/?#]/)
      },
    ),
  )
})

test('any web URL is a LINK as it is', () => {
  fc.assert(
    fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
      expect(pushMessageHref({ type: 'LINK', value: url })).toBe(url)
    }),
  )
})

test('a LINK is either returned unchanged (trimmed) or null, and never with an unsafe scheme', () => {
  fc.assert(
    fc.property(fc.oneof(fc.webUrl(), fc.string(), fc.constant('javascript:void(0)')), (value) => {
      const href = pushMessageHref({ type: 'LINK', value })
      if (href !== null) {
        expect(href).toBe(value.trim())
        expect(href).toMatch(/^(\/|https?:\/\/|mailto:|tel:)/i)
      }
    }),
  )
})
