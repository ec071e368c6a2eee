import { stayNights } from '@vitrina/domain/tour-stay'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { roomAllotments } from '../../db/schema/tours.ts'
import { signInNewCustomer } from '../../testing/sign-in.ts'
import { type Json, startTestServer, type TestServer } from '../../testing/test-server.ts'

// PGlite has a single connection and cannot show races: this runs on real PostgreSQL only.
const onPostgres = Boolean(process.env.DATABASE_URL)

let server: TestServer
beforeAll(async () => {
  if (onPostgres) server = await startTestServer({ env: { UNPAID_ORDERS_MAX: '50' } })
})
afterAll(async () => {
  if (onPostgres) await server.close()
})

test.skipIf(!onPostgres)(
  '30 concurrent bookings for the last 5 rooms of a night give exactly 5 bookings, 25 409s and no 5xx',
  async () => {
    const request = (path: string, init: RequestInit & { token?: string } = {}) =>
      server.request(path, { company: 2, ...init })
    const departures: Json = await (
      await request('/api/tours/tour/sochi-by-the-sea/departures/?from=moscow')
    ).json()
    const departure = departures.find((d: Json) => d.date === '2027-02-13')
    const hotel: Json = await (await request(`/api/tours/hotels/${departure.hotels[0].slug}/`)).json()
    const room = hotel.rooms.find((r: Json) => r.slug === 'standard-double')
    const nights = stayNights('2027-02-13', 7)
    const allotment = and(eq(roomAllotments.roomTypeId, room.id), inArray(roomAllotments.night, nights))
    // Every night has rooms to spare except the fourth, where 5 of 8 are left.
    await server.handle.db.update(roomAllotments).set({ taken: 0 }).where(allotment)
    await server.handle.db
      .update(roomAllotments)
      .set({ taken: 3 })
      .where(and(eq(roomAllotments.roomTypeId, room.id), eq(roomAllotments.night, nights[3] ?? '')))
    const customers = await Promise.all(Array.from({ length: 10 }, () => signInNewCustomer(server, 2)))
    const body = JSON.stringify({
      line: {
        departure: departure.id,
        room_type: room.id,
        date: '2027-02-13',
        nights: 7,
        tourists: { adults: 2, children: [] },
      },
      travellers: [
        { first_name: 'Anna', last_name: 'Smirnova', birth_date: '14.03.1988' },
        { first_name: 'Pavel', last_name: 'Smirnov', birth_date: '02.07.1986' },
      ],
      recipient_name: 'Anna Smirnova',
      recipient_phone: '79161234567',
      delivery_payment_option: 'VIRTUAL:online',
    })
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        request('/api/tours/orders/', { method: 'POST', token: customers[i % 10]?.key ?? '', body }),
      ),
    )
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s >= 500)).toEqual([])
    expect(statuses.filter((s) => s === 201)).toHaveLength(5)
    expect(statuses.filter((s) => s === 409)).toHaveLength(25)
    const rows = await server.handle.db
      .select({ night: roomAllotments.night, taken: roomAllotments.taken, total: roomAllotments.total })
      .from(roomAllotments)
      .where(allotment)
      .orderBy(roomAllotments.night)
    expect(rows.map((row) => row.taken)).toEqual([5, 5, 5, 8, 5, 5, 5])
    expect(rows.every((row) => row.taken <= row.total)).toBe(true)
  },
)
