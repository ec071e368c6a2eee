import { calendarSpanEnd, isoDate } from '@vitrina/domain/calendar'
import { addDays, MAX_NIGHTS } from '@vitrina/domain/tour-stay'
import type { Database } from '../src/db/client.ts'
import type { ProductImage } from '../src/db/schema/catalog.ts'
import {
  departureCities,
  departureHotels,
  hotelCollectionItems,
  hotelCollections,
  hotels,
  roomAllotments,
  roomRates,
  roomTypes,
  tourCategories,
  tourDepartures,
  tours,
} from '../src/db/schema/tours.ts'
import type { Random } from './random.ts'
import { type CategorySeed, type HotelSeed, ROOMS, type TenantTours } from './tours-data.ts'

/** Generated art (modules/media/travel-art.ts): a hotel, a room or the tour's landscape, in a few takes. */
function travelImages(kind: 'hotel' | 'room' | 'tour', key: string, count: number): ProductImage[] {
  return Array.from({ length: count }, (_, n) => {
    const base = `/media/travel/${kind}/${key}/${n}.svg`
    return { url: base, scaled: [400, 800, 1200].map((width) => ({ url: `${base}?w=${width}`, width })) }
  })
}

async function seedCategoryTree(
  db: Database,
  companyId: number,
  kind: 'tour' | 'hotel',
  tree: CategorySeed[],
) {
  const ids = new Map<string, number>()
  const walk = async (nodes: CategorySeed[], parent: { id: number; path: string } | null, depth: number) => {
    for (const [sort, node] of nodes.entries()) {
      const path = parent ? `${parent.path}/${node.slug}` : node.slug
      const [row] = await db
        .insert(tourCategories)
        .values({
          companyId,
          kind,
          parentId: parent?.id ?? null,
          depth,
          slug: node.slug,
          name: node.name,
          image: `/media/categories/${companyId}/${kind === 'tour' ? 'tours' : 'hotels'}-${node.slug}.svg`,
          sort,
        })
        .returning({ id: tourCategories.id })
      if (!row) throw new Error('category insert returned nothing')
      ids.set(path, row.id)
      if (node.children) await walk(node.children, { id: row.id, path }, depth + 1)
    }
  }
  await walk(tree, null, 1)
  return ids
}

/** Price factor of a night: New Year week, the season of the scene, Friday and Saturday nights. */
function seasonFactor(night: string, scene: HotelSeed['scene']): number {
  const month = Number(night.slice(5, 7))
  const day = Number(night.slice(8, 10))
  const weekday = new Date(`${night}T00:00:00Z`).getUTCDay()
  let factor = 1
  if ((month === 12 && day >= 28) || (month === 1 && day <= 8)) factor *= 1.4
  if (scene === 'sea') factor *= month === 5 ? 1.2 : month === 4 ? 1 : 0.85
  if (scene === 'mountain' && month >= 1 && month <= 3) factor *= 1.1
  if (scene === 'lake' && (month === 2 || month === 3)) factor *= 1.2
  if (weekday === 5 || weekday === 6) factor *= 1.1
  return factor
}

/** Whole currency units: a night costs 83.00, not 82.73. */
const wholeUnits = (minor: number) => Math.round(minor / 100) * 100

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += 500) await insert(rows.slice(start, start + 500))
}

async function seedHotels(
  db: Database,
  companyId: number,
  data: TenantTours,
  categories: Map<string, number>,
  nights: string[],
  random: Random,
) {
  const hotelIds = new Map<string, number>()
  for (const [sort, hotel] of data.hotels.entries()) {
    const categoryId = categories.get(hotel.category)
    if (categoryId === undefined) throw new Error(`no hotel category ${hotel.category}`)
    const [row] = await db
      .insert(hotels)
      .values({
        companyId,
        categoryId,
        slug: hotel.slug,
        name: hotel.name,
        description: hotel.description,
        address: hotel.address,
        stars: hotel.stars,
        latitude: hotel.latitude,
        longitude: hotel.longitude,
        photos: travelImages('hotel', `${hotel.scene}-${hotel.slug}`, 3),
        amenities: hotel.amenities,
        sort,
      })
      .returning({ id: hotels.id })
    if (!row) throw new Error('hotel insert returned nothing')
    hotelIds.set(hotel.slug, row.id)
    for (const [roomSort, room] of ROOMS.entries()) {
      const [roomRow] = await db
        .insert(roomTypes)
        .values({
          hotelId: row.id,
          slug: room.slug,
          name: room.name,
          description: room.description,
          capacityAdults: room.adults,
          capacityChildren: room.children,
          beds: room.beds,
          areaM2: room.area,
          photos: travelImages('room', `${room.slug}-${hotel.slug}`, 2),
          amenities: room.amenities,
          sort: roomSort,
        })
        .returning({ id: roomTypes.id })
      if (!roomRow) throw new Error('room type insert returned nothing')
      await insertChunks(
        nights.map((night) => {
          const adult = wholeUnits(hotel.base * room.factor * seasonFactor(night, hotel.scene))
          return {
            roomTypeId: roomRow.id,
            night,
            adultMinor: adult,
            childBands: [
              { min_age: 1, max_age: 6, price_minor: wholeUnits(adult * 0.4) },
              { min_age: 7, max_age: 12, price_minor: wholeUnits(adult * 0.6) },
            ],
            infantMinor: hotel.infant,
          }
        }),
        (chunk) => db.insert(roomRates).values(chunk),
      )
      // Some nights are nearly sold out, so "rooms left" and sold-out nights show up in the demo.
      await insertChunks(
        nights.map((night) => {
          const taken = random.chance(0.08) ? room.rooms : random.chance(0.2) ? room.rooms - 1 : 0
          return { roomTypeId: roomRow.id, night, total: room.rooms, taken }
        }),
        (chunk) => db.insert(roomAllotments).values(chunk),
      )
    }
  }
  return hotelIds
}

/**
 * The tours mode of one tenant: category trees, departure cities, hotels with rooms, rates and allotment
 * for every night from `today` to the calendar end plus the longest stay, tours departing every Saturday of
 * their season, and hotel collections.
 */
export async function seedTours(
  db: Database,
  companyId: number,
  data: TenantTours,
  today: Date,
  random: Random,
) {
  const tourCats = await seedCategoryTree(db, companyId, 'tour', data.tourCategories)
  const hotelCats = await seedCategoryTree(db, companyId, 'hotel', data.hotelCategories)
  const first = isoDate(today)
  const last = isoDate(calendarSpanEnd(today))
  const nights = Array.from({ length: 200 }, (_, n) => addDays(first, n)).filter(
    (night) => night < addDays(last, MAX_NIGHTS),
  )
  const cityIds = new Map<string, number>()
  for (const [sort, city] of data.cities.entries()) {
    const [row] = await db
      .insert(departureCities)
      .values({ companyId, ...city, sort })
      .returning({ id: departureCities.id })
    if (row) cityIds.set(city.slug, row.id)
  }
  const hotelIds = await seedHotels(db, companyId, data, hotelCats, nights, random)
  const saturdays = nights.filter(
    (night) => night > addDays(first, 2) && night <= last && new Date(`${night}T00:00:00Z`).getUTCDay() === 6,
  )
  await seedTourRows(db, companyId, data, { tourCats, cityIds, hotelIds, saturdays })
  await seedCollections(db, companyId, data, hotelCats, hotelIds)
}

type Seeded = {
  tourCats: Map<string, number>
  cityIds: Map<string, number>
  hotelIds: Map<string, number>
  saturdays: string[]
}

/** Tours and their departures: every Saturday of the tour's months, from each of its cities. */
async function seedTourRows(db: Database, companyId: number, data: TenantTours, seeded: Seeded) {
  const { tourCats, cityIds, hotelIds, saturdays } = seeded
  for (const tour of data.tours) {
    const categoryId = tourCats.get(tour.category)
    if (categoryId === undefined) throw new Error(`no tour category ${tour.category}`)
    const [row] = await db
      .insert(tours)
      .values({
        companyId,
        categoryId,
        slug: tour.slug,
        name: tour.name,
        summary: tour.summary,
        description: tour.description,
        destination: tour.destination,
        included: tour.included,
        transfer: tour.transfer,
        photos: travelImages(
          'tour',
          `${data.hotels.find((h) => h.slug === tour.hotels[0])?.scene ?? 'sea'}-${tour.slug}`,
          3,
        ),
        fees: tour.fees.map((fee) => ({
          code: fee.code,
          basis: fee.basis,
          amount_minor: fee.amount,
          name: fee.name,
        })),
        crossesBorder: tour.crossesBorder,
        popularity: tour.popularity,
      })
      .returning({ id: tours.id })
    if (!row) throw new Error('tour insert returned nothing')
    const dates = saturdays.filter((night) => tour.months.includes(Number(night.slice(5, 7))))
    for (const city of tour.cities) {
      const cityId = cityIds.get(city)
      if (cityId === undefined) throw new Error(`no city ${city}`)
      if (dates.length === 0) continue
      const departures = await db
        .insert(tourDepartures)
        .values(dates.map((date) => ({ tourId: row.id, cityId, date, nights: tour.nights })))
        .returning({ id: tourDepartures.id })
      await insertChunks(
        departures.flatMap((departure) =>
          tour.hotels.map((slug) => ({ departureId: departure.id, hotelId: hotelIds.get(slug) ?? 0 })),
        ),
        (chunk) => db.insert(departureHotels).values(chunk),
      )
    }
  }
}

async function seedCollections(
  db: Database,
  companyId: number,
  data: TenantTours,
  hotelCats: Map<string, number>,
  hotelIds: Map<string, number>,
) {
  for (const [sort, collection] of data.collections.entries()) {
    const [row] = await db
      .insert(hotelCollections)
      .values({
        companyId,
        categoryId: collection.category ? (hotelCats.get(collection.category) ?? null) : null,
        slug: collection.slug,
        name: collection.name,
        description: collection.description,
        image: `/media/travel/hotel/${collection.slug.includes('mountain') ? 'mountain' : 'sea'}-${collection.slug}/0.svg`,
        sort,
      })
      .returning({ id: hotelCollections.id })
    if (!row) continue
    await db.insert(hotelCollectionItems).values(
      collection.hotels.map((slug, index) => ({
        collectionId: row.id,
        hotelId: hotelIds.get(slug) ?? 0,
        sort: index,
      })),
    )
  }
}
