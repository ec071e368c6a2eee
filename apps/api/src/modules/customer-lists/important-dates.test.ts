import { IMPORTANT_DATE_NAME_MAX_LENGTH } from '@vitrina/domain/important-dates'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { signInNewCustomer } from '../../testing/sign-in.ts'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  server.clock.set(new Date('2026-12-30T09:00:00Z'))
})
afterAll(async () => {
  await server.close()
})

const send = (method: string, path: string, token: string, body?: unknown) =>
  server.request(path, { method, token, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })

test('dates are added in either accepted format, listed by next occurrence, edited and deleted', async () => {
  const { key } = await signInNewCustomer(server)
  const created = await send('POST', '/api/important-dates/', key, {
    name: ' Мамин день рождения ',
    date: '08.03.1962',
  })
  expect(created.status).toBe(201)
  const mum = await created.json()
  expect(mum).toMatchObject({ name: 'Мамин день рождения', date: '1962-03-08', next_date: '2027-03-08' })
  await send('POST', '/api/important-dates/', key, { name: 'New Year', date: '2000-12-31' })
  await send('POST', '/api/important-dates/', key, { name: 'Leap', date: '2000-02-29' })
  const list = (await (await send('GET', '/api/important-dates/', key)).json()).results
  expect(list.map((d: { name: string }) => d.name)).toEqual(['New Year', 'Leap', 'Мамин день рождения'])
  expect(list[0].days_until).toBe(1)
  expect(list[1].next_date).toBe('2027-02-28')

  const edited = await send('PATCH', `/api/important-dates/${mum.id}/`, key, {
    name: 'Mum',
    date: '1962-01-05',
  })
  expect(await edited.json()).toMatchObject({ name: 'Mum', date: '1962-01-05', next_date: '2027-01-05' })
  expect((await send('DELETE', `/api/important-dates/${mum.id}/`, key)).status).toBe(204)
  expect((await send('DELETE', `/api/important-dates/${mum.id}/`, key)).status).toBe(404)
})

test('invalid dates and names are 400 with field messages and nothing is written', async () => {
  const { key } = await signInNewCustomer(server)
  const bad = await send('POST', '/api/important-dates/', key, { name: '', date: '31.02.2020' })
  expect(bad.status).toBe(400)
  expect(await bad.json()).toEqual({
    name: ['This field is required.'],
    date: ['The date contains an error.'],
  })
  expect(
    (await (await send('POST', '/api/important-dates/', key, { name: 'x', date: '12.03' })).json()).date,
  ).toEqual(['Enter the whole date as DD.MM.YYYY.'])
  expect((await send('POST', '/api/important-dates/', key, { name: 'x', date: '01.01.2099' })).status).toBe(
    400,
  )
  const long = await send('POST', '/api/important-dates/', key, { name: 'я'.repeat(101), date: '01.01.2000' })
  expect(long.status).toBe(400)
  expect((await long.json()).name).toEqual([`At most ${IMPORTANT_DATE_NAME_MAX_LENGTH} characters.`])
  const longest = await send('POST', '/api/important-dates/', key, {
    name: 'я'.repeat(100),
    date: '01.01.2000',
  })
  expect(longest.status).toBe(201)
  await send('DELETE', `/api/important-dates/${(await longest.json()).id}/`, key)
  expect((await send('POST', '/api/important-dates/', key, { date: '01.01.2000' })).status).toBe(400)
  expect((await (await send('GET', '/api/important-dates/', key)).json()).results).toEqual([])
})

test('another customer’s date is a 404 for reading, editing and deleting; another company sees nothing', async () => {
  const owner = await signInNewCustomer(server)
  const stranger = await signInNewCustomer(server)
  const date = await (
    await send('POST', '/api/important-dates/', owner.key, { name: 'Anniversary', date: '2015-08-21' })
  ).json()
  const patch = await send('PATCH', `/api/important-dates/${date.id}/`, stranger.key, {
    name: 'Mine',
    date: '2015-08-21',
  })
  expect(patch.status).toBe(404)
  expect((await send('DELETE', `/api/important-dates/${date.id}/`, stranger.key)).status).toBe(404)
  expect((await (await send('GET', '/api/important-dates/', stranger.key)).json()).results).toEqual([])
  expect((await (await send('GET', '/api/important-dates/', owner.key)).json()).results[0].name).toBe(
    'Anniversary',
  )
  const other = await signInNewCustomer(server, 2)
  const foreign = await server.request(`/api/important-dates/${date.id}/`, {
    method: 'DELETE',
    token: other.key,
    company: 2,
  })
  expect(foreign.status).toBe(404)
})

test('at most 50 dates, checked atomically under concurrent requests', async () => {
  const { key } = await signInNewCustomer(server)
  const results = await Promise.all(
    Array.from({ length: 55 }, (_, i) =>
      send('POST', '/api/important-dates/', key, { name: `Date ${i}`, date: '2000-01-01' }).then(
        (r) => r.status,
      ),
    ),
  )
  expect(results.filter((s) => s === 201)).toHaveLength(50)
  expect(results.filter((s) => s === 409)).toHaveLength(5)
  expect((await (await send('GET', '/api/important-dates/', key)).json()).results).toHaveLength(50)
})
