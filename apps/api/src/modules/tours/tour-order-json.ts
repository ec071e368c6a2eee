import type { TourBooking } from '@vitrina/api-client/schemas/tours'
import type { Locale } from '@vitrina/domain/locale'
import { minorToDecimal } from '@vitrina/domain/money'
import { checkOutDate } from '@vitrina/domain/tour-stay'
import { eq } from 'drizzle-orm'
import {
  departureCities,
  hotels,
  roomTypes,
  tourBookings,
  tourDepartures,
  tours,
} from '../../db/schema/tours.ts'
import type { Deps } from '../../http/context.ts'
import { breakdownJson } from './tour-quote.ts'
import { departureRef, hotelRef, roomRef, tourRef, tourScope } from './tour-refs.ts'

/** The tour part of an order's answer (order page, "my orders"), or null for an order of goods. */
export async function loadTourBooking(
  deps: Deps,
  companyId: number,
  orderId: number,
  locale: Locale,
): Promise<TourBooking | null> {
  const [row] = await deps.db
    .select({ booking: tourBookings, hotel: hotels, room: roomTypes })
    .from(tourBookings)
    .innerJoin(hotels, eq(hotels.id, tourBookings.hotelId))
    .innerJoin(roomTypes, eq(roomTypes.id, tourBookings.roomTypeId))
    .where(eq(tourBookings.orderId, orderId))
  if (!row) return null
  const { booking } = row
  const [scope, trip] = await Promise.all([
    tourScope(deps, companyId, locale),
    booking.departureId === null
      ? null
      : deps.db
          .select({ departure: tourDepartures, tour: tours, city: departureCities })
          .from(tourDepartures)
          .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
          .innerJoin(departureCities, eq(departureCities.id, tourDepartures.cityId))
          .where(eq(tourDepartures.id, booking.departureId))
          .then((rows) => rows[0] ?? null),
  ])
  return {
    id: booking.id,
    state: booking.state,
    tour: trip ? tourRef(scope, trip.tour) : null,
    departure: trip ? departureRef(scope, trip.departure, trip.city) : null,
    hotel: hotelRef(scope, row.hotel),
    room_type: roomRef(scope, row.room),
    date: booking.date,
    nights: booking.nights,
    check_out: checkOutDate(booking.date, booking.nights),
    tourists: booking.tourists,
    travellers: booking.travellers.map((traveller) => ({
      first_name: traveller.first_name,
      last_name: traveller.last_name,
      birth_date: traveller.birth_date,
    })),
    total: minorToDecimal(booking.totalMinor),
    breakdown: breakdownJson(booking.breakdown.price, booking.breakdown.fees, locale),
  }
}
