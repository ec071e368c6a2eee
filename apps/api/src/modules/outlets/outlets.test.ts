import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

type Outlet = {
  id: number
  kind: string
  name: string
  region: number
  services: string[]
  hours: ({ open: string; close: string } | null)[] | null
  timezone: string
  metro: string | null
  distance_km: number
}
type Page = { count: number; next: string | null; previous: string | null; results: Outlet[] }

async function json<T>(path: string, init?: Parameters<TestServer['request']>[1]): Promise<T> {
  const response = await server.request(path, init)
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

test('pickup points are paged: a bounded page, the total count and the next page', async () => {
  const first = await json<Page>('/api/outlets/?kind=pickup_point&page_size=3')
  expect(first.results).toHaveLength(3)
  expect(first.count).toBeGreaterThan(3)
  expect(first.next).toBe('2')
  const second = await json<Page>('/api/outlets/?kind=pickup_point&page_size=3&page=2')
  expect(second.previous).toBe('1')
  const ids = new Set([...first.results, ...second.results].map((o) => o.id))
  expect(ids.size).toBe(first.results.length + second.results.length)
  const response = await server.request('/api/outlets/?page_size=500')
  expect(response.status).toBe(400)
})

test('outlets carry hours, their time zone, services and metro; filters by services and open now', async () => {
  const all = await json<Page>('/api/outlets/?page_size=50')
  const shop = all.results.find((o) => o.kind === 'outlet')
  expect(shop?.hours).toHaveLength(7)
  expect(shop?.timezone).toBe('Europe/Moscow')
  expect(shop?.metro).toBeTruthy()
  const repair = await json<Page>('/api/outlets/?services=repair,fitting')
  expect(repair.results.length).toBeGreaterThan(0)
  expect(repair.results.length).toBeLessThan(all.count)
  for (const o of repair.results) expect(o.services).toEqual(expect.arrayContaining(['repair', 'fitting']))
  // Parcel lockers never close: "open now" keeps them whatever the hour.
  const open = await json<Page>('/api/outlets/?open_now=true&kind=parcel_locker')
  const lockers = await json<Page>('/api/outlets/?kind=parcel_locker')
  expect(open.count).toBe(lockers.count)
  expect((await server.request('/api/outlets/?services=teleport')).status).toBe(400)
})

test("another region of the company by id; another company's region is a 404", async () => {
  const regions = await json<{ results: { id: number; slug: string }[] }>('/api/regions/')
  const spb = regions.results.find((r) => r.slug === 'spb')
  const page = await json<Page>(`/api/outlets/?region=${spb?.id}`)
  expect(page.results.length).toBeGreaterThan(0)
  expect(page.results.every((o) => o.region === spb?.id)).toBe(true)
  const travel = await json<{ results: { id: number }[] }>('/api/regions/', { company: 2 })
  const response = await server.request(`/api/outlets/?region=${travel.results[0]?.id}`)
  expect(response.status).toBe(404)
})

test("an outlet's page has its region and the products in stock there; another company's outlet is a 404", async () => {
  const page = await json<Page>('/api/outlets/?kind=outlet')
  const id = page.results[0]?.id
  const detail = await json<{
    id: number
    region_slug: string
    products: { id: number; name: string; price: string | null }[]
    products_count: number
  }>(`/api/outlets/${id}/`)
  expect(detail.id).toBe(id)
  expect(detail.region_slug).toBe('moscow')
  expect(detail.products.length).toBeGreaterThan(0)
  expect(detail.products.length).toBeLessThanOrEqual(12)
  expect(detail.products_count).toBeGreaterThanOrEqual(detail.products.length)
  expect((await server.request(`/api/outlets/${id}/`, { company: 2 })).status).toBe(404)
  // A pickup point has no shelf: an empty list, not an error.
  const point = (await json<Page>('/api/outlets/?kind=pickup_point')).results[0]
  const pickup = await json<{ products: unknown[] }>(`/api/outlets/${point?.id}/`)
  expect(pickup.products).toEqual([])
})

test('place suggestions: malls, metro stations and addresses, each with its point', async () => {
  type Place = { type: string; name: string; value: string; latitude: number; longitude: number }
  const malls = await json<Place[]>(`/api/outlets/places/?query=${encodeURIComponent('авиапарк')}`)
  expect(malls[0]).toMatchObject({ type: 'mall', name: 'ТРЦ «Авиапарк»' })
  const metro = await json<Place[]>(`/api/outlets/places/?query=${encodeURIComponent('киевская')}`)
  expect(metro.some((p) => p.type === 'metro' && p.name === 'Киевская')).toBe(true)
  const street = await json<Place[]>(`/api/outlets/places/?query=${encodeURIComponent('Тверская 7')}`)
  const pin = street.find((p) => p.type === 'pin')
  expect(pin?.value).toContain('Тверская')
  expect(pin?.latitude).toBeGreaterThan(55.7)
  expect(await json<Place[]>('/api/outlets/places/?query=')).toEqual([])
})
