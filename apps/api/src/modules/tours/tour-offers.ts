import type { StayPrice, TourFee } from '@vitrina/domain/tour-pricing'
import type { DateRange } from '@vitrina/domain/tour-search'
import { addDays, type NightsRange } from '@vitrina/domain/tour-stay'
import type { Tourists } from '@vitrina/domain/tourists'
import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import {
  departureCities,
  departureHotels,
  hotels,
  roomTypes,
  tourDepartures,
  tours,
} from '../../db/schema/tours.ts'
import { feesOf, loadStayFacts, quoteRoom, type StayFacts } from './tour-quote.ts'

export type TourRow = typeof tours.$inferSelect
export type DepartureRow = typeof tourDepartures.$inferSelect
export type CityRow = typeof departureCities.$inferSelect
export type HotelRow = typeof hotels.$inferSelect
export type RoomRow = typeof roomTypes.$inferSelect

export type OfferQuery = {
  companyId: number
  range: DateRange
  from?: string | undefined
  nights?: NightsRange | undefined
  tourists: Tourists
  tourIds?: readonly number[] | undefined
  hotelId?: number | undefined
}

/** A bookable combination with its price: the cheapest room of the hotel that fits and is free every night. */
export type Offer = {
  tour: TourRow
  departure: DepartureRow
  city: CityRow
  hotel: HotelRow
  room: RoomRow
  date: string
  nights: number
  price: StayPrice
  roomsLeft: number
}

/** The departures in a date range (and city, tours) with their tours and cities. */
export async function departuresIn(db: Database, query: Omit<OfferQuery, 'tourists' | 'nights' | 'hotelId'>) {
  const conditions: SQL[] = [
    eq(tours.companyId, query.companyId),
    gte(tourDepartures.date, query.range.from),
    lte(tourDepartures.date, query.range.to),
  ]
  if (query.from) conditions.push(eq(departureCities.slug, query.from))
  if (query.tourIds) conditions.push(inArray(tours.id, query.tourIds.length > 0 ? [...query.tourIds] : [-1]))
  return db
    .select({ departure: tourDepartures, tour: tours, city: departureCities })
    .from(tourDepartures)
    .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
    .innerJoin(departureCities, eq(departureCities.id, tourDepartures.cityId))
    .where(and(...conditions))
    .orderBy(asc(tourDepartures.date), asc(tourDepartures.id))
}

/** Hotels and their room types, by hotel id. */
export async function hotelsWithRooms(db: Database, hotelIds: readonly number[]) {
  const ids = [...new Set(hotelIds)]
  if (ids.length === 0) return new Map<number, { hotel: HotelRow; rooms: RoomRow[] }>()
  const [hotelRows, roomRows] = await Promise.all([
    db.select().from(hotels).where(inArray(hotels.id, ids)),
    db
      .select()
      .from(roomTypes)
      .where(inArray(roomTypes.hotelId, ids))
      .orderBy(asc(roomTypes.sort), asc(roomTypes.id)),
  ])
  return new Map(
    hotelRows.map((hotel) => [
      hotel.id,
      { hotel, rooms: roomRows.filter((room) => room.hotelId === hotel.id) },
    ]),
  )
}

/** The cheapest room type that fits the party and is free and priced on every night, or null. */
function cheapestRoom(
  facts: StayFacts,
  rooms: readonly RoomRow[],
  date: string,
  nights: number,
  tourists: Tourists,
  fees: readonly TourFee[],
): { room: RoomRow; price: StayPrice; roomsLeft: number } | null {
  let best: { room: RoomRow; price: StayPrice; roomsLeft: number } | null = null
  for (const room of rooms) {
    const quote = quoteRoom(facts, room, date, nights, tourists, fees)
    if (quote.kind !== 'priced' || (best && best.price.total <= quote.price.total)) continue
    best = { room, price: quote.price, roomsLeft: quote.roomsLeft }
  }
  return best
}

/**
 * Every departure × nights × hotel of the query that can be booked for the party, priced with its cheapest
 * room: a combination appears only when a room fits and has a rate and a free room on every night.
 */
export async function findOffers(db: Database, query: OfferQuery): Promise<Offer[]> {
  const departures = await departuresIn(db, query)
  if (departures.length === 0) return []
  const links = await db
    .select()
    .from(departureHotels)
    .where(
      inArray(
        departureHotels.departureId,
        departures.map((row) => row.departure.id),
      ),
    )
  const wanted = links.filter((link) => query.hotelId === undefined || link.hotelId === query.hotelId)
  const catalogue = await hotelsWithRooms(
    db,
    wanted.map((link) => link.hotelId),
  )
  const nightsOf = (row: DepartureRow) =>
    row.nights.filter((n) => !query.nights || (n >= query.nights.min && n <= query.nights.max))
  const longest = Math.max(0, ...departures.flatMap((row) => nightsOf(row.departure)))
  const last = departures.at(-1)?.departure.date ?? query.range.to
  const facts = await loadStayFacts(
    db,
    [...catalogue.values()].flatMap((entry) => entry.rooms.map((room) => room.id)),
    query.range.from,
    addDays(last, longest),
  )
  const offers: Offer[] = []
  for (const { departure, tour, city } of departures) {
    const fees = feesOf(tour.fees)
    for (const link of wanted.filter((candidate) => candidate.departureId === departure.id)) {
      const entry = catalogue.get(link.hotelId)
      if (!entry) continue
      for (const nights of nightsOf(departure)) {
        const best = cheapestRoom(facts, entry.rooms, departure.date, nights, query.tourists, fees)
        if (best)
          offers.push({ tour, departure, city, hotel: entry.hotel, date: departure.date, nights, ...best })
      }
    }
  }
  return offers
}
