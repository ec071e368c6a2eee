import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

test('a call without X-QA-Company is refused with a clear 400', async () => {
  const response = await server.request('/api/regions/', { company: null })
  expect(response.status).toBe(400)
  expect(await response.json()).toEqual({
    detail: 'The X-QA-Company header is required.',
    code: 'company_required',
  })
})

test('a malformed or unknown company is refused, never a 500', async () => {
  expect(
    (await server.request('/api/regions/', { headers: { 'X-QA-Company': 'abc' }, company: null })).status,
  ).toBe(400)
  expect((await server.request('/api/regions/', { company: 999 })).status).toBe(404)
})

test('each tenant has its own settings: language, currency and brand', async () => {
  const shop = await (await server.request('/api/companies/current/', { company: 1 })).json()
  const travel = await (await server.request('/api/companies/current/', { company: 2 })).json()
  expect(shop).toMatchObject({ id: 1, language: 'ru', currency: 'RUB', brand_name: 'Тропа' })
  expect(travel).toMatchObject({ id: 2, language: 'en', currency: 'USD', brand_name: 'Wayfarer Travel' })
  // Logos are absolute, so a storefront on another host can show them.
  expect(shop.logo).toMatch(/^https?:\/\/[^/]+\/media\/.+/)
  expect(shop.price_restriction).toEqual({
    is_enabled: false,
    guest_message: null,
    level_message: null,
    no_level_message: null,
  })
})

test('the company may also be given as a query parameter for companies/current', async () => {
  const response = await server.request('/api/companies/current/?company=2', { company: null })
  expect((await response.json()).id).toBe(2)
})

test('regions come as a DRF page in sort order', async () => {
  const page = await (await server.request('/api/regions/')).json()
  expect(page.count).toBe(3)
  expect(page.results.map((r: { slug: string }) => r.slug)).toEqual(['moscow', 'spb', 'ekb'])
  expect(page.results[0]).toMatchObject({ name: 'Москва', latitude: 55.7558, longitude: 37.6173 })
})

test('geoip guesses the nearest region, and says when it could not determine one', async () => {
  const spb = await (await server.request('/api/address/geoip/?ip=198.51.100.7')).json()
  expect(spb).toMatchObject({ determined: true, region: { slug: 'spb' } })
  const local = await (await server.request('/api/address/geoip/?ip=127.0.0.1')).json()
  expect(local).toMatchObject({ determined: false, region: { slug: 'moscow' } })
})

test('health answers ok with the database reachable', async () => {
  const response = await server.request('/health', { company: null })
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok' })
})

test('unknown paths answer a DRF-style 404', async () => {
  const response = await server.request('/api/nothing-here/')
  expect(response.status).toBe(404)
  expect(await response.json()).toEqual({ detail: 'Not found.' })
})
