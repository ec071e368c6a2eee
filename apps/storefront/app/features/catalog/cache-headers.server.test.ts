import { expect, test, vi } from 'vitest'
import { cookiesFor } from '../../lib/cookies.server.ts'
import {
  forwardCacheHeaders,
  hasTokenCookie,
  PRIVATE_PAGE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
  pageCacheHeaders,
  sharePageOnlyIfKeyed,
} from './cache-headers.server.ts'

// The storefront context a page was rendered with: only what decides whether the page cache's key covers it.
const fakeContext = vi.hoisted(() => ({
  value: { regionSource: 'cookie', company: { language: 'ru' } } as {
    regionSource: string
    company: { language: string }
  },
}))
vi.mock('../../lib/context.server.ts', () => ({
  storefrontContext: (request: Request) =>
    Promise.resolve({ ...fakeContext.value, cookies: cookiesFor(request) }),
}))

const aRequest = (cookie?: string) =>
  new Request('http://localhost/catalog/', cookie ? { headers: { cookie } } : undefined)

const forward = (
  loader: Record<string, string>,
  { parent = {}, error }: { parent?: Record<string, string>; error?: Record<string, string> } = {},
) =>
  new Headers(
    forwardCacheHeaders({
      loaderHeaders: new Headers(loader),
      parentHeaders: new Headers(parent),
      actionHeaders: new Headers(),
      errorHeaders: error ? new Headers(error) : undefined,
    }),
  )

test('an anonymous visitor gets a page a shared cache may keep, one copy per cookie set', () => {
  expect(pageCacheHeaders(aRequest())).toEqual({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL, Vary: 'Cookie' })
  expect(PUBLIC_PAGE_CACHE_CONTROL).toBe(
    'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400',
  )
})

test('a guest with a cart or a region cookie is still anonymous', () => {
  expect(pageCacheHeaders(aRequest('guest_cart=abc; region=moscow'))['Cache-Control']).toBe(
    PUBLIC_PAGE_CACHE_CONTROL,
  )
})

test('a visitor with a token cookie gets a page nobody stores', () => {
  expect(pageCacheHeaders(aRequest('region=moscow; token=eyJhIjoxfQ%3D%3D'))['Cache-Control']).toBe(
    'private, no-store',
  )
})

test.each([
  ['token=abc', true],
  [' token = abc ', true],
  ['a=1;token=abc;b=2', true],
  ['token=', false],
  ['mytoken=abc', false],
  ['token_x=abc', false],
  ['x=token=abc', false],
  ['', false],
])('hasTokenCookie(%j) is %s', (cookie, expected) => {
  expect(hasTokenCookie(aRequest(cookie))).toBe(expected)
})

test('the loader cache headers reach the response', () => {
  const headers = forward({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL, Vary: 'Cookie' })
  expect(headers.get('Cache-Control')).toBe(PUBLIC_PAGE_CACHE_CONTROL)
  expect(headers.get('Vary')).toBe('Cookie')
})

test('an error response is not given cache headers', () => {
  const headers = forward({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL }, { error: {} })
  expect(headers.has('Cache-Control')).toBe(false)
})

test('a loader without cache headers adds none', () => {
  expect(forward({}).has('Cache-Control')).toBe(false)
})

test('a response that sets a cookie, here or in a parent route, is never shared', () => {
  const own = forward({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL, 'Set-Cookie': 'token=; Max-Age=0' })
  expect(own.get('Cache-Control')).toBe(PRIVATE_PAGE_CACHE_CONTROL)
  const parent = forward(
    { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL },
    { parent: { 'Set-Cookie': 'locale=ru; Path=/' } },
  )
  expect(parent.get('Cache-Control')).toBe(PRIVATE_PAGE_CACHE_CONTROL)
})

/** The Cache-Control a page leaves with after entry.server's check, for a context and a Cookie header. */
async function afterKeyCheck(context: { regionSource: string; language: string }, cookie?: string) {
  fakeContext.value = { regionSource: context.regionSource, company: { language: context.language } }
  const headers = new Headers({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL, Vary: 'Cookie' })
  await sharePageOnlyIfKeyed(aRequest(cookie), headers)
  return headers.get('Cache-Control')
}

test("a guest's page stays shared when the page cache's key (host, URL, locale, region) covers it", async () => {
  expect(await afterKeyCheck({ regionSource: 'cookie', language: 'ru' })).toBe(PUBLIC_PAGE_CACHE_CONTROL)
  expect(await afterKeyCheck({ regionSource: 'default', language: 'en' })).toBe(PUBLIC_PAGE_CACHE_CONTROL)
  // A language we do not translate: the browser's decides, unless the locale cookie is set.
  expect(await afterKeyCheck({ regionSource: 'cookie', language: 'de' }, 'locale=ImVuIg%3D%3D')).toBe(
    PUBLIC_PAGE_CACHE_CONTROL,
  )
})

test('a page depending on the IP (region guessed) or on Accept-Language is made private', async () => {
  expect(await afterKeyCheck({ regionSource: 'geoip', language: 'ru' })).toBe(PRIVATE_PAGE_CACHE_CONTROL)
  expect(await afterKeyCheck({ regionSource: 'cookie', language: 'de' })).toBe(PRIVATE_PAGE_CACHE_CONTROL)
})

test('an answer that is not public is left as it is', async () => {
  fakeContext.value = { regionSource: 'geoip', company: { language: 'ru' } }
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  await sharePageOnlyIfKeyed(aRequest(), headers)
  expect(headers.get('Cache-Control')).toBe('no-store')
})
