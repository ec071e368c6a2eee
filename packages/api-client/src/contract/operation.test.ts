import * as v from 'valibot'
import { expect, test } from 'vitest'
import { call } from '../http.ts'
import { OPERATIONS } from '../operations/index.ts'
import { defineOperation, pathParams, routerPath } from './operation.ts'

const ExtendLike = defineOperation({
  id: 'extendLike',
  method: 'POST',
  path: '/api/things/{id}/items/{slug}/',
  summary: 'test',
  tag: 'test',
  access: 'customer',
  params: v.object({ id: v.string(), slug: v.string() }),
  body: v.object({ days: v.picklist([1, 7]) }),
  answer: v.object({ ok: v.boolean() }),
  status: 200,
  errors: [],
})

test('a call fills the path from the declaration, URL-encoded, with its method and body', async () => {
  const seen: { url: string; method: string | undefined; body: unknown }[] = []
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    seen.push({ url: String(url), method: init?.method, body: init?.body })
    return new Response(JSON.stringify({ ok: true }), { status: 200 })
  }) as typeof globalThis.fetch
  const answer = await call({ baseUrl: 'http://api.test', company: 1, fetch }, ExtendLike, {
    params: { id: 5, slug: 'a b/c' },
    body: { days: 7 },
  })
  expect(answer).toEqual({ ok: true })
  expect(seen).toEqual([
    { url: 'http://api.test/api/things/5/items/a%20b%2Fc/', method: 'POST', body: '{"days":7}' },
  ])
})

test('a call without a path value fails before any request', () => {
  expect(() =>
    call({ baseUrl: 'http://api.test', company: 1 }, ExtendLike, { params: { id: 5 }, body: { days: 1 } }),
  ).toThrow('extendLike: the path value slug is missing.')
})

test('router paths and placeholders follow the declaration', () => {
  expect(routerPath(ExtendLike)).toBe('/api/things/:id/items/:slug/')
  expect(routerPath({ path: '/media/{file}', pathPatterns: { file: '.+' } })).toBe('/media/:file{.+}')
  expect(pathParams(ExtendLike.path)).toEqual(['id', 'slug'])
})

test('every declared operation types each placeholder of its path, and ids are unique', () => {
  for (const op of OPERATIONS) {
    expect(Object.keys(op.params?.entries ?? {}).sort(), op.id).toEqual(pathParams(op.path).sort())
    expect(op.path.startsWith('/'), op.id).toBe(true)
  }
  expect(new Set(OPERATIONS.map((op) => op.id)).size).toBe(OPERATIONS.length)
})

test('the spec’s shapes: promo codes are a plain list, order phones digits only', async () => {
  const { CartUpdate } = await import('../schemas/cart.ts')
  const { OrderRequest } = await import('../schemas/order.ts')
  expect(v.parse(CartUpdate, { items: [], promo_codes: [' SUMMER '] }).promo_codes).toEqual(['SUMMER'])
  const objects = v.safeParse(CartUpdate, { items: [], promo_codes: [{ code: 'SUMMER' }] })
  expect(objects.success).toBe(false)
  expect(objects.issues?.[0] && v.getDotPath(objects.issues[0])).toBe('promo_codes.0')
  const phone = v.safeParse(OrderRequest, { recipient_phone: '+7 (999) 123-45-67' })
  expect(phone.issues?.some((i) => v.getDotPath(i) === 'recipient_phone')).toBe(true)
})
