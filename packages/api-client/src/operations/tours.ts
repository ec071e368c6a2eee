import * as v from 'valibot'
import { defineOperation } from '../contract/operation.ts'
import { Order } from '../schemas/order.ts'
import {
  Departure,
  DepartureCity,
  DepartureDates,
  HotelCollection,
  HotelCollectionDetail,
  HotelDetail,
  HotelRooms,
  TourBookingRequest,
  TourCardPage,
  TourCart,
  TourCartUpdate,
  TourCategoryNode,
  TourDetail,
  TourOfferPage,
} from '../schemas/tours.ts'
import { E, PageNumber, PageSize, SlugParam } from './fields.ts'

/**
 * The tours mode (issue 12; spec §1, §2 tours routes). Search parameters `from`, `dates`, `nights` and
 * `tourists` are the domain's URL codec (`@vitrina/domain/tour-search`): the storefront copies them from
 * its URL unchanged and the API decodes them with the same rules (dates from today to the 6-month calendar
 * end, nights 1-21, 1-6 adults, up to 4 children aged 0-17).
 */

const Short = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `At most ${max} characters.`)))
/** A category path: slugs joined by `/` (`europe/georgia`). */
const CategoryPath = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^[a-z0-9-]{1,64}(\/[a-z0-9-]{1,64}){0,4}$/, 'A category path is up to five slugs joined by /.'),
  ),
)
export const TourSearchQuery = v.object({
  from: Short(64),
  dates: Short(22),
  nights: Short(5),
  tourists: Short(30),
  /** Only this tour's departures (its slug): the `/tours/{slug}/search/` page. */
  tour: Short(200),
  /** Only this hotel (its slug). */
  hotel: Short(200),
  category: CategoryPath,
  sort: v.optional(
    v.picklist(['price', 'date', 'popularity'], 'sort must be price, date or popularity.'),
    'price',
  ),
  page: PageNumber,
  page_size: PageSize(50, '20'),
})

const tourLine = {
  status: 409,
  description:
    'The room is no longer available on some night, or the line does not match its departure (`code: room_unavailable` with `problem`).',
} as const

export const listTourCategories = defineOperation({
  id: 'listTourCategories',
  method: 'GET',
  path: '/api/tours/categories/',
  summary: 'The tour category tree (up to five levels: the `/tours/{c1…c5}/` segments)',
  tag: 'tours',
  access: 'tenant',
  answer: v.array(TourCategoryNode),
  status: 200,
  errors: [E.tenant],
})

export const listHotelCategories = defineOperation({
  id: 'listHotelCategories',
  method: 'GET',
  path: '/api/tours/hotel-categories/',
  summary: 'The hotel category tree (up to four levels: the `/hotels/{c1…c4}/` segments)',
  tag: 'tours',
  access: 'tenant',
  answer: v.array(TourCategoryNode),
  status: 200,
  errors: [E.tenant],
})

export const listDepartureCities = defineOperation({
  id: 'listDepartureCities',
  method: 'GET',
  path: '/api/tours/cities/',
  summary: 'Cities tours depart from (the search form’s `from`)',
  tag: 'tours',
  access: 'tenant',
  answer: v.array(DepartureCity),
  status: 200,
  errors: [E.tenant],
})

export const listDepartureDates = defineOperation({
  id: 'listDepartureDates',
  method: 'GET',
  path: '/api/tours/dates/',
  summary: 'Days with departures in the 6-month calendar, for a city and/or a tour, and the nights on sale',
  tag: 'tours',
  access: 'tenant',
  query: v.object({ from: Short(64), tour: Short(200) }),
  answer: DepartureDates,
  status: 200,
  errors: [E.tenant, E.invalid],
  examples: { query: { from: 'moscow' } },
})

export const listTours = defineOperation({
  id: 'listTours',
  method: 'GET',
  path: '/api/tours/',
  summary: 'Tours of a category (and its subcategories), most popular first',
  tag: 'tours',
  access: 'tenant',
  query: v.object({ category: CategoryPath, page: PageNumber, page_size: PageSize(50, '12') }),
  answer: TourCardPage,
  status: 200,
  errors: [E.tenant, E.invalid],
})

export const getTour = defineOperation({
  id: 'getTour',
  method: 'GET',
  path: '/api/tours/tour/{slug}/',
  summary: 'A tour page: texts, what is included, transfer, photos, breadcrumbs and its hotels',
  tag: 'tours',
  access: 'tenant',
  params: SlugParam,
  answer: TourDetail,
  status: 200,
  errors: [E.notFound],
})

export const listTourDepartures = defineOperation({
  id: 'listTourDepartures',
  method: 'GET',
  path: '/api/tours/tour/{slug}/departures/',
  summary: 'A tour’s departures in the calendar span (optionally from one city): date, nights, hotels',
  tag: 'tours',
  access: 'tenant',
  params: SlugParam,
  query: v.object({ from: Short(64) }),
  answer: v.array(Departure),
  status: 200,
  errors: [E.notFound, E.invalid],
})

export const searchTours = defineOperation({
  id: 'searchTours',
  method: 'GET',
  path: '/api/tours/search/',
  summary:
    'Priced offers (departure × nights × hotel, its cheapest room for the party) with a free room on every night',
  tag: 'tours',
  access: 'tenant',
  query: TourSearchQuery,
  answer: TourOfferPage,
  status: 200,
  errors: [E.tenant, E.invalid],
  examples: { query: { from: 'moscow', nights: '7-10', tourists: '2-5', sort: 'price' } },
})

export const getHotel = defineOperation({
  id: 'getHotel',
  method: 'GET',
  path: '/api/tours/hotels/{slug}/',
  summary: 'A hotel page: texts, photos, coordinates, amenities, room types, collections and tours',
  tag: 'tours',
  access: 'tenant',
  params: SlugParam,
  answer: HotelDetail,
  status: 200,
  errors: [E.notFound],
})

export const getHotelRooms = defineOperation({
  id: 'getHotelRooms',
  method: 'GET',
  path: '/api/tours/hotels/{slug}/rooms/',
  summary:
    'Room selection: every room type of the hotel for a stay (`date`, `nights`, `tourists`, optional `departure`), priced or why not',
  tag: 'tours',
  access: 'tenant',
  params: SlugParam,
  query: v.object({
    date: Short(10),
    nights: Short(2),
    tourists: Short(30),
    departure: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'departure must be an id.'))),
  }),
  answer: HotelRooms,
  status: 200,
  errors: [E.notFound, E.invalid],
})

export const listHotelCollections = defineOperation({
  id: 'listHotelCollections',
  method: 'GET',
  path: '/api/tours/collections/',
  summary: 'Hotel collections (optionally of a hotel category path)',
  tag: 'tours',
  access: 'tenant',
  query: v.object({ category: CategoryPath }),
  answer: v.array(HotelCollection),
  status: 200,
  errors: [E.tenant, E.invalid],
})

export const getHotelCollection = defineOperation({
  id: 'getHotelCollection',
  method: 'GET',
  path: '/api/tours/collections/{slug}/',
  summary: 'A hotel collection with its hotels',
  tag: 'tours',
  access: 'tenant',
  params: SlugParam,
  answer: HotelCollectionDetail,
  status: 200,
  errors: [E.notFound],
})

export const getTourCart = defineOperation({
  id: 'getTourCart',
  method: 'GET',
  path: '/api/tours/cart/',
  summary: 'The signed-in customer’s saved tour cart, re-priced and re-checked now',
  tag: 'tours',
  access: 'customer',
  answer: TourCart,
  status: 200,
  errors: [E.signIn],
})

export const updateTourCart = defineOperation({
  id: 'updateTourCart',
  method: 'POST',
  path: '/api/tours/cart/',
  summary:
    'Price and check the tour cart lines; with `save` (the default) store them for a signed-in customer. Each line says what changed',
  tag: 'tours',
  access: 'tenant',
  body: TourCartUpdate,
  answer: TourCart,
  status: 200,
  errors: [E.invalid, E.tenant],
  examples: {
    body: {
      lines: [
        {
          departure: 1,
          room_type: 1,
          date: '2026-12-05',
          nights: 7,
          tourists: { adults: 2, children: [5] },
          seen_total: null,
        },
      ],
      save: false,
    },
  },
})

export const bookTour = defineOperation({
  id: 'bookTour',
  method: 'POST',
  path: '/api/tours/orders/',
  summary:
    'Book a tour cart line: a VIRTUAL order (no address) holding one room on every night until paid or cancelled',
  tag: 'tours',
  access: 'customer',
  headers: v.object({
    'idempotency-key': v.optional(
      v.pipe(
        v.string(),
        v.regex(/^[\x21-\x7e]{8,255}$/, 'Idempotency-Key must be 8 to 255 visible ASCII characters.'),
      ),
    ),
  }),
  body: TourBookingRequest,
  answer: Order,
  status: 201,
  errors: [E.invalid, E.signIn, tourLine],
})
