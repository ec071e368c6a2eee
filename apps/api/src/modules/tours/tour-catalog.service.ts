import type { Departure, DepartureCity, TourCard, TourDetail } from '@vitrina/api-client/schemas/tours'
import { isoDate } from '@vitrina/domain/calendar'
import { minorToDecimal } from '@vitrina/domain/money'
import { searchDateRange } from '@vitrina/domain/tour-search'
import { DEFAULT_TOURISTS } from '@vitrina/domain/tourists'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { departureCities, departureHotels, hotels, tours } from '../../db/schema/tours.ts'
import { notFound } from '../../http/errors.ts'
import { departuresIn, findOffers, type TourRow } from './tour-offers.ts'
import { cityRef, hotelCard, imagesOf, type TourScope, tourImage, tourRef } from './tour-refs.ts'
import { pick, pickList } from './tour-texts.ts'

/** The departures of the whole calendar span (spec §9: 6 months ahead). */
const span = (scope: TourScope) => searchDateRange({ tourists: DEFAULT_TOURISTS }, scope.today)

export async function listCities(scope: TourScope): Promise<DepartureCity[]> {
  const rows = await scope.deps.db
    .select()
    .from(departureCities)
    .where(eq(departureCities.companyId, scope.companyId))
    .orderBy(asc(departureCities.sort), asc(departureCities.id))
  return rows.map((row) => ({ ...cityRef(scope, row), latitude: row.latitude, longitude: row.longitude }))
}

export async function findTour(scope: TourScope, slug: string): Promise<TourRow> {
  const [tour] = await scope.deps.db
    .select()
    .from(tours)
    .where(and(eq(tours.companyId, scope.companyId), eq(tours.slug, slug)))
  if (!tour) throw notFound()
  return tour
}

export async function listDepartureDates(
  scope: TourScope,
  query: { from?: string | undefined; tour?: string | undefined },
) {
  const range = span(scope)
  const tourIds = query.tour ? [(await findTour(scope, query.tour).catch(() => null))?.id ?? -1] : undefined
  const rows = await departuresIn(scope.deps.db, {
    companyId: scope.companyId,
    range,
    from: query.from,
    tourIds,
  })
  return {
    span_end: range.to,
    dates: [...new Set(rows.map((row) => row.departure.date))].sort(),
    nights: [...new Set(rows.flatMap((row) => row.departure.nights))].sort((a, b) => a - b),
  }
}

/** Cards of tours: cities, nights and next date from their departures, the cheapest stay for two adults. */
async function tourCards(scope: TourScope, rows: TourRow[]): Promise<TourCard[]> {
  const ids = rows.map((row) => row.id)
  const range = span(scope)
  const [departures, offers] = await Promise.all([
    departuresIn(scope.deps.db, { companyId: scope.companyId, range, tourIds: ids }),
    findOffers(scope.deps.db, {
      companyId: scope.companyId,
      range,
      tourists: DEFAULT_TOURISTS,
      tourIds: ids,
    }),
  ])
  return rows.map((tour) => {
    const own = departures.filter((row) => row.tour.id === tour.id)
    const cheapest = Math.min(
      ...offers.filter((offer) => offer.tour.id === tour.id).map((o) => o.price.total),
    )
    const cities = new Map(own.map((row) => [row.city.slug, cityRef(scope, row.city)]))
    return {
      ...tourRef(scope, tour),
      image: tourImage(scope, tour.photos),
      summary: pick(tour.summary, scope.locale),
      destination: pick(tour.destination, scope.locale),
      departure_cities: [...cities.values()],
      nights: [...new Set(own.flatMap((row) => row.departure.nights))].sort((a, b) => a - b),
      price_from: Number.isFinite(cheapest) ? minorToDecimal(cheapest) : null,
      next_date: own[0]?.departure.date ?? null,
      crosses_border: tour.crossesBorder,
    }
  })
}

export async function listTours(
  scope: TourScope,
  query: { category?: string | undefined; page: number; page_size: number },
) {
  const conditions = [eq(tours.companyId, scope.companyId)]
  if (query.category) {
    const category = scope.tourCategories.findByPath(query.category)
    conditions.push(
      inArray(tours.categoryId, category === null ? [-1] : scope.tourCategories.subtree(category)),
    )
  }
  const where = and(...conditions)
  const [rows, [total]] = await Promise.all([
    scope.deps.db
      .select()
      .from(tours)
      .where(where)
      .orderBy(desc(tours.popularity), asc(tours.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    scope.deps.db.select({ n: sql<number>`count(*)::int` }).from(tours).where(where),
  ])
  const count = total?.n ?? 0
  return {
    count,
    next: query.page * query.page_size < count ? String(query.page + 1) : null,
    previous: query.page > 1 ? String(query.page - 1) : null,
    results: await tourCards(scope, rows),
  }
}

export async function getTour(scope: TourScope, slug: string): Promise<TourDetail> {
  const tour = await findTour(scope, slug)
  const [[card], hotelRows] = await Promise.all([
    tourCards(scope, [tour]),
    scope.deps.db
      .selectDistinct({ hotel: hotels })
      .from(hotels)
      .innerJoin(departureHotels, eq(departureHotels.hotelId, hotels.id))
      .where(
        inArray(
          departureHotels.departureId,
          sql`(select id from tour_departures where tour_id = ${tour.id} and date >= ${isoDate(scope.today)})`,
        ),
      ),
  ])
  if (!card) throw notFound()
  return {
    ...card,
    description: pick(tour.description, scope.locale),
    included: pickList(tour.included, scope.locale),
    transfer: pick(tour.transfer, scope.locale),
    photos: imagesOf(scope, tour.photos),
    bread_crumbs: scope.tourCategories.crumbs(tour.categoryId),
    hotels: hotelRows
      .map((row) => hotelCard(scope, row.hotel))
      .sort((a, b) => b.stars - a.stars || a.name.localeCompare(b.name)),
  }
}

export async function listTourDepartures(
  scope: TourScope,
  slug: string,
  from: string | undefined,
): Promise<Departure[]> {
  const tour = await findTour(scope, slug)
  const rows = await departuresIn(scope.deps.db, {
    companyId: scope.companyId,
    range: span(scope),
    from,
    tourIds: [tour.id],
  })
  const links =
    rows.length === 0
      ? []
      : await scope.deps.db
          .select({ departureId: departureHotels.departureId, hotel: hotels })
          .from(departureHotels)
          .innerJoin(hotels, eq(hotels.id, departureHotels.hotelId))
          .where(
            inArray(
              departureHotels.departureId,
              rows.map((row) => row.departure.id),
            ),
          )
  return rows.map(({ departure, city }) => ({
    id: departure.id,
    date: departure.date,
    city: cityRef(scope, city),
    nights: [...departure.nights].sort((a, b) => a - b),
    hotels: links
      .filter((link) => link.departureId === departure.id)
      .map((link) => ({
        id: link.hotel.id,
        slug: link.hotel.slug,
        name: pick(link.hotel.name, scope.locale),
        stars: link.hotel.stars,
      })),
  }))
}
