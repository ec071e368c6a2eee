import type { HotelCard } from '@vitrina/api-client/schemas/tours'
import type { Locale } from '@vitrina/domain/locale'
import type { Deps } from '../../http/context.ts'
import { absoluteImages } from '../catalog/media-urls.ts'
import { CategoryIndex } from './tour-categories.ts'
import type { CityRow, DepartureRow, HotelRow, RoomRow, TourRow } from './tour-offers.ts'
import { pick, pickList } from './tour-texts.ts'

/** What every tours answer needs: the company, the language, today, and both category trees. */
export type TourScope = {
  deps: Deps
  companyId: number
  locale: Locale
  /** The shop's calendar day (UTC date of the clock). */
  today: Date
  tourCategories: CategoryIndex
  hotelCategories: CategoryIndex
}

export async function tourScope(deps: Deps, companyId: number, locale: Locale): Promise<TourScope> {
  const [tourCategories, hotelCategories] = await Promise.all([
    CategoryIndex.load(deps.db, companyId, 'tour', locale),
    CategoryIndex.load(deps.db, companyId, 'hotel', locale),
  ])
  return { deps, companyId, locale, today: deps.clock.now(), tourCategories, hotelCategories }
}

const firstImage = (scope: TourScope, photos: TourRow['photos']) =>
  absoluteImages(scope.deps, photos.slice(0, 1))[0] ?? null

export const imagesOf = (scope: TourScope, photos: TourRow['photos']) => absoluteImages(scope.deps, photos)

export const tourRef = (scope: TourScope, tour: TourRow) => ({
  id: tour.id,
  slug: tour.slug,
  name: pick(tour.name, scope.locale),
  category_path: scope.tourCategories.pathOf(tour.categoryId),
})

export const cityRef = (scope: TourScope, city: CityRow) => ({
  slug: city.slug,
  name: pick(city.name, scope.locale),
})

export const departureRef = (scope: TourScope, departure: DepartureRow, city: CityRow) => ({
  id: departure.id,
  date: departure.date,
  city: cityRef(scope, city),
})

export const hotelRef = (scope: TourScope, hotel: HotelRow) => ({
  id: hotel.id,
  slug: hotel.slug,
  name: pick(hotel.name, scope.locale),
  stars: hotel.stars,
  category_path: scope.hotelCategories.pathOf(hotel.categoryId),
  image: firstImage(scope, hotel.photos),
})

export const roomRef = (scope: TourScope, room: RoomRow) => ({
  id: room.id,
  slug: room.slug,
  name: pick(room.name, scope.locale),
})

export const roomTypeJson = (scope: TourScope, room: RoomRow) => ({
  ...roomRef(scope, room),
  description: pick(room.description, scope.locale),
  capacity_adults: room.capacityAdults,
  capacity_children: room.capacityChildren,
  beds: pick(room.beds, scope.locale),
  area_m2: room.areaM2,
  photos: imagesOf(scope, room.photos),
  amenities: pickList(room.amenities, scope.locale),
})

export const hotelCard = (scope: TourScope, hotel: HotelRow): HotelCard => ({
  id: hotel.id,
  slug: hotel.slug,
  name: pick(hotel.name, scope.locale),
  category_path: scope.hotelCategories.pathOf(hotel.categoryId),
  image: firstImage(scope, hotel.photos),
  stars: hotel.stars,
  address: pick(hotel.address, scope.locale),
  latitude: hotel.latitude,
  longitude: hotel.longitude,
  amenities: pickList(hotel.amenities, scope.locale),
})

export const tourImage = firstImage
