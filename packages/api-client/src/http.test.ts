import * as v from 'valibot'
import { expect, test, vi } from 'vitest'
import { ApiError, ContractError, parseRetryAfter } from './errors.ts'
import { type ApiClientOptions, request } from './http.ts'

type Call = { url: string; init: RequestInit }

/** A recording stand-in for fetch: answers queued responses in order. */
function fakeFetch(...answers: { status: number; body?: unknown; headers?: Record<string, string> }[]) {
  const calls: Call[] = []
  const fn = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} })
    const answer = answers.shift() ?? { status: 500 }
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      ...(answer.headers ? { headers: answer.headers } : {}),
    })
  }
  return { fetch: fn as typeof fetch, calls }
}

const headerOf = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name)
const options = (extra: Partial<ApiClientOptions>): ApiClientOptions => ({
  baseUrl: 'http://api.test',
  company: 2,
  ...extra,
})
const Ok = v.object({ ok: v.boolean() })

test('every call carries the tenant, region and token headers', async () => {
  const { fetch, calls } = fakeFetch({ status: 200, body: { ok: true } })
  await request(options({ fetch, region: 'spb', token: 'abc' }), { path: 'api/x/', schema: Ok })
  expect(calls[0]?.url).toBe('http://api.test/api/x/')
  expect(headerOf(calls[0], 'X-QA-Company')).toBe('2')
  expect(headerOf(calls[0], 'X-QA-Region')).toBe('spb')
  expect(headerOf(calls[0], 'Authorization')).toBe('Token abc')
})

test('query values are encoded, arrays repeated and empty values dropped', async () => {
  const { fetch, calls } = fakeFetch({ status: 200, body: { ok: true } })
  await request(options({ fetch }), {
    path: 'api/p/',
    query: { size: ['S', 'M'], search: 'куртка', page: 2, empty: '', none: undefined },
    schema: Ok,
  })
  expect(calls[0]?.url).toBe(
    'http://api.test/api/p/?size=S&size=M&search=%D0%BA%D1%83%D1%80%D1%82%D0%BA%D0%B0&page=2',
  )
})

test('a 401 on an authorized call logs out and repeats the call once without auth', async () => {
  const { fetch, calls } = fakeFetch(
    { status: 401, body: { detail: 'Invalid token.' } },
    { status: 200, body: { ok: true } },
  )
  const onUnauthorized = vi.fn()
  const answer = await request(options({ fetch, token: 'stale', onUnauthorized }), {
    path: 'api/x/',
    schema: Ok,
  })
  expect(answer).toEqual({ ok: true })
  expect(onUnauthorized).toHaveBeenCalledTimes(1)
  expect(calls).toHaveLength(2)
  expect(headerOf(calls[1], 'Authorization')).toBeNull()
})

test('a 401 without a token is an ApiError, with no retry', async () => {
  const { fetch, calls } = fakeFetch({
    status: 401,
    body: { detail: 'Authentication credentials were not provided.' },
  })
  const onUnauthorized = vi.fn()
  await expect(
    request(options({ fetch, onUnauthorized }), { path: 'api/x/', schema: Ok }),
  ).rejects.toMatchObject({
    status: 401,
    detail: 'Authentication credentials were not provided.',
  })
  expect(onUnauthorized).not.toHaveBeenCalled()
  expect(calls).toHaveLength(1)
})

test('field errors are kept, and the first message becomes the detail', async () => {
  const { fetch } = fakeFetch({
    status: 400,
    body: { phone: ['The phone number contains an error.'], name: ['Value is required'] },
  })
  const error = await request(options({ fetch }), { path: 'api/x/', schema: Ok }).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ApiError)
  expect(error).toMatchObject({ status: 400, detail: 'The phone number contains an error.', code: 'invalid' })
  expect((error as ApiError).fieldErrors).toEqual({
    phone: ['The phone number contains an error.'],
    name: ['Value is required'],
  })
})

test('a detail error keeps its code', async () => {
  const { fetch } = fakeFetch({ status: 429, body: { detail: 'Too many requests.', code: 'throttled' } })
  await expect(request(options({ fetch }), { path: 'api/x/', schema: Ok })).rejects.toMatchObject({
    status: 429,
    code: 'throttled',
  })
})

test('a refusal carries its Retry-After in seconds, and none when the answer sent none', async () => {
  const { fetch } = fakeFetch(
    { status: 429, body: { detail: 'Wait.', code: 'resend_too_early' }, headers: { 'Retry-After': '42' } },
    { status: 429, body: { detail: 'Wait.' } },
  )
  const first = request(options({ fetch }), { path: 'api/x/', schema: Ok })
  await expect(first).rejects.toMatchObject({ status: 429, code: 'resend_too_early', retryAfterSeconds: 42 })
  const second = request(options({ fetch }), { path: 'api/x/', schema: Ok })
  await expect(second).rejects.toMatchObject({ status: 429, retryAfterSeconds: null })
})

test('Retry-After as an HTTP date counts the seconds from now; garbage is ignored', () => {
  const now = Date.parse('2026-11-22T10:00:00Z')
  expect(parseRetryAfter('Sun, 22 Nov 2026 10:01:30 GMT', now)).toBe(90)
  expect(parseRetryAfter('Sun, 22 Nov 2026 09:00:00 GMT', now)).toBe(0)
  expect(parseRetryAfter('soon', now)).toBeNull()
  expect(parseRetryAfter('-5', now)).toBeNull()
  expect(parseRetryAfter(null, now)).toBeNull()
  expect(new ApiError(429, null, '7', now).retryAfterSeconds).toBe(7)
})

test('a body that is not JSON still gives a readable error', async () => {
  const fetch = (async () =>
    new Response('<html>Bad gateway</html>', { status: 502 })) as typeof globalThis.fetch
  await expect(request(options({ fetch }), { path: 'api/x/', schema: Ok })).rejects.toMatchObject({
    status: 502,
    detail: 'Request failed with status 502.',
  })
})

test('an answer that breaks the contract is a ContractError naming the field', async () => {
  const { fetch } = fakeFetch({ status: 200, body: { ok: 'yes' } })
  await expect(request(options({ fetch }), { path: 'api/x/', schema: Ok })).rejects.toThrow(ContractError)
  const again = fakeFetch({ status: 200, body: { ok: 'yes' } })
  await expect(request(options({ fetch: again.fetch }), { path: 'api/x/', schema: Ok })).rejects.toThrow(
    /ok:/,
  )
})

test('a body is sent as JSON, and a call without a schema answers null', async () => {
  const { fetch, calls } = fakeFetch({ status: 204 })
  const answer = await request(options({ fetch }), {
    method: 'POST',
    path: 'api/x/',
    body: { a: 1 },
    schema: null,
  })
  expect(answer).toBeNull()
  expect(calls[0]?.init.body).toBe('{"a":1}')
  expect(headerOf(calls[0], 'Content-Type')).toBe('application/json')
})
