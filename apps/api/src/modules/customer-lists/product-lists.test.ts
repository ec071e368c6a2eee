import { afterAll, beforeAll, expect, test } from 'vitest'
import { signInNewCustomer } from '../../testing/sign-in.ts'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'

let server: TestServer
let company1Products: number[]
let company2Product: number
beforeAll(async () => {
  server = await startTestServer()
  const page = await (await server.request('/api/products/?page_size=30')).json()
  company1Products = page.results.map((p: { id: number }) => p.id)
  company2Product = (await (await server.request('/api/products/?page_size=1', { company: 2 })).json())
    .results[0].id
})
afterAll(async () => {
  await server.close()
})

const send = (method: string, path: string, token: string, body?: unknown, company = 1) =>
  server.request(path, {
    method,
    token,
    company,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
const ids = async (token: string) => (await (await send('GET', '/api/favorites/ids/', token)).json()).ids

test('favourites are added once, newest first, listed with current prices, and removed', async () => {
  const { key } = await signInNewCustomer(server)
  const [a, b] = company1Products as [number, number]
  expect((await send('PUT', `/api/favorites/${a}/`, key)).status).toBe(200)
  server.clock.advance(1000)
  expect((await (await send('PUT', `/api/favorites/${b}/`, key)).json()).ids).toEqual([b, a])
  server.clock.advance(1000)
  // Adding again changes nothing.
  expect((await (await send('PUT', `/api/favorites/${a}/`, key)).json()).ids).toEqual([b, a])
  const list = await (await send('GET', '/api/favorites/', key)).json()
  expect(list.results.map((p: { id: number }) => p.id)).toEqual([b, a])
  const catalogue = await (await server.request(`/api/products/?ids=${a}`)).json()
  expect(list.results[1].price).toBe(catalogue.results[0].price)
  expect(list.results[1].in_stock).toBe(catalogue.results[0].in_stock)
  expect((await (await send('DELETE', `/api/favorites/${b}/`, key)).json()).ids).toEqual([a])
  expect((await send('DELETE', `/api/favorites/${b}/`, key)).status).toBe(404)
})

test('favourites are private: anonymous 401, another company’s product 404, another customer sees none', async () => {
  const owner = await signInNewCustomer(server)
  const stranger = await signInNewCustomer(server)
  const [a] = company1Products as [number]
  expect((await server.request('/api/favorites/')).status).toBe(401)
  expect((await send('PUT', `/api/favorites/${company2Product}/`, owner.key)).status).toBe(404)
  expect((await send('PUT', '/api/favorites/999999999/', owner.key)).status).toBe(404)
  expect((await send('PUT', '/api/favorites/abc/', owner.key)).status).toBe(404)
  await send('PUT', `/api/favorites/${a}/`, owner.key)
  expect(await ids(stranger.key)).toEqual([])
  // Removing another customer's favourite is a 404 and leaves it in place.
  expect((await send('DELETE', `/api/favorites/${a}/`, stranger.key)).status).toBe(404)
  expect(await ids(owner.key)).toEqual([a])
  // The owner's token is refused on the other company.
  expect((await send('GET', '/api/favorites/ids/', owner.key, undefined, 2)).status).toBe(401)
})

test('merging a guest’s favourites is idempotent, keeps the account’s first and skips foreign ids', async () => {
  const { key } = await signInNewCustomer(server)
  const [a, b, c] = company1Products as [number, number, number]
  await send('PUT', `/api/favorites/${a}/`, key)
  const body = { product_ids: [c, a, company2Product, 999_999_999, b] }
  const first = await (await send('POST', '/api/favorites/merge/', key, body)).json()
  expect(first.ids).toEqual([a, c, b])
  const second = await (await send('POST', '/api/favorites/merge/', key, body)).json()
  expect(second.ids).toEqual(first.ids)
  expect((await send('POST', '/api/favorites/merge/', key, { product_ids: ['x'] })).status).toBe(400)
  expect((await send('POST', '/api/favorites/merge/', key, { product_ids: Array(501).fill(1) })).status).toBe(
    400,
  )
})

test('last viewed keeps the newest twenty without duplicates, merges once and clears', async () => {
  const { key } = await signInNewCustomer(server)
  for (const id of company1Products.slice(0, 22)) {
    server.clock.advance(1000)
    expect((await send('POST', '/api/last-viewed/', key, { product_id: id })).status).toBe(204)
  }
  const first = company1Products[0] as number
  server.clock.advance(1000)
  await send('POST', '/api/last-viewed/', key, { product_id: company1Products[5] })
  const list = (await (await send('GET', '/api/last-viewed/', key)).json()).results.map(
    (p: { id: number }) => p.id,
  )
  expect(list).toHaveLength(20)
  expect(list[0]).toBe(company1Products[5])
  expect(new Set(list).size).toBe(20)
  expect(list).not.toContain(first)
  expect((await send('POST', '/api/last-viewed/', key, { product_id: company2Product })).status).toBe(404)
  expect((await send('POST', '/api/last-viewed/', key, { product_id: 'x' })).status).toBe(400)

  expect((await send('DELETE', '/api/last-viewed/', key)).status).toBe(204)
  expect((await (await send('GET', '/api/last-viewed/', key)).json()).results).toEqual([])
  const merge = { product_ids: [company1Products[2], company2Product, company1Products[1]] }
  expect((await send('POST', '/api/last-viewed/merge/', key, merge)).status).toBe(204)
  expect((await send('POST', '/api/last-viewed/merge/', key, merge)).status).toBe(204)
  const merged = (await (await send('GET', '/api/last-viewed/', key)).json()).results.map(
    (p: { id: number }) => p.id,
  )
  expect(merged).toEqual([company1Products[2], company1Products[1]])
  // Another customer's views are not shown to a stranger.
  const stranger = await signInNewCustomer(server)
  expect((await (await send('GET', '/api/last-viewed/', stranger.key)).json()).results).toEqual([])
})
