import fc from 'fast-check'
import { expect, test } from 'vitest'
import { DANGEROUS_SCHEMES, isSafeHref, safeReturnUrl } from './safe-href.ts'

test.each([
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' JaVaScRiPt:alert(1)',
  '\u0000javascript:alert(1)',
  '\u001f\u0001 javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'j\ra\nv\tascript:alert(1)',
  'javascript:alert(1) ',
  'data:text/html;base64,PHNjcmlwdD4=',
  'DATA:text/html,x',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  ' \t file:///c:/',
])('the dangerous href %j is refused even as external', (href) => {
  expect(isSafeHref(href)).toBe(false)
  expect(isSafeHref(href, { external: true })).toBe(false)
})

test.each([
  'https://example.com',
  'http://example.com/a?b=c',
  'HTTPS://EXAMPLE.COM',
  'mailto:shop@example.com',
  'tel:+78005553535',
  'tg://resolve?domain=shop',
  'whatsapp://send?phone=1',
  'ftp://example.com/file',
  'http:example.com',
  'localhost:3000/path',
  '//evil.com',
  '//evil.com/path',
  '/\\evil.com',
  '\\\\evil.com',
  '\\/evil.com',
  ' //evil.com',
  '/\t/evil.com',
])('the external href %j needs external: true', (href) => {
  expect(isSafeHref(href)).toBe(false)
  expect(isSafeHref(href, { external: false })).toBe(false)
  expect(isSafeHref(href, { external: true })).toBe(true)
})

test.each([
  '/',
  '/my/orders/',
  '/cart?x=1',
  '/cart/?next=https://example.com',
  '/search?q=javascript:alert(1)',
  '/a:b/',
  'orders/',
  './orders',
  '../orders',
  '?page=2',
  '#top',
  '/%2F%2Fevil.com',
  '/javascript%3Aalert(1)',
  '  /cart/  ',
])('the same-site href %j is allowed', (href) => {
  expect(isSafeHref(href)).toBe(true)
  expect(isSafeHref(href, { external: true })).toBe(true)
})

test.each(['', '   ', '\t\n', '/a\u0000b', '/a\u007fb', 'java\u0000script:alert(1)'])(
  'the href %j is not a link',
  (href) => {
    expect(isSafeHref(href)).toBe(false)
    expect(isSafeHref(href, { external: true })).toBe(false)
  },
)

test('the dangerous schemes are the documented ones', () => {
  expect(DANGEROUS_SCHEMES).toEqual(['javascript', 'data', 'vbscript', 'file'])
})

// Characters the URL parser strips around an href or removes inside it.
const ignored = fc.string({
  unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u0000', '\u000b', '\u001f'),
  maxLength: 3,
})
const removable = fc.constantFrom('', '\t', '\n', '\r')

test('a dangerous scheme is refused in any case, with any leading junk and tabs or newlines inside', () => {
  fc.assert(
    fc.property(
      ignored,
      fc.constantFrom(...DANGEROUS_SCHEMES),
      fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
      removable,
      fc.string(),
      (lead, scheme, upper, inside, rest) => {
        const cased = [...scheme].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('')
        const href = `${lead}${cased.slice(0, 2)}${inside}${cased.slice(2)}:${rest}`
        expect(isSafeHref(href, { external: true })).toBe(false)
      },
    ),
  )
})

test.each([
  ['/my/orders/', '/my/orders/'],
  ['/', '/'],
  ['/cart?x=1#top', '/cart?x=1#top'],
  ['/a//b', '/a//b'],
  ['/search?q=http://x', '/search?q=http://x'],
  ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
  [null, '/'],
  [undefined, '/'],
  ['', '/'],
  ['my/orders', '/'],
  [' /my/orders', '/'],
  ['/my/orders ', '/'],
  ['//evil.com', '/'],
  ['///evil.com', '/'],
  ['/\\evil.com', '/'],
  ['\\\\evil.com', '/'],
  ['/a\\b', '/'],
  ['/\t/evil.com', '/'],
  ['/\n/evil.com', '/'],
  ['/\u0000', '/'],
  ['https://evil.com', '/'],
  ['HTTPS://evil.com/', '/'],
  ['http:/evil.com', '/'],
  ['javascript:alert(1)', '/'],
  ['?returnUrl=/x', '/'],
  ['#/x', '/'],
])('safeReturnUrl(%j) is %j', (value, result) => {
  expect(safeReturnUrl(value)).toBe(result)
})

test.each([
  ['//evil.com', '/my/', '/my/'],
  [null, '/catalog/', '/catalog/'],
  ['/cart/', '/my/', '/cart/'],
  ['//evil.com', '//evil.com', '/'],
  ['//evil.com', 'https://evil.com', '/'],
  [undefined, '', '/'],
])('safeReturnUrl(%j, %j) is %j: an unsafe fallback gives /', (value, fallback, result) => {
  expect(safeReturnUrl(value, fallback)).toBe(result)
})

const unsafeFallback = fc.oneof(fc.constant(undefined), fc.string())
const isSafeResult = (url: string) =>
  url.startsWith('/') && !url.startsWith('//') && !/[\\\s]/.test(url) && isSafeHref(url)

test('safeReturnUrl returns a same-site path whatever the input and the fallback', () => {
  fc.assert(
    fc.property(fc.option(fc.string(), { nil: undefined }), unsafeFallback, (value, fallback) => {
      expect(isSafeResult(safeReturnUrl(value, fallback))).toBe(true)
    }),
  )
})

test('safeReturnUrl never returns a value starting with // or with a scheme', () => {
  const scheme = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9+.-]{0,10}$/)
  const unsafe = fc.oneof(
    fc.string().map((rest) => `//${rest}`),
    fc.tuple(ignored, scheme, fc.string()).map(([lead, s, rest]) => `${lead}${s}:${rest}`),
    fc.tuple(fc.constantFrom('/\\', '\\\\', '\\/', '/\t/', '/\n/'), fc.string()).map(([p, rest]) => p + rest),
  )
  fc.assert(
    fc.property(unsafe, (value) => {
      expect(safeReturnUrl(value)).toBe('/')
      expect(safeReturnUrl(value, '/home/')).toBe('/home/')
    }),
  )
})

test('safeReturnUrl keeps any plain same-site path as it is', () => {
  const segment = fc.stringMatching(/^[a-zA-Z0-9._~%-]{1,10}$/)
  fc.assert(
    fc.property(fc.array(segment, { maxLength: 5 }), fc.boolean(), (segments, trailing) => {
      const path = `/${segments.join('/')}${trailing && segments.length > 0 ? '/' : ''}`
      expect(safeReturnUrl(path, '/fallback/')).toBe(path)
    }),
  )
})
