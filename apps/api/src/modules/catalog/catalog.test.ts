import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const json = async (path: string, init?: Parameters<TestServer['request']>[1]) => {
  const response = await server.request(path, init)
  expect(response.status, `${path} answered ${response.status}`).toBe(200)
  return response.json()
}

test('the demo shop has at least 300 products and categories four levels deep', async () => {
  const page = await json('/api/products/?page_size=1')
  expect(page.count).toBeGreaterThanOrEqual(300)
  const leaf = await json('/api/categories/clothes-men-jackets-down/')
  expect(leaf.bread_crumbs.map((c: { slug: string }) => c.slug)).toEqual([
    'clothes',
    'clothes-men',
    'clothes-men-jackets',
    'clothes-men-jackets-down',
  ])
})

test('a category listing includes products of every level below it', async () => {
  const root = await json('/api/products/?category=clothes&page_size=1')
  const leaf = await json('/api/products/?category=clothes-men-jackets-down&page_size=1')
  expect(root.count).toBeGreaterThan(leaf.count)
  expect(leaf.count).toBeGreaterThan(0)
})

test('sorting by price ascending and descending orders the page by minimal price', async () => {
  const asc = await json('/api/products/?category=footwear&ordering=price&page_size=50')
  const desc = await json('/api/products/?category=footwear&ordering=-price&page_size=50')
  const prices = (page: { results: { price: string }[] }) => page.results.map((p) => Number(p.price))
  expect(prices(asc)).toEqual([...prices(asc)].sort((a, b) => a - b))
  expect(prices(desc)).toEqual([...prices(desc)].sort((a, b) => b - a))
})

test('filters by size narrow the listing and facets keep every size', async () => {
  const all = await json('/api/products/?category=clothes')
  const onlyXl = await json('/api/products/?category=clothes&size=XL')
  expect(all.facets.sizes).toEqual(expect.arrayContaining(['S', 'M', 'L', 'XL']))
  expect(onlyXl.facets.sizes).toEqual(all.facets.sizes)
  expect(onlyXl.count).toBeLessThanOrEqual(all.count)
})

test('pages carry next and previous page numbers', async () => {
  const first = await json('/api/products/?page=1&page_size=10')
  const second = await json('/api/products/?page=2&page_size=10')
  expect(first).toMatchObject({ next: '2', previous: null })
  expect(second.previous).toBe('1')
  expect(second.results[0].id).not.toBe(first.results[0].id)
})

test('bad listing parameters get field errors, not a 500', async () => {
  for (const query of [
    'page=0',
    'page=abc',
    'page_size=1000',
    'ordering=cheapest',
    'price_min=ten',
    'ids=1;drop',
  ]) {
    const response = await server.request(`/api/products/?${query}`)
    expect(response.status, query).toBe(400)
  }
  expect((await server.request('/api/products/?category=no-such-category')).status).toBe(404)
})

test('search finds products by name and says nothing for nonsense', async () => {
  const found = await json(`/api/products/?search=${encodeURIComponent('куртки')}`)
  expect(found.count).toBeGreaterThan(0)
  const none = await json('/api/products/?search=zzzqqqxxx')
  expect(none.count).toBe(0)
  const wildcard = await json('/api/products/?search=%25')
  expect(wildcard.count).toBe(0)
})

test('product detail has variants with regional prices, images and breadcrumbs', async () => {
  const card = (await json('/api/products/?category=clothes&page_size=1')).results[0]
  const product = await json(`/api/products/${card.slug}/`)
  expect(product.skus.length).toBeGreaterThan(1)
  expect(product.images[0].url).toMatch(/^http:\/\/media\.test\/media\/products\//)
  expect(product.images[0].scaled.map((s: { width: number }) => s.width)).toEqual([200, 400, 800, 1200])
  expect(product.bread_crumbs).toHaveLength(4)
  expect(product.price).toBe(
    product.skus
      .map((s: { price: string }) => s.price)
      .sort((a: string, b: string) => Number(a) - Number(b))[0],
  )
  const inSpb = await json(`/api/products/${card.slug}/`, { region: 'spb' })
  expect(Number(inSpb.price)).toBeLessThan(Number(product.price))
})

test("another company's product is a 404", async () => {
  const card = (await json('/api/products/?page_size=1', { company: 1 })).results[0]
  expect((await server.request(`/api/products/${card.slug}/`, { company: 2 })).status).toBe(404)
  expect((await server.request(`/api/products/${card.id}/`, { company: 2 })).status).toBe(404)
})

test('reviews are paginated, sortable, and summarised', async () => {
  const listing = await json('/api/products/?page_size=100')
  const reviewed = listing.results.find((p: { reviews_count: number }) => p.reviews_count > 1)
  const summary = await json(`/api/products/${reviewed.slug}/reviews/summary/`)
  expect(summary.count).toBe(reviewed.reviews_count)
  const total = Object.values(summary.distribution as Record<string, number>).reduce((a, b) => a + b, 0)
  expect(total).toBe(summary.count)
  const byRating = await json(`/api/products/${reviewed.slug}/reviews/?ordering=-rating`)
  const ratings = byRating.results.map((r: { rating: number }) => r.rating)
  expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
  for (const review of byRating.results) if (review.is_anonymous) expect(review.author).toBe('')
})

test('related products, collection and outlet availability answer for a product', async () => {
  const card = (await json('/api/products/?page_size=1')).results[0]
  const similar = await json(`/api/products/${card.slug}/related/?kind=similar`)
  expect(similar.length).toBeGreaterThan(0)
  expect(similar.every((p: { id: number }) => p.id !== card.id)).toBe(true)
  const availability = await json(`/api/products/${card.slug}/availability/`)
  expect(Array.isArray(availability)).toBe(true)
})

test('navigation is a tree of typed menu links with display settings', async () => {
  const items = await json('/api/navigation/')
  expect(items.map((i: { type: string }) => i.type)).toEqual(
    expect.arrayContaining(['PRODUCT_CATEGORY', 'PROMOTION', 'LINK']),
  )
  expect(items.find((i: { authentication_required: boolean }) => i.authentication_required)).toBeTruthy()
})

test('generated media answer an SVG that caches forever', async () => {
  const response = await server.request('/media/products/item-1-1/0.svg?w=400', { company: null })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('image/svg+xml')
  expect(response.headers.get('cache-control')).toContain('immutable')
  expect(await response.text()).toContain('<svg')
  expect((await server.request('/media/../../etc/passwd', { company: null })).status).toBe(404)
})

test('the travel shop’s catalogue sells travel goods: sizes only on suitcases, no tours or hotels', async () => {
  type Card = { slug: string; name: string; sizes?: string[] }
  const roots = await json('/api/categories/', { company: 2 })
  expect(roots.map((c: { slug: string }) => c.slug)).toEqual(['luggage', 'accessories', 'guidebooks'])
  const all = await json('/api/products/?page_size=100', { company: 2 })
  expect(all.count).toBeGreaterThanOrEqual(60)
  expect(all.results.some((p: Card) => /tour|hotel/i.test(p.name))).toBe(false)
  const detail = async (slug: string) => json(`/api/products/${slug}/`, { company: 2 })
  const suitcase = (await json('/api/products/?category=luggage-suitcases&page_size=1', { company: 2 }))
    .results[0]
  const sizes = (await detail(suitcase.slug)).skus.map((s: { size: string | null }) => s.size)
  expect(new Set(sizes)).toEqual(new Set(['S', 'M', 'L']))
  const book = (await json('/api/products/?category=guidebooks&page_size=1', { company: 2 })).results[0]
  const bookSkus = (await detail(book.slug)).skus
  expect(bookSkus.map((s: { size: string | null; color: string | null }) => [s.size, s.color])).toEqual([
    [null, null],
  ])
  const pillow = (
    await json('/api/products/?category=accessories-comfort-pillows&page_size=1', { company: 2 })
  ).results[0]
  expect((await detail(pillow.slug)).skus.every((s: { size: string | null }) => s.size === null)).toBe(true)
})
