import type { TourOffer, TourOfferPage } from '@vitrina/api-client/schemas/tours'
import { minorToDecimal } from '@vitrina/domain/money'
import {
  decodeTourSearch,
  encodeDates,
  encodeNights,
  searchDateRange,
  type TourSearchFields,
} from '@vitrina/domain/tour-search'
import { checkOutDate } from '@vitrina/domain/tour-stay'
import { encodeTourists, type Tourists } from '@vitrina/domain/tourists'
import { and, eq, inArray } from 'drizzle-orm'
import { hotels, tours } from '../../db/schema/tours.ts'
import { fieldErrors } from '../../http/errors.ts'
import { findOffers, type Offer } from './tour-offers.ts'
import { breakdownJson } from './tour-quote.ts'
import { departureRef, hotelRef, roomRef, type TourScope, tourImage, tourRef } from './tour-refs.ts'
import { SEARCH_MESSAGES } from './tour-texts.ts'

export type SearchQuery = TourSearchFields & {
  tour?: string | undefined
  hotel?: string | undefined
  category?: string | undefined
  sort: 'price' | 'date' | 'popularity'
  page: number
  page_size: number
}

/** Reads the search fields with the domain's codec; a wrong field is a 400 in the shopper's language. */
export function readSearch(scope: TourScope, fields: TourSearchFields) {
  const decoded = decodeTourSearch(fields, scope.today)
  if (!decoded.ok) {
    throw fieldErrors(
      Object.fromEntries(
        Object.entries(decoded.errors).map(([field, error]) => [
          field,
          [SEARCH_MESSAGES[error][scope.locale]],
        ]),
      ),
    )
  }
  return decoded.search
}

const ORDER: Record<SearchQuery['sort'], (a: Offer, b: Offer) => number> = {
  price: (a, b) => a.price.total - b.price.total || a.date.localeCompare(b.date),
  date: (a, b) => a.date.localeCompare(b.date) || a.price.total - b.price.total,
  popularity: (a, b) => b.tour.popularity - a.tour.popularity || a.price.total - b.price.total,
}

export function offerJson(scope: TourScope, offer: Offer, tourists: Tourists): TourOffer {
  return {
    tour: tourRef(scope, offer.tour),
    departure: departureRef(scope, offer.departure, offer.city),
    hotel: hotelRef(scope, offer.hotel),
    room_type: roomRef(scope, offer.room),
    image: tourImage(scope, offer.tour.photos),
    date: offer.date,
    nights: offer.nights,
    check_out: checkOutDate(offer.date, offer.nights),
    tourists: { adults: tourists.adults, children: [...tourists.children] },
    total: minorToDecimal(offer.price.total),
    breakdown: breakdownJson(offer.price, offer.tour.fees, scope.locale),
    rooms_left: offer.roomsLeft,
  }
}

/** The tour ids a `tour` slug and a `category` path allow (undefined: no filter). */
async function tourFilter(scope: TourScope, query: SearchQuery): Promise<number[] | undefined> {
  if (!query.tour && !query.category) return undefined
  const conditions = [eq(tours.companyId, scope.companyId)]
  if (query.tour) conditions.push(eq(tours.slug, query.tour))
  if (query.category) {
    const category = scope.tourCategories.findByPath(query.category)
    if (category === null) return []
    conditions.push(inArray(tours.categoryId, scope.tourCategories.subtree(category)))
  }
  const rows = await scope.deps.db
    .select({ id: tours.id })
    .from(tours)
    .where(and(...conditions))
  return rows.map((row) => row.id)
}

async function hotelFilter(scope: TourScope, slug: string | undefined): Promise<number | undefined> {
  if (!slug) return undefined
  const [row] = await scope.deps.db
    .select({ id: hotels.id })
    .from(hotels)
    .where(and(eq(hotels.companyId, scope.companyId), eq(hotels.slug, slug)))
  return row?.id ?? -1
}

export async function searchTours(scope: TourScope, query: SearchQuery): Promise<TourOfferPage> {
  const search = readSearch(scope, query)
  const range = searchDateRange(search, scope.today)
  const offers = await findOffers(scope.deps.db, {
    companyId: scope.companyId,
    range,
    from: search.from,
    nights: search.nights,
    tourists: search.tourists,
    tourIds: await tourFilter(scope, query),
    hotelId: await hotelFilter(scope, query.hotel),
  })
  offers.sort(ORDER[query.sort])
  const start = (query.page - 1) * query.page_size
  return {
    count: offers.length,
    next: start + query.page_size < offers.length ? String(query.page + 1) : null,
    previous: query.page > 1 ? String(query.page - 1) : null,
    results: offers
      .slice(start, start + query.page_size)
      .map((offer) => offerJson(scope, offer, search.tourists)),
    search: {
      from: search.from ?? null,
      dates: encodeDates(range),
      nights: search.nights ? encodeNights(search.nights) : null,
      tourists: encodeTourists(search.tourists),
    },
  }
}
