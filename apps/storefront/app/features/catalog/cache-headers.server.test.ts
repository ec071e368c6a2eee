import { expect, test } from 'vitest'
import {
  forwardCacheHeaders,
  hasTokenCookie,
  PRIVATE_PAGE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
  pageCacheHeaders,
} from './cache-headers.server.ts'

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
  expect(PUBLIC_PAGE_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')
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
