import type { TourCartLine, TourCartLineInput } from '@vitrina/api-client/schemas/tours'
import type { Locale } from '@vitrina/domain/locale'
import { decimalToMinor, minorToDecimal } from '@vitrina/domain/money'
import type { StayPrice } from '@vitrina/domain/tour-pricing'
import { checkOutDate, checkStayDate, isValidNights } from '@vitrina/domain/tour-stay'
import { encodeTourists, normaliseTourists, type Tourists } from '@vitrina/domain/tourists'
import { and, eq, inArray } from 'drizzle-orm'
import {
  departureCities,
  departureHotels,
  hotels,
  roomTypes,
  tourDepartures,
  tours,
} from '../../db/schema/tours.ts'
import { paymentName } from '../cart/payment-names.ts'
import type { CityRow, DepartureRow, HotelRow, RoomRow, TourRow } from './tour-offers.ts'
import { breakdownJson, feesOf, loadStayFacts, quoteRoom } from './tour-quote.ts'
import { departureRef, hotelRef, roomRef, type TourScope, tourRef } from './tour-refs.ts'

export type LineInput = Omit<TourCartLineInput, 'seen_total'> & { seen_total?: string | null | undefined }
type Problem = NonNullable<TourCartLine['problem']>

/** A line with everything it refers to, checked and priced now. */
export type ResolvedLine = {
  departureId: number | null
  date: string
  nights: number
  tourists: Tourists
  room: RoomRow
  hotel: HotelRow
  trip: { tour: TourRow; departure: DepartureRow; city: CityRow } | null
  problem: Problem | null
  price: StayPrice | null
  roomsLeft: number
}

/** One party in one room on one stay: two lines with the same key are the same booking. */
export const lineKey = (line: {
  departure: number | null
  room_type: number
  date: string
  nights: number
  tourists: Tourists
}) => `${line.departure ?? 0}.${line.room_type}.${line.date}.${line.nights}.${encodeTourists(line.tourists)}`

/** Tours are paid online only: the order is VIRTUAL (no courier, no outlet) and goes through the payment flow. */
export const tourPaymentOptions = (locale: Locale) => [
  {
    id: 'VIRTUAL:online',
    delivery_type: 'VIRTUAL' as const,
    payment_type: { type: 'redirect', name: paymentName('online', locale), online: true },
    can_use_bonuses: false,
  },
]

async function loadRefs(scope: TourScope, inputs: readonly LineInput[]) {
  const db = scope.deps.db
  const roomIds = [...new Set(inputs.map((line) => line.room_type))]
  const departureIds = [...new Set(inputs.flatMap((line) => (line.departure ? [line.departure] : [])))]
  const [rooms, trips, links] = await Promise.all([
    roomIds.length === 0
      ? []
      : db
          .select({ room: roomTypes, hotel: hotels })
          .from(roomTypes)
          .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
          .where(and(inArray(roomTypes.id, roomIds), eq(hotels.companyId, scope.companyId))),
    departureIds.length === 0
      ? []
      : db
          .select({ departure: tourDepartures, tour: tours, city: departureCities })
          .from(tourDepartures)
          .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
          .innerJoin(departureCities, eq(departureCities.id, tourDepartures.cityId))
          .where(and(inArray(tourDepartures.id, departureIds), eq(tours.companyId, scope.companyId))),
    departureIds.length === 0
      ? []
      : db.select().from(departureHotels).where(inArray(departureHotels.departureId, departureIds)),
  ])
  return {
    rooms: new Map(rooms.map((row) => [row.room.id, row])),
    trips: new Map(trips.map((row) => [row.departure.id, row])),
    linked: new Set(links.map((link) => `${link.departureId}:${link.hotelId}`)),
  }
}

/** The first rule a line breaks before pricing (the departure, the date, the nights), or null. */
function lineProblem(
  scope: TourScope,
  input: LineInput,
  hotelId: number,
  refs: Awaited<ReturnType<typeof loadRefs>>,
): Problem | null {
  if (input.departure) {
    const trip = refs.trips.get(input.departure)
    if (!trip) return 'departure_gone'
    if (trip.departure.date !== input.date) return 'date_mismatch'
    if (!trip.departure.nights.includes(input.nights)) return 'nights_not_offered'
    if (!refs.linked.has(`${input.departure}:${hotelId}`)) return 'hotel_not_in_tour'
  }
  if (!isValidNights(input.nights)) return 'nights_invalid'
  return checkStayDate(input.date, scope.today)
}

/**
 * Checks and prices lines against the database now. A line whose room type this company does not sell
 * resolves to null (the storefront drops it); any other problem is kept on the line with no price.
 */
export async function resolveLines(
  scope: TourScope,
  inputs: readonly LineInput[],
): Promise<(ResolvedLine | null)[]> {
  const refs = await loadRefs(scope, inputs)
  const resolved = inputs.map((input) => {
    const found = refs.rooms.get(input.room_type)
    if (!found) return null
    const problem = lineProblem(scope, input, found.hotel.id, refs)
    const trip = input.departure ? (refs.trips.get(input.departure) ?? null) : null
    return { input, found, problem, trip }
  })
  const priceable = resolved.filter((line) => line !== null && line.problem === null)
  const dates = priceable.map((line) => line?.input.date ?? '').sort()
  const until = priceable.map((line) => (line ? checkOutDate(line.input.date, line.input.nights) : '')).sort()
  const facts =
    priceable.length === 0
      ? null
      : await loadStayFacts(
          scope.deps.db,
          priceable.map((line) => line?.found.room.id ?? 0),
          dates[0] ?? '',
          until.at(-1) ?? '',
        )
  return resolved.map((line) => {
    if (!line) return null
    const tourists = normaliseTourists(line.input.tourists)
    const base = {
      departureId: line.input.departure,
      date: line.input.date,
      nights: line.input.nights,
      tourists,
      room: line.found.room,
      hotel: line.found.hotel,
      trip: line.trip,
    }
    if (line.problem || !facts) return { ...base, problem: line.problem, price: null, roomsLeft: 0 }
    const fees = feesOf(line.trip?.tour.fees ?? [])
    const quote = quoteRoom(facts, line.found.room, line.input.date, line.input.nights, tourists, fees)
    if (quote.kind !== 'priced')
      return { ...base, problem: quote.kind, price: null, roomsLeft: quote.roomsLeft }
    return { ...base, problem: null, price: quote.price, roomsLeft: quote.roomsLeft }
  })
}

/** The line as answered; `previousMinor` is what the shopper saw last (null: nothing to compare). */
export function lineJson(scope: TourScope, line: ResolvedLine, previousMinor: number | null): TourCartLine {
  const total = line.price?.total ?? null
  const status = line.problem
    ? 'unavailable'
    : previousMinor !== null && previousMinor !== total
      ? 'price_changed'
      : 'ok'
  return {
    key: lineKey({
      departure: line.departureId,
      room_type: line.room.id,
      date: line.date,
      nights: line.nights,
      tourists: line.tourists,
    }),
    tour: line.trip ? tourRef(scope, line.trip.tour) : null,
    departure: line.trip ? departureRef(scope, line.trip.departure, line.trip.city) : null,
    hotel: hotelRef(scope, line.hotel),
    room_type: roomRef(scope, line.room),
    date: line.date,
    nights: line.nights,
    check_out: checkOutDate(line.date, line.nights),
    tourists: { adults: line.tourists.adults, children: [...line.tourists.children] },
    status,
    problem: line.problem,
    previous_total: previousMinor === null ? null : minorToDecimal(previousMinor),
    total: total === null ? null : minorToDecimal(total),
    breakdown: line.price ? breakdownJson(line.price, line.trip?.tour.fees ?? [], scope.locale) : null,
    rooms_left: line.roomsLeft,
  }
}

export const seenMinor = (seen: string | null | undefined): number | null =>
  seen ? decimalToMinor(seen) : null
