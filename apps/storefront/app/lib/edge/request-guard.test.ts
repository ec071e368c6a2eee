import { expect, test } from 'vitest'
import { guardRequest, hasHostileEncoding, isCrossOrigin } from './request-guard.ts'

const SHOP = 'https://shop.example'
const headers = (init: Record<string, string>) => new Headers(init)

test.each(['/catalog/search/%00/', '/?search=%00', '/catalog/%C3%28/', '/x/%E2%82/', '/a%0Ab', '/%'])(
  '%s is refused as hostile encoding',
  (path) => {
    expect(hasHostileEncoding(path)).toBe(true)
    expect(guardRequest('GET', `${SHOP}${path}`, headers({}))).toEqual({
      ok: false,
      status: 400,
      reason: 'bad-encoding',
    })
  },
)

test.each(['/', '/catalog/search/%D0%BA%D1%83%D1%80%D1%82%D0%BA%D0%B0/', '/?q=a+b&x=%2F'])(
  '%s passes',
  (path) => {
    expect(guardRequest('GET', `${SHOP}${path}`, headers({}))).toEqual({ ok: true })
  },
)

test('a mutation from another origin is refused whatever its content type; reads are never refused', () => {
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    const verdict = guardRequest(method, `${SHOP}/logout/`, headers({ origin: 'https://evil.example' }))
    expect(verdict).toEqual({ ok: false, status: 403, reason: 'cross-origin' })
  }
  expect(guardRequest('GET', `${SHOP}/logout/`, headers({ origin: 'https://evil.example' }))).toEqual({
    ok: true,
  })
  // A sandboxed frame or a data: page sends Origin: null.
  expect(isCrossOrigin('POST', SHOP, headers({ origin: 'null' }))).toBe(true)
  // Another port or scheme is another origin.
  expect(isCrossOrigin('POST', SHOP, headers({ origin: 'http://shop.example' }))).toBe(true)
  expect(isCrossOrigin('POST', SHOP, headers({ origin: SHOP }))).toBe(false)
})

test('without Origin, Sec-Fetch-Site or the Referer decide; a request with neither is no browser form', () => {
  expect(isCrossOrigin('POST', SHOP, headers({ 'sec-fetch-site': 'cross-site' }))).toBe(true)
  expect(isCrossOrigin('POST', SHOP, headers({ 'sec-fetch-site': 'same-site' }))).toBe(true)
  expect(isCrossOrigin('POST', SHOP, headers({ 'sec-fetch-site': 'same-origin' }))).toBe(false)
  expect(isCrossOrigin('POST', SHOP, headers({ referer: 'https://evil.example/page' }))).toBe(true)
  expect(isCrossOrigin('POST', SHOP, headers({ referer: `${SHOP}/cart/` }))).toBe(false)
  expect(isCrossOrigin('POST', SHOP, headers({}))).toBe(false)
})

test('the JSON endpoints take only application/json, even from the same origin', () => {
  const url = `${SHOP}/cart/delivery/api/order/`
  const same = { origin: SHOP }
  expect(guardRequest('POST', url, headers({ ...same, 'content-type': 'text/plain' }))).toEqual({
    ok: false,
    status: 415,
    reason: 'json-only',
  })
  expect(
    guardRequest('POST', url, headers({ ...same, 'content-type': 'application/x-www-form-urlencoded' })),
  ).toMatchObject({ ok: false, status: 415 })
  expect(
    guardRequest('POST', url, headers({ ...same, 'content-type': 'application/json; charset=utf-8' })),
  ).toEqual({
    ok: true,
  })
  // Page forms still post form data.
  expect(
    guardRequest(
      'POST',
      `${SHOP}/cart/`,
      headers({ ...same, 'content-type': 'application/x-www-form-urlencoded' }),
    ),
  ).toEqual({ ok: true })
})
