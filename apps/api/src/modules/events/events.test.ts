import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { eventRegistrations, events } from '../../db/schema/index.ts'
import { signInNewCustomer } from '../../testing/sign-in.ts'
import { startTestServer, TEST_STAFF_TOKEN, type TestServer } from '../../testing/test-server.ts'

// The test clock starts on 2026-11-22: the seeded "meetup" (12 Dec) is upcoming, "karelia-talk" (Oct) past.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const post = (path: string, token: string, body?: unknown, company = 1) =>
  server.request(path, {
    method: 'POST',
    token,
    company,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
const staff = (id: number, state: string, token = TEST_STAFF_TOKEN, company = 1) =>
  server.request(`/api/staff/event-registrations/${id}/state/`, {
    method: 'POST',
    company,
    headers: { 'X-Staff-Token': token },
    body: JSON.stringify({ state, comment: state === 'rejected' ? 'Все места заняты' : '' }),
  })
const takenOf = async (slug: string, company = 1) =>
  (
    await server.handle.db
      .select({ taken: events.taken })
      .from(events)
      .where(and(eq(events.slug, slug), eq(events.companyId, company)))
  )[0]?.taken

describe('event list and detail', () => {
  test('filters by type and upcoming/past, soonest upcoming first and latest past first', async () => {
    const upcoming = await (await server.request('/api/events/')).json()
    expect(upcoming.count).toBeGreaterThanOrEqual(3)
    const starts = upcoming.results.map((e: { starts_at: string }) => e.starts_at)
    expect(starts).toEqual([...starts].sort())
    expect(starts.every((s: string) => s > '2026-11-22T10:00:00.000Z')).toBe(true)
    const past = await (await server.request('/api/events/?when=past')).json()
    expect(past.results.map((e: { slug: string }) => e.slug)).toEqual(['navigation-webinar', 'karelia-talk'])
    const online = await (await server.request('/api/events/?type=online')).json()
    expect(online.results.every((e: { type: string }) => e.type === 'online')).toBe(true)
    expect(online.results.every((e: { address: string | null }) => e.address === null)).toBe(true)
    expect((await server.request('/api/events/?type=party')).status).toBe(400)
  })

  test('an offline event has its place and its places left; the online link is not public', async () => {
    const meetup = await (await server.request('/api/events/meetup/')).json()
    expect(meetup).toMatchObject({ type: 'offline', capacity: 30, places_left: 30 })
    expect(meetup.address).toContain('Тверская')
    expect(meetup.latitude).toBeCloseTo(55.7575)
    const webinar = await (await server.request('/api/events/webinar/')).json()
    expect(webinar).not.toHaveProperty('online_url')
    expect((await server.request('/api/events/meetup/', { company: 2 })).status).toBe(200)
    expect((await server.request('/api/events/no-such-event/')).status).toBe(404)
  })
})

describe('registration', () => {
  test('register, see it, refuse a second one, cancel it, register again', async () => {
    const { key } = await signInNewCustomer(server)
    const before = await takenOf('gear-repair')
    const created = await post('/api/events/gear-repair/registrations/', key)
    expect(created.status).toBe(201)
    const registration = await created.json()
    expect(registration).toMatchObject({ state: 'new', can_cancel: true, event: { slug: 'gear-repair' } })
    expect(await takenOf('gear-repair')).toBe((before ?? 0) + 1)

    const again = await post('/api/events/gear-repair/registrations/', key)
    expect(again.status).toBe(409)
    expect((await again.json()).code).toBe('already_registered')
    expect(await takenOf('gear-repair')).toBe((before ?? 0) + 1)

    const mine = await (await server.request('/api/event-registrations/', { token: key })).json()
    expect(mine.results.map((r: { id: number }) => r.id)).toEqual([registration.id])
    const filtered = await (
      await server.request('/api/event-registrations/?event=meetup', { token: key })
    ).json()
    expect(filtered.count).toBe(0)

    const canceled = await post(`/api/event-registrations/${registration.id}/cancel/`, key)
    expect(canceled.status).toBe(200)
    expect(await canceled.json()).toMatchObject({ state: 'canceled', can_cancel: false })
    expect(await takenOf('gear-repair')).toBe(before)
    expect((await post(`/api/event-registrations/${registration.id}/cancel/`, key)).status).toBe(409)
    expect((await post('/api/events/gear-repair/registrations/', key)).status).toBe(201)
  })

  test('needs sign-in, refuses past events, and keeps customers and companies apart', async () => {
    expect((await server.request('/api/events/meetup/registrations/', { method: 'POST' })).status).toBe(401)
    const { key } = await signInNewCustomer(server)
    const past = await post('/api/events/karelia-talk/registrations/', key)
    expect(past.status).toBe(409)
    expect((await past.json()).code).toBe('event_past')
    const mine = await (await post('/api/events/meetup/registrations/', key)).json()
    const other = await signInNewCustomer(server)
    expect((await post(`/api/event-registrations/${mine.id}/cancel/`, other.key)).status).toBe(404)
    const travel = await signInNewCustomer(server, 2)
    expect((await post(`/api/event-registrations/${mine.id}/cancel/`, travel.key, undefined, 2)).status).toBe(
      404,
    )
    // The other tenant's staff cannot move it either.
    expect((await staff(mine.id, 'approved', TEST_STAFF_TOKEN, 2)).status).toBe(404)
  })

  test('a full event refuses with event_full and never goes over its places', async () => {
    const { key } = await signInNewCustomer(server)
    await server.handle.db.execute(
      sql`update ${events} set capacity = taken + 1 where slug = 'avalanche-course' and company_id = 1`,
    )
    expect((await post('/api/events/avalanche-course/registrations/', key)).status).toBe(201)
    const late = await signInNewCustomer(server)
    const full = await post('/api/events/avalanche-course/registrations/', late.key)
    expect(full.status).toBe(409)
    expect((await full.json()).code).toBe('event_full')
    const page = await (await server.request('/api/events/avalanche-course/')).json()
    expect(page.places_left).toBe(0)
  })
})

describe('the organiser', () => {
  test('approves (the online link appears), rejects with a comment, and is refused a wrong move', async () => {
    const { key } = await signInNewCustomer(server)
    const registration = await (await post('/api/events/webinar/registrations/', key)).json()
    expect(registration.event.online_url).toBeNull()
    expect((await staff(registration.id, 'approved', 'wrong-token-0123456789abcdef-wrong')).status).toBe(401)
    const approved = await staff(registration.id, 'approved')
    expect(approved.status).toBe(200)
    expect((await approved.json()).event.online_url).toBe('https://meet.example.com/tropa-backpack')
    expect((await staff(registration.id, 'approved')).status).toBe(409)
    const rejected = await (await staff(registration.id, 'rejected')).json()
    expect(rejected).toMatchObject({ state: 'rejected', comment: 'Все места заняты', can_cancel: false })
    expect((await post(`/api/event-registrations/${registration.id}/cancel/`, key)).status).toBe(409)
    expect((await staff(999_999, 'approved')).status).toBe(404)
  })

  test('a rejection gives the place back', async () => {
    const { key } = await signInNewCustomer(server)
    const before = await takenOf('meetup')
    const registration = await (await post('/api/events/meetup/registrations/', key)).json()
    expect(await takenOf('meetup')).toBe((before ?? 0) + 1)
    await staff(registration.id, 'rejected')
    expect(await takenOf('meetup')).toBe(before)
  })

  test('the dev control page lists registrations and approves by form', async () => {
    const { key } = await signInNewCustomer(server)
    const registration = await (await post('/api/events/meetup/registrations/', key)).json()
    const page = await (await server.request('/dev/events', { company: null })).text()
    expect(page).toContain(`Registration ${registration.id}: approve`)
    const form = await server.request(`/dev/events/registrations/${registration.id}`, {
      method: 'POST',
      company: null,
      body: new URLSearchParams({ state: 'approved' }),
      redirect: 'manual',
    })
    expect(form.status).toBe(303)
    const [row] = await server.handle.db
      .select({ state: eventRegistrations.state })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, registration.id))
    expect(row?.state).toBe('approved')
  })
})

// PGlite has a single connection and cannot show races: this runs on real PostgreSQL only.
test.skipIf(!process.env.DATABASE_URL)(
  '20 concurrent registrations for the last 3 places give exactly 3 registrations and 17 refusals',
  async () => {
    await server.handle.db.execute(
      sql`update ${events} set capacity = taken + 3 where slug = 'highlands-evening' and company_id = 2`,
    )
    const customers = await Promise.all(Array.from({ length: 20 }, () => signInNewCustomer(server, 2)))
    const responses = await Promise.all(
      customers.map((c) => post('/api/events/highlands-evening/registrations/', c.key, undefined, 2)),
    )
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(3)
    expect(statuses.filter((s) => s === 409)).toHaveLength(17)
    const [event] = await server.handle.db
      .select()
      .from(events)
      .where(and(eq(events.slug, 'highlands-evening'), eq(events.companyId, 2)))
    const held = await server.handle.db
      .select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.eventId, event?.id ?? 0),
          inArray(eventRegistrations.state, ['new', 'approved']),
        ),
      )
    expect(event?.taken).toBe(event?.capacity)
    expect(held).toHaveLength(3)
  },
)

test.skipIf(!process.env.DATABASE_URL)(
  'one customer registering from 10 tabs at once holds one registration and one place',
  async () => {
    const { key } = await signInNewCustomer(server, 2)
    const before = await takenOf('japan-briefing', 2)
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/events/japan-briefing/registrations/', key, undefined, 2)),
    )
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1)
    expect(responses.filter((r) => r.status === 409)).toHaveLength(9)
    expect(await takenOf('japan-briefing', 2)).toBe((before ?? 0) + 1)
  },
)
