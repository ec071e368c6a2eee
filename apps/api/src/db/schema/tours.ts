import type { StayPrice } from '@vitrina/domain/tour-pricing'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import type { ProductImage } from './catalog.ts'
import { customers } from './customers.ts'
import { orders } from './orders.ts'
import { companies } from './tenants.ts'

/**
 * The tours mode (issue 12; docs/decisions/012-tours-model.md). Texts are kept per language ({"en", "ru"})
 * in jsonb so one row serves both storefront languages; money is bigint minor units; dates are calendar
 * days (`date` columns read as ISO strings).
 */
export type Texts = Record<string, string>
export type TextList = Record<string, string[]>

/** Tour categories (up to 5 levels) and hotel categories (up to 4): `kind` tells the two trees apart. */
export const tourCategories = pgTable(
  'tour_categories',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').$type<'tour' | 'hotel'>().notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => tourCategories.id),
    /** 1 for a root; the service refuses deeper than 5 (tours) or 4 (hotels) and the CHECK backs it. */
    depth: smallint('depth').notNull(),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<Texts>().notNull(),
    image: text('image'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    unique().on(t.companyId, t.kind, t.slug),
    index().on(t.companyId, t.kind, t.parentId),
    check(
      'tour_categories_depth',
      sql`${t.depth} between 1 and case when ${t.kind} = 'tour' then 5 else 4 end`,
    ),
  ],
)

export const departureCities = pgTable(
  'departure_cities',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<Texts>().notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique().on(t.companyId, t.slug)],
)

export const hotels = pgTable(
  'hotels',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => tourCategories.id),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<Texts>().notNull(),
    description: jsonb('description').$type<Texts>().notNull(),
    address: jsonb('address').$type<Texts>().notNull(),
    stars: smallint('stars').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    photos: jsonb('photos').$type<ProductImage[]>().notNull().default([]),
    amenities: jsonb('amenities').$type<TextList>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    unique().on(t.companyId, t.slug),
    index().on(t.companyId, t.categoryId),
    check('hotels_stars', sql`${t.stars} between 0 and 5`),
  ],
)

export const roomTypes = pgTable(
  'room_types',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<Texts>().notNull(),
    description: jsonb('description').$type<Texts>().notNull(),
    capacityAdults: smallint('capacity_adults').notNull(),
    capacityChildren: smallint('capacity_children').notNull(),
    beds: jsonb('beds').$type<Texts>().notNull(),
    areaM2: smallint('area_m2'),
    photos: jsonb('photos').$type<ProductImage[]>().notNull().default([]),
    amenities: jsonb('amenities').$type<TextList>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    unique().on(t.hotelId, t.slug),
    check('room_types_capacity', sql`${t.capacityAdults} >= 1 and ${t.capacityChildren} >= 0`),
  ],
)

export type ChildBandRow = { min_age: number; max_age: number; price_minor: number }

/** The price of a room type on a night for a party: per adult, per child by age band, per baby. */
export const roomRates = pgTable(
  'room_rates',
  {
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    night: date('night').notNull(),
    adultMinor: bigint('adult_minor', { mode: 'number' }).notNull(),
    childBands: jsonb('child_bands').$type<ChildBandRow[]>().notNull().default([]),
    infantMinor: bigint('infant_minor', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.night] }),
    check('room_rates_prices', sql`${t.adultMinor} >= 0 and ${t.infantMinor} >= 0`),
  ],
)

/** How many rooms of a type are sold on a night and how many are taken; the CHECK is the last line of defence. */
export const roomAllotments = pgTable(
  'room_allotments',
  {
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    night: date('night').notNull(),
    total: integer('total').notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.night] }),
    check('room_allotments_taken', sql`${t.taken} >= 0 and ${t.taken} <= ${t.total}`),
  ],
)

export type TourFeeRow = {
  code: string
  basis: 'booking' | 'tourist' | 'adult' | 'adult_night'
  amount_minor: number
  name: Texts
}

export const tours = pgTable(
  'tours',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => tourCategories.id),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<Texts>().notNull(),
    summary: jsonb('summary').$type<Texts>().notNull(),
    description: jsonb('description').$type<Texts>().notNull(),
    destination: jsonb('destination').$type<Texts>().notNull(),
    included: jsonb('included').$type<TextList>().notNull(),
    transfer: jsonb('transfer').$type<Texts>().notNull(),
    photos: jsonb('photos').$type<ProductImage[]>().notNull().default([]),
    fees: jsonb('fees').$type<TourFeeRow[]>().notNull().default([]),
    /** The tour leaves the country: tourists' passports are required to book. */
    crossesBorder: boolean('crosses_border').notNull().default(false),
    /** Seeded interest; bookings add to it (the `popularity` sort). */
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [unique().on(t.companyId, t.slug), index().on(t.companyId, t.categoryId)],
)

export const tourDepartures = pgTable(
  'tour_departures',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => departureCities.id),
    date: date('date').notNull(),
    /** The night counts sold from this departure, ascending. */
    nights: jsonb('nights').$type<number[]>().notNull(),
  },
  (t) => [unique().on(t.tourId, t.cityId, t.date), index().on(t.date)],
)

/** The hotels a departure offers (the tourist picks one). */
export const departureHotels = pgTable(
  'departure_hotels',
  {
    departureId: integer('departure_id')
      .notNull()
      .references(() => tourDepartures.id),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
  },
  (t) => [primaryKey({ columns: [t.departureId, t.hotelId] }), index().on(t.hotelId)],
)

export const hotelCollections = pgTable(
  'hotel_collections',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** A hotel category: its path gives the collection's `/hotel-collections/{c…}/` segments. */
    categoryId: integer('category_id').references(() => tourCategories.id),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<Texts>().notNull(),
    description: jsonb('description').$type<Texts>().notNull(),
    image: text('image'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique().on(t.companyId, t.slug)],
)

export const hotelCollectionItems = pgTable(
  'hotel_collection_items',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => hotelCollections.id),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.hotelId] })],
)

/** A signed-in customer's saved tour cart: the lines as sent, with the total last shown for each. */
export const tourCarts = pgTable(
  'tour_carts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    lines: jsonb('lines').$type<TourCartLineRow[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.companyId, t.customerId)],
)

export type TouristsRow = { adults: number; children: number[] }
export type TourCartLineRow = {
  departure: number | null
  room_type: number
  date: string
  nights: number
  tourists: TouristsRow
  /** The total last answered for the line, minor units; the next read reports a change against it. */
  total_minor: number | null
}
export type TravellerRow = {
  first_name: string
  last_name: string
  birth_date: string
  document: { number: string; expiry: string } | null
}

/** A booked room: held while the order is unpaid, confirmed when paid, released on cancel or expiry. */
export const tourBookings = pgTable(
  'tour_bookings',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    tourId: integer('tour_id').references(() => tours.id),
    departureId: integer('departure_id').references(() => tourDepartures.id),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    date: date('date').notNull(),
    nights: smallint('nights').notNull(),
    tourists: jsonb('tourists').$type<TouristsRow>().notNull(),
    travellers: jsonb('travellers').$type<TravellerRow[]>().notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    /** The price at booking time (minor units) and the fees it used, so the order shows what was paid for. */
    breakdown: jsonb('breakdown').$type<{ price: StayPrice; fees: TourFeeRow[] }>().notNull(),
    state: text('state').$type<'held' | 'confirmed' | 'released'>().notNull().default('held'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.orderId),
    index().on(t.roomTypeId, t.date),
    check('tour_bookings_state', sql`${t.state} in ('held', 'confirmed', 'released')`),
  ],
)

/** One row per night a booking holds: what a release gives back, night by night. */
export const tourBookingNights = pgTable(
  'tour_booking_nights',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => tourBookings.id),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    night: date('night').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.night] })],
)
