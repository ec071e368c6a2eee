import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const json = async (path: string, company = 1) => {
  const response = await server.request(path, { company })
  expect(response.status, `${path} answered ${response.status}`).toBe(200)
  return response.json()
}

test('a promotion listing holds only the promotion products, filtered and sorted like a category', async () => {
  const promotion = await json('/api/promotions/winter-sale/')
  const page = await json('/api/products/?promotion=winter-sale&page_size=100')
  expect(page.count).toBeGreaterThan(0)
  for (const product of page.results) expect(promotion.product_ids).toContain(product.id)
  const sorted = await json('/api/products/?promotion=winter-sale&ordering=price&page_size=100')
  const prices = sorted.results.map((p: { price: string }) => Number(p.price))
  expect(prices).toEqual([...prices].sort((a, b) => a - b))
  expect(sorted.count).toBe(page.count)
})

test('the facets of a promotion listing describe the promotion products only', async () => {
  const all = await json('/api/products/?page_size=1')
  const promo = await json('/api/products/?promotion=winter-sale&page_size=1')
  expect(promo.count).toBeLessThan(all.count)
  const brand = promo.facets.brands[0]
  const byBrand = await json(`/api/products/?promotion=winter-sale&brand=${encodeURIComponent(brand)}`)
  expect(byBrand.count).toBeGreaterThan(0)
  expect(byBrand.count).toBeLessThanOrEqual(promo.count)
})

test('another company promotion or an unknown one is not found', async () => {
  expect((await server.request('/api/products/?promotion=early-bird', { company: 1 })).status).toBe(404)
  expect((await server.request('/api/products/?promotion=nope', { company: 1 })).status).toBe(404)
  expect((await json('/api/products/?promotion=early-bird&page_size=1', 2)).count).toBeGreaterThan(0)
})

test('static pages are found by nested slugs and sections by slug, per company', async () => {
  const courier = await json('/api/pages/?kind=static&slug=delivery/courier')
  expect(courier).toMatchObject({ kind: 'static', slug: 'delivery/courier' })
  const gifts = await json('/api/pages/?kind=section&slug=gifts')
  expect(gifts.blocks.map((b: { type: string }) => b.type)).toEqual(['products', 'categories'])
  expect((await server.request('/api/pages/?kind=section&slug=missing')).status).toBe(404)
  expect((await server.request('/api/pages/?kind=static&slug=..%2Fetc')).status).toBe(400)
})

test('short links resolve through the route redirects, relative or absolute', async () => {
  expect(await json('/api/route-redirects/?path=/go/sale')).toEqual({
    redirect: { target: '/catalog/promotion/winter-sale/', permanent: false, absolute: false },
  })
  expect((await json('/api/route-redirects/?path=/go/blog/')).redirect.absolute).toBe(true)
  expect(await json('/api/route-redirects/?path=/go/unknown/')).toEqual({ redirect: null })
})
