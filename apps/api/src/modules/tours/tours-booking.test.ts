import { stayNights } from '@vitrina/domain/tour-stay'
import { and, eq, inArray } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { roomAllotments, roomRates, roomTypes, tourBookings } from '../../db/schema/tours.ts'
import { readEnv } from '../../env.ts'
import { signInNewCustomer } from '../../testing/sign-in.ts'
import {
  type Json,
  startTestServer,
  TEST_STOREFRONT_SECRET,
  type TestServer,
} from '../../testing/test-server.ts'
import { releaseUnpaidOrders } from '../orders/unpaid-orders.ts'

// Issue 12: the tour cart re-prices and re-checks every line; booking takes one room on every night in one
// transaction, makes a VIRTUAL order and gives the rooms back on cancel and on unpaid expiry.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ env: { UNPAID_ORDERS_MAX: '50' } })
})
afterAll(async () => {
  await server.close()
})

type Line = { departure: number | null; room_type: number; date: string; nights: number; tourists: Json }

const call = async (
  path: string,
  init: { method?: string; body?: unknown; token?: string; locale?: string } = {},
) => {
  const response = await server.request(path, {
    company: 2,
    method: init.method ?? 'GET',
    ...(init.token ? { token: init.token } : {}),
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    headers: init.locale ? { 'Accept-Language': init.locale } : {},
  })
  return { status: response.status, body: (await response.json().catch(() => null)) as Json }
}

/** A bookable line of a tour on a date, with every night of its room freed first (the seed sells some out). */
async function freshLine(
  tour: string,
  date: string,
  nights: number,
  room = 'standard-double',
): Promise<Line> {
  const departures = (await call(`/api/tours/tour/${tour}/departures/`)).body
  const departure = departures.find((d: Json) => d.date === date)
  const hotel = (await call(`/api/tours/hotels/${departure.hotels[0].slug}/`)).body
  const roomType = hotel.rooms.find((r: Json) => r.slug === room)
  await server.handle.db
    .update(roomAllotments)
    .set({ taken: 0 })
    .where(eq(roomAllotments.roomTypeId, roomType.id))
  return {
    departure: departure.id,
    room_type: roomType.id,
    date,
    nights,
    tourists: { adults: 2, children: [] },
  }
}

const takenOn = async (roomType: number, nights: string[]) =>
  (
    await server.handle.db
      .select({ night: roomAllotments.night, taken: roomAllotments.taken })
      .from(roomAllotments)
      .where(and(eq(roomAllotments.roomTypeId, roomType), inArray(roomAllotments.night, nights)))
      .orderBy(roomAllotments.night)
  ).map((row) => row.taken)

const booking = (line: Line, travellers: Json[]) => ({
  line,
  travellers,
  recipient_name: 'Anna Smirnova',
  recipient_phone: '79161234567',
  recipient_email: 'anna@example.com',
  delivery_payment_option: 'VIRTUAL:online',
})
const ADULTS = [
  { first_name: 'Anna', last_name: 'Smirnova', birth_date: '14.03.1988' },
  { first_name: 'Pavel', last_name: 'Smirnov', birth_date: '1986-07-02' },
]

test('the tour cart prices each line and says when a price changed or a room is gone', async () => {
  const line = await freshLine('sochi-by-the-sea', '2026-12-12', 7)
  const first = (await call('/api/tours/cart/', { method: 'POST', body: { lines: [line], save: false } }))
    .body
  expect(first.lines[0]).toMatchObject({ status: 'ok', problem: null, previous_total: null, nights: 7 })
  expect(first.lines[0].check_out).toBe('2026-12-19')
  expect(first.total).toBe(first.lines[0].total)
  expect(first.delivery_payment_options.map((o: Json) => o.id)).toEqual(['VIRTUAL:online'])
  const seen = first.lines[0].total
  const stale = (
    await call('/api/tours/cart/', {
      method: 'POST',
      body: { lines: [{ ...line, seen_total: '1.00' }], save: false },
    })
  ).body
  expect(stale.lines[0]).toMatchObject({ status: 'price_changed', previous_total: '1.00', total: seen })
  expect(stale.changed).toBe(true)
  // A signed-in customer's cart is stored; a later rate change shows up on the next read.
  const { key } = await signInNewCustomer(server, 2)
  await call('/api/tours/cart/', { method: 'POST', token: key, body: { lines: [line] } })
  await server.handle.db
    .update(roomRates)
    .set({ adultMinor: 999_900 })
    .where(and(eq(roomRates.roomTypeId, line.room_type), eq(roomRates.night, '2026-12-14')))
  const saved = (await call('/api/tours/cart/', { token: key })).body
  expect(saved.lines[0]).toMatchObject({ status: 'price_changed', previous_total: seen })
  expect(Number(saved.lines[0].total)).toBeGreaterThan(Number(seen))
  expect((await call('/api/tours/cart/', { token: key })).body.lines[0].status).toBe('ok')
  // A full night makes the line unavailable, and a departure on another day does not match.
  await server.handle.db
    .update(roomAllotments)
    .set({ taken: 8 })
    .where(and(eq(roomAllotments.roomTypeId, line.room_type), eq(roomAllotments.night, '2026-12-15')))
  const gone = (await call('/api/tours/cart/', { token: key })).body
  expect(gone.lines[0]).toMatchObject({ status: 'unavailable', problem: 'sold_out', total: null })
  expect(gone.total).toBe('0.00')
  const wrongDay = (
    await call('/api/tours/cart/', {
      method: 'POST',
      body: { lines: [{ ...line, date: '2026-12-13' }], save: false },
    })
  ).body
  expect(wrongDay.lines[0].problem).toBe('date_mismatch')
  expect((await call('/api/tours/cart/')).status).toBe(401)
})

test('booking makes a VIRTUAL order holding a room on every night; cancelling gives them back', async () => {
  const line = await freshLine('amber-coast-kaliningrad', '2027-01-09', 5)
  const nights = stayNights(line.date, line.nights)
  const { key } = await signInNewCustomer(server, 2)
  await call('/api/tours/cart/', { method: 'POST', token: key, body: { lines: [line] } })
  const placed = await call('/api/tours/orders/', { method: 'POST', token: key, body: booking(line, ADULTS) })
  expect(placed.status).toBe(201)
  const order = placed.body
  expect(order).toMatchObject({
    delivery_type: 'VIRTUAL',
    address: null,
    outlet: null,
    items: [],
    payment_type: 'redirect',
  })
  expect(order.actions).toEqual(expect.arrayContaining(['PAY', 'CANCEL']))
  expect(order.tour_booking).toMatchObject({
    state: 'held',
    tour: { slug: 'amber-coast-kaliningrad' },
    date: '2027-01-09',
    nights: 5,
    check_out: '2027-01-14',
    tourists: { adults: 2, children: [] },
    travellers: [
      { first_name: 'Anna', last_name: 'Smirnova', birth_date: '1988-03-14' },
      { first_name: 'Pavel', last_name: 'Smirnov', birth_date: '1986-07-02' },
    ],
  })
  expect(order.total).toBe(order.tour_booking.total)
  expect(await takenOn(line.room_type, nights)).toEqual([1, 1, 1, 1, 1])
  // The night of check-out is not held.
  expect(await takenOn(line.room_type, ['2027-01-14'])).toEqual([0])
  // The booked line leaves the saved cart; "my orders" shows the booking.
  expect((await call('/api/tours/cart/', { token: key })).body.lines).toEqual([])
  const mine = (await call('/api/orders/', { token: key })).body
  expect(mine.results[0].tour_booking.hotel.slug).toBe('amber-coast-hotel')
  const ru = (await call(`/api/orders/${order.id}/`, { token: key, locale: 'ru' })).body
  expect(ru.tour_booking.tour.name).toBe('Янтарный берег Калининграда')
  // Another customer, or the same order on the other tenant, is not found.
  const stranger = await signInNewCustomer(server, 2)
  expect((await call(`/api/orders/${order.id}/`, { token: stranger.key })).status).toBe(404)
  expect(
    (await call(`/api/orders/${order.id}/cancel/`, { method: 'POST', token: stranger.key })).status,
  ).toBe(404)
  const cancelled = await call(`/api/orders/${order.id}/cancel/`, { method: 'POST', token: key })
  expect(cancelled.status).toBe(200)
  expect(cancelled.body.tour_booking.state).toBe('released')
  expect(await takenOn(line.room_type, nights)).toEqual([0, 0, 0, 0, 0])
  expect((await call(`/api/orders/${order.id}/cancel/`, { method: 'POST', token: key })).status).toBe(409)
  expect(await takenOn(line.room_type, nights)).toEqual([0, 0, 0, 0, 0])
})

test('an unpaid booking is released when its payment window closes', async () => {
  const line = await freshLine('winter-altai', '2027-02-06', 7, 'family-room')
  const { key } = await signInNewCustomer(server, 2)
  const placed = await call('/api/tours/orders/', { method: 'POST', token: key, body: booking(line, ADULTS) })
  expect(placed.status).toBe(201)
  const nights = stayNights(line.date, line.nights)
  expect(await takenOn(line.room_type, nights)).toEqual(Array(7).fill(1))
  server.clock.advance(16 * 60_000)
  const deps = {
    db: server.handle.db,
    env: readEnv({ NODE_ENV: 'test', STOREFRONT_SECRET: TEST_STOREFRONT_SECRET }),
    logger: pino({ level: 'silent' }),
    clock: server.clock,
  }
  const { expired } = await releaseUnpaidOrders(deps, { limit: 100 })
  expect(expired).toContain(placed.body.id)
  expect(await takenOn(line.room_type, nights)).toEqual(Array(7).fill(0))
  const [row] = await server.handle.db
    .select()
    .from(tourBookings)
    .where(eq(tourBookings.orderId, placed.body.id))
  expect(row?.state).toBe('released')
})

test('the last room goes to one booking; the next one is a 409 and takes nothing', async () => {
  const line = await freshLine('baikal-on-ice', '2027-01-23', 5, 'suite')
  const nights = stayNights(line.date, line.nights)
  // One suite left on the fourth night only.
  await server.handle.db
    .update(roomAllotments)
    .set({ taken: 1 })
    .where(and(eq(roomAllotments.roomTypeId, line.room_type), eq(roomAllotments.night, nights[3] ?? '')))
  const { key } = await signInNewCustomer(server, 2)
  expect(
    (await call('/api/tours/orders/', { method: 'POST', token: key, body: booking(line, ADULTS) })).status,
  ).toBe(201)
  const refused = await call('/api/tours/orders/', {
    method: 'POST',
    token: key,
    body: booking(line, ADULTS),
  })
  expect(refused.status).toBe(409)
  expect(refused.body).toMatchObject({ code: 'room_unavailable', problem: 'sold_out' })
  expect(await takenOn(line.room_type, nights)).toEqual([1, 1, 1, 2, 1])
})

test('tourists are checked with the domain’s rules: names, birth dates, ages, passports abroad', async () => {
  const { key } = await signInNewCustomer(server, 2)
  const family = await freshLine('sochi-by-the-sea', '2027-03-06', 7, 'family-room')
  family.tourists = { adults: 2, children: [5] }
  const wrong = await call('/api/tours/orders/', {
    method: 'POST',
    token: key,
    body: booking(family, [
      { first_name: 'A', last_name: 'Smirnova', birth_date: '31.02.1988' },
      { first_name: 'Pavel', last_name: 'Smirnov', birth_date: '01.01.2015' },
      { first_name: 'Masha', last_name: 'Smirnova', birth_date: '01.01.2020' },
    ]),
  })
  expect(wrong.status).toBe(400)
  expect(wrong.body).toEqual({
    'travellers.0.first_name': ['Use letters only.'],
    'travellers.0.birth_date': ['Enter a date as DD.MM.YYYY.'],
    'travellers.1.birth_date': ['An adult must be 18 or over on the day of departure.'],
    'travellers.2.birth_date': ['The birth date does not match the child’s age chosen for the room.'],
  })
  const missing = await call('/api/tours/orders/', {
    method: 'POST',
    token: key,
    body: booking(family, ADULTS),
    locale: 'ru',
  })
  expect(missing.body).toEqual({ travellers: ['Укажите данные каждого туриста в номере.'] })
  const abroad = await freshLine('belek-family-beach', '2027-04-03', 7)
  const noPassport = await call('/api/tours/orders/', {
    method: 'POST',
    token: key,
    body: booking(abroad, ADULTS),
  })
  expect(noPassport.status).toBe(400)
  expect(noPassport.body['travellers.0.document_number']).toEqual(['This field is required.'])
  const expiring = ADULTS.map((adult) => ({
    ...adult,
    document: { number: '72 1234567', expiry: '2027-04-08' },
  }))
  const expired = await call('/api/tours/orders/', {
    method: 'POST',
    token: key,
    body: booking(abroad, expiring),
  })
  expect(expired.body['travellers.0.document_expiry']).toEqual([
    'The passport must be valid after the return date.',
  ])
  const valid = ADULTS.map((adult) => ({
    ...adult,
    document: { number: '72 1234567', expiry: '2031-05-01' },
  }))
  expect(
    (await call('/api/tours/orders/', { method: 'POST', token: key, body: booking(abroad, valid) })).status,
  ).toBe(201)
  // A stale price is refused rather than booked at a price the shopper did not see.
  const stale = await call('/api/tours/orders/', {
    method: 'POST',
    token: key,
    body: booking({ ...abroad, seen_total: '1.00' } as Line, valid),
  })
  expect(stale.status).toBe(409)
  expect(stale.body.code).toBe('price_changed')
  // Another tenant's room type is not sold here; the payment must be the tour's.
  const [gearRoom] = await server.handle.db.select({ id: roomTypes.id }).from(roomTypes).limit(1)
  const foreign = await call('/api/tours/orders/', {
    method: 'POST',
    token: key,
    body: {
      ...booking({ ...abroad, room_type: gearRoom?.id ?? 1 }, valid),
      delivery_payment_option: 'DELIVERY:cash',
    },
  })
  expect(foreign.status).toBe(400)
  expect(Object.keys(foreign.body).sort()).toEqual(['delivery_payment_option', 'line'])
  expect((await call('/api/tours/orders/', { method: 'POST', body: booking(abroad, valid) })).status).toBe(
    401,
  )
})
