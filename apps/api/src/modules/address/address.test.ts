import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'
import { fiasId } from './gazetteer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const post = async (path: string, body: unknown) =>
  server.request(path, { method: 'POST', body: JSON.stringify(body) })
const suggest = async (body: unknown) => (await post('/api/dadata/suggest/', body)).json()

test('an empty query suggests nothing', async () => {
  expect(await suggest({ name: 'address', query: '  ' })).toEqual([])
})

test('a full-address query finds houses with coordinates and FIAS ids', async () => {
  const results = await suggest({
    name: 'address',
    query: 'Москва Тверская 7',
    from_bound: { value: 'city' },
    to_bound: { value: 'house' },
  })
  expect(results[0]).toMatchObject({
    value: 'г Москва, ул Тверская, д 7',
    data: { city: 'Москва', street: 'Тверская', house: '7' },
  })
  expect(Number(results[0].data.geo_lat)).toBeCloseTo(55.76, 1)
})

test('bounds limit the granularity: city to settlement gives cities only', async () => {
  const cities = await suggest({
    name: 'address',
    query: 'Санкт',
    from_bound: { value: 'city' },
    to_bound: { value: 'settlement' },
  })
  expect(cities.map((r: { value: string }) => r.value)).toEqual(['г Санкт-Петербург'])
  const streets = await suggest({
    name: 'address',
    query: 'Невский',
    from_bound: { value: 'street' },
    to_bound: { value: 'street' },
  })
  expect(streets.every((r: { data: { house: string | null } }) => r.data.house === null)).toBe(true)
})

test('locations restrict suggestions to a city', async () => {
  const inEkb = await suggest({
    name: 'address',
    query: 'Ленин',
    locations: [{ city_fias_id: fiasId('Екатеринбург') }],
  })
  expect(inEkb.length).toBeGreaterThan(0)
  expect(inEkb.every((r: { data: { city: string } }) => r.data.city === 'Екатеринбург')).toBe(true)
})

test('a city named rather than picked bounds suggestions too (ё and case do not matter)', async () => {
  const everywhere = await suggest({
    query: 'Ленин',
    from_bound: { value: 'street' },
    to_bound: { value: 'street' },
  })
  expect(new Set(everywhere.map((r: { data: { city: string } }) => r.data.city)).size).toBeGreaterThan(1)
  const inEkb = await suggest({
    query: 'Ленин',
    from_bound: { value: 'street' },
    to_bound: { value: 'street' },
    locations: [{ city: ' екатеринбург ' }],
  })
  expect(inEkb.length).toBeGreaterThan(0)
  expect(inEkb.every((r: { data: { city: string } }) => r.data.city === 'Екатеринбург')).toBe(true)
  expect(await suggest({ query: 'Ленин', locations: [{ city: 'Атлантида' }] })).toEqual([])
})

test('reverse geocoding finds the nearest house within 200 m, and nothing in a field', async () => {
  const near = await (
    await post('/api/dadata/geolocate/', {
      name: 'address',
      lat: 55.7579,
      lon: 37.6117,
      radius_meters: 200,
      count: 1,
    })
  ).json()
  expect(near).toHaveLength(1)
  expect(near[0].data.street).toBe('Тверская')
  const field = await (await post('/api/dadata/geolocate/', { lat: 55.9, lon: 37.9 })).json()
  expect(field).toEqual([])
})

test('bad address input is a 400', async () => {
  expect((await post('/api/dadata/suggest/', { query: 1 })).status).toBe(400)
  expect((await post('/api/dadata/geolocate/', { lat: 'x', lon: 1 })).status).toBe(400)
  expect((await post('/api/dadata/geolocate/', { lat: 91, lon: 1 })).status).toBe(400)
})
