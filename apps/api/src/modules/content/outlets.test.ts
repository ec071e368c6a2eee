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
  name: string
  address: string
  distance_km: number | null
  latitude: number
  longitude: number
}
const outlets = async (query: string, init?: Parameters<TestServer['request']>[1]) => {
  const response = await server.request(`/api/outlets/${query}`, init)
  expect(response.status).toBe(200)
  return ((await response.json()) as { results: Outlet[] }).results
}

test('without the shopper position, distances are measured from the region centre (not from 0,0)', async () => {
  const results = await outlets('?kind=outlet')
  expect(results.length).toBeGreaterThan(0)
  for (const outlet of results) {
    expect(outlet.distance_km).not.toBeNull()
    // Every Moscow shop is within the city, a few km from its centre.
    expect(outlet.distance_km).toBeLessThan(30)
  }
})

test('without coordinates, distance ordering sorts from the region centre', async () => {
  const results = await outlets('?ordering=distance')
  const distances = results.map((o) => o.distance_km ?? Number.NaN)
  expect(distances.every((d) => d < 30)).toBe(true)
  expect(distances).toEqual([...distances].sort((a, b) => a - b))
})

test('with the shopper position, the nearest outlet comes first and is metres away', async () => {
  const results = await outlets('?lat=55.7580&lon=37.6135&ordering=distance')
  expect(results[0]?.distance_km).toBeLessThan(1)
  expect(results.map((o) => o.distance_km)).toEqual(
    results.map((o) => o.distance_km).sort((a, b) => (a ?? 0) - (b ?? 0)),
  )
})

test('a coordinate out of range is a 400 with a reason', async () => {
  const response = await server.request('/api/outlets/?lat=123&lon=37')
  expect(response.status).toBe(400)
})

test('outlets and pickup points are named in the shop language and lie inside their city', async () => {
  const ru = await outlets('')
  expect(ru.every((o) => /[а-яё]/i.test(o.name) && /[а-яё]/i.test(o.address))).toBe(true)
  const en = await outlets('', { company: 2 })
  expect(en.every((o) => /^[\w\s.,'-]+$/.test(o.name))).toBe(true)
  for (const o of [...ru, ...en]) {
    // Moscow's default region: inside the city's bounding box.
    expect(o.latitude).toBeGreaterThan(55.5)
    expect(o.latitude).toBeLessThan(56)
    expect(o.longitude).toBeGreaterThan(37.3)
    expect(o.longitude).toBeLessThan(37.9)
  }
})
