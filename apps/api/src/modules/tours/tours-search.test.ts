import { addDays } from '@vitrina/domain/tour-stay'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { roomAllotments, roomTypes } from '../../db/schema/tours.ts'
import { type Json, startTestServer, type TestServer } from '../../testing/test-server.ts'

// Issue 12: the tours mode's reads on the seeded travel tenant (company 2). The test clock's day is
// 2026-11-22 and the seed dates its departures from that day: every Saturday of each tour's season.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const travel = async (path: string, init: { locale?: string } = {}) => {
  const response = await server.request(path, {
    company: 2,
    headers: init.locale ? { 'Accept-Language': init.locale } : {},
  })
  return { status: response.status, body: (await response.json()) as Json }
}

const sumOf = (amounts: string[]) =>
  amounts.reduce((total, amount) => total + Math.round(Number(amount) * 100), 0)

test('search answers priced offers that match every filter, cheapest first', async () => {
  const { status, body } = await travel(
    '/api/tours/search/?from=moscow&dates=2026-12-05..2026-12-26&nights=7&tourists=2-5',
  )
  expect(status).toBe(200)
  expect(body.count).toBeGreaterThan(3)
  expect(body.search).toEqual({
    from: 'moscow',
    dates: '2026-12-05..2026-12-26',
    nights: '7',
    tourists: '2-5',
  })
  for (const offer of body.results) {
    expect(offer.departure.city.slug).toBe('moscow')
    expect(offer.date >= '2026-12-05' && offer.date <= '2026-12-26').toBe(true)
    expect(offer.nights).toBe(7)
    // Exclusive end: seven nights from D end on the morning of D+7, and seven nights are priced.
    expect(offer.check_out).toBe(addDays(offer.date, 7))
    expect(offer.breakdown.nights.map((night: Json) => night.date)).toEqual(
      Array.from({ length: 7 }, (_, n) => addDays(offer.date, n)),
    )
    expect(offer.breakdown.tourists.map((t: Json) => [t.kind, t.age])).toEqual([
      ['adult', null],
      ['adult', null],
      ['child', 5],
    ])
    expect(offer.total).toBe(offer.breakdown.total)
    expect(
      sumOf(offer.breakdown.nights.map((night: Json) => night.amount)) + sumOf([offer.breakdown.fees_total]),
    ).toBe(sumOf([offer.total]))
    expect(offer.rooms_left).toBeGreaterThan(0)
  }
  const totals = body.results.map((offer: Json) => Number(offer.total))
  expect(totals).toEqual([...totals].sort((a, b) => a - b))
})

test('search sorts by date and by popularity, and pages', async () => {
  const byDate = (await travel('/api/tours/search/?from=saint-petersburg&nights=7&sort=date&page_size=5'))
    .body
  const dates = byDate.results.map((offer: Json) => offer.date)
  expect(dates).toEqual([...dates].sort())
  expect(byDate.next).toBe('2')
  const second = (
    await travel('/api/tours/search/?from=saint-petersburg&nights=7&sort=date&page_size=5&page=2')
  ).body
  expect(second.previous).toBe('1')
  expect(second.results[0].date >= dates.at(-1)).toBe(true)
  const popular = (await travel('/api/tours/search/?nights=10&sort=popularity&page_size=50')).body
  // Belek is the most popular seeded tour.
  expect(popular.results[0].tour.slug).toBe('belek-family-beach')
})

test('a tour search variant lists only that tour; a category narrows to its subtree', async () => {
  const own = (await travel('/api/tours/search/?tour=winter-altai&tourists=2')).body
  expect(own.count).toBeGreaterThan(0)
  expect(new Set(own.results.map((offer: Json) => offer.tour.slug))).toEqual(new Set(['winter-altai']))
  const abroad = (await travel('/api/tours/search/?category=abroad/georgia&page_size=50')).body
  expect(abroad.count).toBeGreaterThan(0)
  for (const offer of abroad.results)
    expect(offer.tour.category_path.slice(0, 2)).toEqual(['abroad', 'georgia'])
})

test('a party that fits no room, and a full night, leave the combination out; the check-out night does not', async () => {
  // Seven adults are more than any room takes: refused before searching.
  expect((await travel('/api/tours/search/?tourists=7')).status).toBe(400)
  const hotel = (await travel('/api/tours/hotels/kazbegi-mountain-lodge/')).body
  const rooms = await server.handle.db
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .where(eq(roomTypes.hotelId, hotel.id))
  // The seed sells out some nights at random: start from free rooms on every night of this test.
  for (const room of rooms)
    await server.handle.db
      .update(roomAllotments)
      .set({ taken: 0 })
      .where(eq(roomAllotments.roomTypeId, room.id))
  const query =
    '/api/tours/search/?from=moscow&dates=2027-01-16&nights=7&tourists=2&tour=kazbegi-mountain-escape'
  const before = (await travel(query)).body
  expect(before.count).toBe(1)
  const offer = before.results[0]
  const fill = (night: string) =>
    Promise.all(
      rooms.map((room) =>
        server.handle.db
          .update(roomAllotments)
          .set({ taken: sql`${roomAllotments.total}` })
          .where(and(eq(roomAllotments.roomTypeId, room.id), eq(roomAllotments.night, night))),
      ),
    )
  // The night of D+7 is the day they leave: a full hotel that night changes nothing.
  await fill(addDays(offer.date, 7))
  expect((await travel(query)).body.count).toBe(1)
  await fill(addDays(offer.date, 6))
  expect((await travel(query)).body.count).toBe(0)
})

test('search input is checked field by field, in the shopper’s language', async () => {
  const past = await travel('/api/tours/search/?dates=2026-11-01&nights=30&tourists=0')
  expect(past.status).toBe(400)
  expect(past.body).toEqual({
    dates: ['The date has already passed.'],
    nights: ['Choose from 1 to 21 nights.'],
    tourists: ['From 1 to 6 adults and up to 4 children aged 0 to 17.'],
  })
  const far = await travel('/api/tours/search/?dates=2027-06-01', { locale: 'ru' })
  expect(far.body).toEqual({ dates: ['Туры можно искать не дальше чем на 6 месяцев вперёд.'] })
})

test('tour pages, departures, calendar dates and categories', async () => {
  const tour = (await travel('/api/tours/tour/belek-family-beach/')).body
  expect(tour.crosses_border).toBe(true)
  expect(tour.category_path).toEqual(['abroad', 'turkey', 'turkish-riviera', 'antalya', 'belek'])
  expect(tour.bread_crumbs.map((crumb: Json) => crumb.slug)).toEqual(tour.category_path)
  expect(tour.hotels.map((hotel: Json) => hotel.slug).sort()).toEqual([
    'belek-pine-beach-resort',
    'lara-sands-hotel',
  ])
  expect(tour.price_from).toMatch(/^\d+\.\d{2}$/)
  expect((await travel('/api/tours/tour/belek-family-beach/', { locale: 'ru' })).body.name).toBe(
    'Семейный отдых в Белеке',
  )
  const departures = (await travel('/api/tours/tour/belek-family-beach/departures/?from=kazan')).body
  expect(departures.length).toBeGreaterThan(10)
  expect(departures.every((d: Json) => d.city.slug === 'kazan' && d.nights.join() === '7,10,14')).toBe(true)
  const dates = (await travel('/api/tours/dates/?tour=baikal-on-ice')).body
  expect(dates.span_end).toBe('2027-05-22')
  expect(dates.dates.every((date: string) => ['01', '02', '03'].includes(date.slice(5, 7)))).toBe(true)
  const tree = (await travel('/api/tours/categories/')).body
  expect(tree.map((node: Json) => node.slug)).toEqual(['russia', 'abroad'])
  const hotelTree = (await travel('/api/tours/hotel-categories/')).body
  expect(hotelTree[1].children[0].children[0].path).toEqual(['turkey', 'antalya', 'belek'])
  const cities = (await travel('/api/tours/cities/')).body
  expect(cities.map((city: Json) => city.slug)).toEqual(['moscow', 'saint-petersburg', 'kazan'])
  const listed = (await travel('/api/tours/?category=russia/siberia')).body
  expect(listed.results.map((card: Json) => card.slug).sort()).toEqual(['baikal-on-ice', 'winter-altai'])
})

test('hotel pages, collections, and another company’s objects are 404', async () => {
  const hotel = (await travel('/api/tours/hotels/belek-pine-beach-resort/')).body
  expect(hotel.rooms.map((room: Json) => room.slug)).toEqual(['standard-double', 'family-room', 'suite'])
  expect(hotel.latitude).toBeCloseTo(36.858)
  expect(hotel.collections.map((c: Json) => c.slug)).toEqual(['family-hotels-by-the-sea'])
  expect(hotel.tours.map((t: Json) => t.slug)).toEqual(['belek-family-beach'])
  const collections = (await travel('/api/tours/collections/')).body
  expect(collections.map((c: Json) => c.slug)).toEqual([
    'family-hotels-by-the-sea',
    'mountain-lodges',
    'sochi-seafront',
  ])
  const family = (await travel('/api/tours/collections/family-hotels-by-the-sea/')).body
  expect(family.hotels).toHaveLength(5)
  expect((await travel('/api/tours/collections/?category=russia')).body.map((c: Json) => c.slug)).toEqual([
    'sochi-seafront',
  ])
  // Company 1 sells trekking tours only: Wayfarer's hotel, tour and collection are not found there.
  for (const path of [
    '/api/tours/hotels/belek-pine-beach-resort/',
    '/api/tours/tour/belek-family-beach/',
    '/api/tours/collections/family-hotels-by-the-sea/',
  ])
    expect((await server.request(path, { company: 1 })).status).toBe(404)
})

test('room selection prices each room for the party, night by night, with child bands and babies', async () => {
  const base = '/api/tours/hotels/belek-pine-beach-resort/rooms/?date=2027-04-10&nights=3'
  const couple = (await travel(`${base}&tourists=2`)).body
  const standard = couple.rooms[0]
  expect(standard.available).toBe(true)
  expect(standard.breakdown.fees).toEqual([])
  const adultNight = standard.breakdown.nights[0].tourists[0]
  // A 5-year-old pays the 1-6 band (40% of the adult price), a baby the hotel's cot fee (15.00).
  const family = (await travel(`${base}&tourists=2-5-0`)).body
  const night = family.rooms[0].breakdown.nights[0]
  expect(night.tourists).toEqual([
    adultNight,
    adultNight,
    Math.round(Number(adultNight) * 0.4).toFixed(2),
    '15.00',
  ])
  const crowd = (await travel(`${base}&tourists=3-10-8`)).body
  expect(crowd.rooms.map((room: Json) => [room.room_type.slug, room.available, room.reason])).toEqual([
    ['standard-double', false, 'too_small'],
    ['family-room', true, null],
    ['suite', false, 'too_small'],
  ])
  expect((await travel(`${base}&tourists=2-18`)).status).toBe(400)
})
