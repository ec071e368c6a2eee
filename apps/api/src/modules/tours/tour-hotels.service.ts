import type {
  HotelCollection,
  HotelCollectionDetail,
  HotelDetail,
  HotelRooms,
} from '@vitrina/api-client/schemas/tours'
import { isoDate } from '@vitrina/domain/calendar'
import { minorToDecimal } from '@vitrina/domain/money'
import { checkOutDate, checkStayDate, isValidNights, parseIsoDate } from '@vitrina/domain/tour-stay'
import { decodeTourists } from '@vitrina/domain/tourists'
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm'
import {
  departureCities,
  departureHotels,
  hotelCollectionItems,
  hotelCollections,
  hotels,
  tourDepartures,
  tours,
} from '../../db/schema/tours.ts'
import { type FieldErrors, fieldErrors, notFound } from '../../http/errors.ts'
import { absoluteUrl } from '../catalog/media-urls.ts'
import { hotelsWithRooms } from './tour-offers.ts'
import { breakdownJson, feesOf, loadStayFacts, quoteRoom } from './tour-quote.ts'
import {
  departureRef,
  hotelCard,
  hotelRef,
  imagesOf,
  roomTypeJson,
  type TourScope,
  tourRef,
} from './tour-refs.ts'
import { LINE_MESSAGES, pick, SEARCH_MESSAGES } from './tour-texts.ts'

async function findHotel(scope: TourScope, slug: string) {
  const [hotel] = await scope.deps.db
    .select()
    .from(hotels)
    .where(and(eq(hotels.companyId, scope.companyId), eq(hotels.slug, slug)))
  if (!hotel) throw notFound()
  return hotel
}

export async function getHotel(scope: TourScope, slug: string): Promise<HotelDetail> {
  const hotel = await findHotel(scope, slug)
  const db = scope.deps.db
  const [entry, collections, tourRows] = await Promise.all([
    hotelsWithRooms(db, [hotel.id]),
    db
      .select({ collection: hotelCollections })
      .from(hotelCollections)
      .innerJoin(hotelCollectionItems, eq(hotelCollectionItems.collectionId, hotelCollections.id))
      .where(eq(hotelCollectionItems.hotelId, hotel.id))
      .orderBy(asc(hotelCollections.sort)),
    db
      .selectDistinct({ tour: tours })
      .from(tours)
      .innerJoin(tourDepartures, eq(tourDepartures.tourId, tours.id))
      .innerJoin(departureHotels, eq(departureHotels.departureId, tourDepartures.id))
      .where(and(eq(departureHotels.hotelId, hotel.id), gte(tourDepartures.date, isoDate(scope.today)))),
  ])
  return {
    ...hotelCard(scope, hotel),
    description: pick(hotel.description, scope.locale),
    photos: imagesOf(scope, hotel.photos),
    bread_crumbs: scope.hotelCategories.crumbs(hotel.categoryId),
    rooms: (entry.get(hotel.id)?.rooms ?? []).map((room) => roomTypeJson(scope, room)),
    collections: collections.map(({ collection }) => ({
      slug: collection.slug,
      name: pick(collection.name, scope.locale),
      category_path: scope.hotelCategories.pathOf(collection.categoryId),
    })),
    tours: tourRows.map(({ tour }) => tourRef(scope, tour)).sort((a, b) => a.name.localeCompare(b.name)),
  }
}

type RoomsQuery = {
  date?: string | undefined
  nights?: string | undefined
  tourists?: string | undefined
  departure?: string | undefined
}

/** The stay of a room-selection request, checked with the domain's rules; every wrong field at once. */
function readStay(scope: TourScope, query: RoomsQuery) {
  const errors: FieldErrors = {}
  const message = (key: keyof typeof SEARCH_MESSAGES) => [SEARCH_MESSAGES[key][scope.locale]]
  const date = query.date ?? ''
  const dateProblem = parseIsoDate(date) ? checkStayDate(date, scope.today) : 'dates_invalid'
  if (dateProblem) errors.date = message(dateProblem)
  const nights = Number(query.nights)
  if (!isValidNights(nights)) errors.nights = message('nights_invalid')
  const tourists = decodeTourists(query.tourists ?? '')
  if (!tourists) errors.tourists = message('tourists_invalid')
  if (Object.keys(errors).length > 0 || !tourists) throw fieldErrors(errors)
  return { date, nights, tourists }
}

async function readDeparture(
  scope: TourScope,
  hotelId: number,
  id: number,
  stay: { date: string; nights: number },
) {
  const [row] = await scope.deps.db
    .select({ departure: tourDepartures, tour: tours, city: departureCities })
    .from(tourDepartures)
    .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
    .innerJoin(departureCities, eq(departureCities.id, tourDepartures.cityId))
    .innerJoin(departureHotels, eq(departureHotels.departureId, tourDepartures.id))
    .where(
      and(
        eq(tourDepartures.id, id),
        eq(tours.companyId, scope.companyId),
        eq(departureHotels.hotelId, hotelId),
      ),
    )
  const invalid = { departure: [LINE_MESSAGES.room_unavailable[scope.locale]] }
  if (!row || row.departure.date !== stay.date || !row.departure.nights.includes(stay.nights))
    throw fieldErrors(invalid)
  return row
}

export async function getHotelRooms(scope: TourScope, slug: string, query: RoomsQuery): Promise<HotelRooms> {
  const hotel = await findHotel(scope, slug)
  const stay = readStay(scope, query)
  const trip = query.departure ? await readDeparture(scope, hotel.id, Number(query.departure), stay) : null
  const rooms = (await hotelsWithRooms(scope.deps.db, [hotel.id])).get(hotel.id)?.rooms ?? []
  const facts = await loadStayFacts(
    scope.deps.db,
    rooms.map((room) => room.id),
    stay.date,
    checkOutDate(stay.date, stay.nights),
  )
  const fees = trip ? trip.tour.fees : []
  return {
    hotel: hotelRef(scope, hotel),
    departure: trip ? departureRef(scope, trip.departure, trip.city) : null,
    tour: trip ? tourRef(scope, trip.tour) : null,
    date: stay.date,
    nights: stay.nights,
    check_out: checkOutDate(stay.date, stay.nights),
    tourists: { adults: stay.tourists.adults, children: [...stay.tourists.children] },
    rooms: rooms.map((room) => {
      const quote = quoteRoom(facts, room, stay.date, stay.nights, stay.tourists, feesOf(fees))
      const priced = quote.kind === 'priced' ? quote.price : null
      return {
        room_type: roomTypeJson(scope, room),
        available: priced !== null,
        reason: quote.kind === 'priced' ? null : quote.kind,
        rooms_left: quote.roomsLeft,
        total: priced ? minorToDecimal(priced.total) : null,
        breakdown: priced ? breakdownJson(priced, fees, scope.locale) : null,
      }
    }),
  }
}

async function collectionRows(scope: TourScope, where: ReturnType<typeof and>) {
  return scope.deps.db
    .select({
      collection: hotelCollections,
      count: sql<number>`(select count(*)::int from ${hotelCollectionItems} where ${hotelCollectionItems.collectionId} = ${hotelCollections.id})`,
    })
    .from(hotelCollections)
    .where(where)
    .orderBy(asc(hotelCollections.sort), asc(hotelCollections.id))
}

function collectionJson(
  scope: TourScope,
  row: Awaited<ReturnType<typeof collectionRows>>[number],
): HotelCollection {
  return {
    id: row.collection.id,
    slug: row.collection.slug,
    name: pick(row.collection.name, scope.locale),
    description: pick(row.collection.description, scope.locale),
    category_path: scope.hotelCategories.pathOf(row.collection.categoryId),
    image: row.collection.image
      ? { url: absoluteUrl(scope.deps, row.collection.image) ?? '', scaled: [] }
      : null,
    hotels_count: row.count,
  }
}

export async function listCollections(
  scope: TourScope,
  category: string | undefined,
): Promise<HotelCollection[]> {
  const conditions = [eq(hotelCollections.companyId, scope.companyId)]
  if (category) {
    const id = scope.hotelCategories.findByPath(category)
    conditions.push(
      inArray(hotelCollections.categoryId, id === null ? [-1] : scope.hotelCategories.subtree(id)),
    )
  }
  const rows = await collectionRows(scope, and(...conditions))
  return rows.map((row) => collectionJson(scope, row))
}

export async function getCollection(scope: TourScope, slug: string): Promise<HotelCollectionDetail> {
  const [row] = await collectionRows(
    scope,
    and(eq(hotelCollections.companyId, scope.companyId), eq(hotelCollections.slug, slug)),
  )
  if (!row) throw notFound()
  const members = await scope.deps.db
    .select({ hotel: hotels })
    .from(hotels)
    .innerJoin(hotelCollectionItems, eq(hotelCollectionItems.hotelId, hotels.id))
    .where(eq(hotelCollectionItems.collectionId, row.collection.id))
    .orderBy(asc(hotelCollectionItems.sort), asc(hotels.id))
  return { ...collectionJson(scope, row), hotels: members.map(({ hotel }) => hotelCard(scope, hotel)) }
}
