import { MAX_ADULTS, MAX_CHILD_AGE, MAX_CHILDREN } from '@vitrina/domain/tourists'
import * as v from 'valibot'
import { IdNumber, Image, Money, Paginated } from './common.ts'

/**
 * The tours mode on the wire (issue 12): tours, departures, hotels, room types, collections, priced offers,
 * the tour cart and the booking. Names and texts come in the request's language; money is a decimal string;
 * dates are ISO calendar days. Search parameters are the domain's URL codec (`@vitrina/domain/tour-search`).
 */

export const IsoDay = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date such as 2026-12-05.'),
)

/** A room's party: adults and each child's age (0 = a baby "до года"). */
export const TouristsWire = v.object({
  adults: v.pipe(
    v.number('adults must be a number.'),
    v.integer('adults must be a whole number.'),
    v.minValue(1, 'At least one adult travels.'),
    v.maxValue(MAX_ADULTS, `At most ${MAX_ADULTS} adults in a room.`),
  ),
  children: v.pipe(
    v.array(
      v.pipe(
        v.number('A child’s age is a number.'),
        v.integer('A child’s age is a whole number of years.'),
        v.minValue(0, 'A child’s age is 0 to 17.'),
        v.maxValue(MAX_CHILD_AGE, 'A child’s age is 0 to 17.'),
      ),
    ),
    v.maxLength(MAX_CHILDREN, `At most ${MAX_CHILDREN} children in a room.`),
  ),
})

export type TourCategoryNode = {
  id: number
  name: string
  slug: string
  /** The slugs from the root to this category: the `c1/…/c5` route segments. */
  path: string[]
  parent: number | null
  image: string | null
  children: TourCategoryNode[]
}
/** A node of the tour (up to 5 levels) or hotel (up to 4 levels) category tree. */
export const TourCategoryNode: v.GenericSchema<TourCategoryNode> = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  path: v.array(v.string()),
  parent: v.nullable(v.number()),
  image: v.nullable(v.string()),
  children: v.array(v.lazy(() => TourCategoryNode)),
})

export const DepartureCity = v.object({
  slug: v.string(),
  name: v.string(),
  latitude: v.number(),
  longitude: v.number(),
})
export type DepartureCity = v.InferOutput<typeof DepartureCity>

/** Where a tour or a hotel's page lives: its category slugs and its own slug. */
const Located = {
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  category_path: v.array(v.string()),
  image: v.nullable(Image),
}

export const TourCard = v.object({
  ...Located,
  summary: v.string(),
  destination: v.string(),
  departure_cities: v.array(v.object({ slug: v.string(), name: v.string() })),
  /** Nights on sale across its departures, ascending. */
  nights: v.array(v.number()),
  /** Cheapest stay for two adults over its departures with free rooms; null when sold out. */
  price_from: v.nullable(Money),
  next_date: v.nullable(IsoDay),
  crosses_border: v.boolean(),
})
export type TourCard = v.InferOutput<typeof TourCard>
export const TourCardPage = Paginated(TourCard)

export const HotelCard = v.object({
  ...Located,
  stars: v.number(),
  address: v.string(),
  latitude: v.number(),
  longitude: v.number(),
  amenities: v.array(v.string()),
})
export type HotelCard = v.InferOutput<typeof HotelCard>

export const Crumb = v.object({ name: v.string(), slug: v.string() })

export const TourDetail = v.object({
  ...TourCard.entries,
  description: v.string(),
  included: v.array(v.string()),
  transfer: v.string(),
  photos: v.array(Image),
  bread_crumbs: v.array(Crumb),
  hotels: v.array(HotelCard),
})
export type TourDetail = v.InferOutput<typeof TourDetail>

export const RoomType = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  description: v.string(),
  capacity_adults: v.number(),
  capacity_children: v.number(),
  beds: v.string(),
  area_m2: v.nullable(v.number()),
  photos: v.array(Image),
  amenities: v.array(v.string()),
})
export type RoomType = v.InferOutput<typeof RoomType>

export const HotelDetail = v.object({
  ...HotelCard.entries,
  description: v.string(),
  photos: v.array(Image),
  bread_crumbs: v.array(Crumb),
  rooms: v.array(RoomType),
  collections: v.array(v.object({ slug: v.string(), name: v.string(), category_path: v.array(v.string()) })),
  /** Tours that stay at this hotel. */
  tours: v.array(
    v.object({ id: v.number(), slug: v.string(), name: v.string(), category_path: v.array(v.string()) }),
  ),
})
export type HotelDetail = v.InferOutput<typeof HotelDetail>

export const Departure = v.object({
  id: v.number(),
  date: IsoDay,
  city: v.object({ slug: v.string(), name: v.string() }),
  nights: v.array(v.number()),
  hotels: v.array(v.object({ id: v.number(), slug: v.string(), name: v.string(), stars: v.number() })),
})
export type Departure = v.InferOutput<typeof Departure>

/** Departure days for the calendar (spec §9: 6 months ahead): which days are active, and nights on sale. */
export const DepartureDates = v.object({
  span_end: IsoDay,
  dates: v.array(IsoDay),
  nights: v.array(v.number()),
})

/** The server's price of a stay, night by night and tourist by tourist (tourists: adults, then children oldest first). */
export const PriceBreakdown = v.object({
  nights: v.array(v.object({ date: IsoDay, amount: Money, tourists: v.array(Money) })),
  tourists: v.array(
    v.object({
      index: v.number(),
      kind: v.picklist(['adult', 'child', 'infant']),
      age: v.nullable(v.number()),
      amount: Money,
    }),
  ),
  fees: v.array(
    v.object({
      code: v.string(),
      name: v.string(),
      basis: v.picklist(['booking', 'tourist', 'adult', 'adult_night']),
      quantity: v.number(),
      amount: Money,
    }),
  ),
  accommodation: Money,
  fees_total: Money,
  total: Money,
})
export type PriceBreakdown = v.InferOutput<typeof PriceBreakdown>

const TourRef = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  category_path: v.array(v.string()),
})
const DepartureRef = v.object({
  id: v.number(),
  date: IsoDay,
  city: v.object({ slug: v.string(), name: v.string() }),
})
const HotelRef = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  stars: v.number(),
  category_path: v.array(v.string()),
  image: v.nullable(Image),
})
const RoomRef = v.object({ id: v.number(), slug: v.string(), name: v.string() })

/** One bookable combination: a departure, nights, a hotel and its cheapest room for the party with rooms free on every night. */
export const TourOffer = v.object({
  tour: TourRef,
  departure: DepartureRef,
  hotel: HotelRef,
  room_type: RoomRef,
  image: v.nullable(Image),
  date: IsoDay,
  nights: v.number(),
  /** The exclusive end: the day the tourists leave. */
  check_out: IsoDay,
  tourists: TouristsWire,
  total: Money,
  breakdown: PriceBreakdown,
  /** The fewest free rooms over the nights. */
  rooms_left: v.number(),
})
export type TourOffer = v.InferOutput<typeof TourOffer>

export const TourOfferPage = v.object({
  ...Paginated(TourOffer).entries,
  /** The search as the server read it, in the URL codec's spelling (for canonical links). */
  search: v.object({
    from: v.nullable(v.string()),
    dates: v.string(),
    nights: v.nullable(v.string()),
    tourists: v.string(),
  }),
})
export type TourOfferPage = v.InferOutput<typeof TourOfferPage>

export const RoomOffer = v.object({
  room_type: RoomType,
  available: v.boolean(),
  /** Why not: `too_small` (the party does not fit), `sold_out` (a night has no free room), `no_rate`. */
  reason: v.nullable(v.picklist(['too_small', 'sold_out', 'no_rate'])),
  rooms_left: v.number(),
  total: v.nullable(Money),
  breakdown: v.nullable(PriceBreakdown),
})
export type RoomOffer = v.InferOutput<typeof RoomOffer>

export const HotelRooms = v.object({
  hotel: HotelRef,
  departure: v.nullable(DepartureRef),
  tour: v.nullable(TourRef),
  date: IsoDay,
  nights: v.number(),
  check_out: IsoDay,
  tourists: TouristsWire,
  rooms: v.array(RoomOffer),
})
export type HotelRooms = v.InferOutput<typeof HotelRooms>

export const HotelCollection = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  description: v.string(),
  category_path: v.array(v.string()),
  image: v.nullable(Image),
  hotels_count: v.number(),
})
export type HotelCollection = v.InferOutput<typeof HotelCollection>
export const HotelCollectionDetail = v.object({ ...HotelCollection.entries, hotels: v.array(HotelCard) })
export type HotelCollectionDetail = v.InferOutput<typeof HotelCollectionDetail>

/** A tour cart line as sent: a departure (null: the hotel alone), a room type, the stay and the party. */
export const TourCartLineInput = v.object({
  departure: v.nullable(IdNumber('departure must be an id.')),
  room_type: IdNumber('room_type must be an id.'),
  date: IsoDay,
  nights: v.pipe(v.number('nights must be a number.'), v.integer('nights must be a whole number.')),
  tourists: TouristsWire,
  /** The total the shopper last saw; the answer says `price_changed` when the server's differs. */
  seen_total: v.optional(v.nullable(Money), null),
})
export type TourCartLineInput = v.InferInput<typeof TourCartLineInput>

export const TourCartUpdate = v.object({
  lines: v.pipe(v.array(TourCartLineInput), v.maxLength(10, 'At most 10 tour cart lines.')),
  /** false: price a preview without storing it (guests are never stored). */
  save: v.optional(v.boolean(), true),
})
export type TourCartUpdate = v.InferInput<typeof TourCartUpdate>

export const TourLineProblem = v.picklist([
  'departure_gone',
  'date_mismatch',
  'nights_not_offered',
  'hotel_not_in_tour',
  'date_past',
  'date_too_far',
  'nights_invalid',
  'too_small',
  'no_rate',
  'sold_out',
])

export const TourCartLine = v.object({
  /** `{departure|0}.{room_type}.{date}.{nights}.{tourists}`: one party in one room on one stay. */
  key: v.string(),
  tour: v.nullable(TourRef),
  departure: v.nullable(DepartureRef),
  hotel: HotelRef,
  room_type: RoomRef,
  date: IsoDay,
  nights: v.number(),
  check_out: IsoDay,
  tourists: TouristsWire,
  /** `ok`; `price_changed` (total differs from `seen_total`/the stored one); `unavailable` (see `problem`). */
  status: v.picklist(['ok', 'price_changed', 'unavailable']),
  problem: v.nullable(TourLineProblem),
  previous_total: v.nullable(Money),
  total: v.nullable(Money),
  breakdown: v.nullable(PriceBreakdown),
  rooms_left: v.number(),
})
export type TourCartLine = v.InferOutput<typeof TourCartLine>

export const TourCart = v.object({
  lines: v.array(TourCartLine),
  count: v.number(),
  /** Sum of the available lines. */
  total: Money,
  /** Some line changed price or became unavailable since the shopper saw it. */
  changed: v.boolean(),
  delivery_payment_options: v.array(
    v.object({
      id: v.string(),
      delivery_type: v.literal('VIRTUAL'),
      payment_type: v.object({ type: v.string(), name: v.string(), online: v.boolean() }),
      can_use_bonuses: v.boolean(),
    }),
  ),
})
export type TourCart = v.InferOutput<typeof TourCart>

const Name = v.pipe(v.string('Required.'), v.trim(), v.maxLength(100, 'At most 100 characters.'))
export const TravellerInput = v.object({
  first_name: Name,
  last_name: Name,
  /** DD.MM.YYYY or ISO (the form date formats of the domain). */
  birth_date: v.pipe(v.string('Required.'), v.trim(), v.maxLength(20)),
  document: v.optional(
    v.nullable(
      v.object({
        number: v.pipe(v.string(), v.trim(), v.maxLength(30)),
        expiry: v.pipe(v.string(), v.trim(), v.maxLength(20)),
      }),
    ),
    null,
  ),
})

/** POST /api/tours/orders/: book one cart line for its party; the order is VIRTUAL (no address, no outlet). */
export const TourBookingRequest = v.object({
  line: TourCartLineInput,
  travellers: v.pipe(v.array(TravellerInput), v.minLength(1, 'Enter the tourists.'), v.maxLength(10)),
  recipient_name: v.pipe(v.string(), v.trim(), v.minLength(1, 'Value is required'), v.maxLength(200)),
  recipient_phone: v.pipe(
    v.string(),
    v.regex(/^\d{11,15}$/, 'This field should be at least 11 characters long'),
  ),
  recipient_email: v.optional(
    v.union([
      v.literal(''),
      v.pipe(v.string(), v.trim(), v.maxLength(254), v.email('Value is not a valid email address')),
    ]),
    '',
  ),
  delivery_payment_option: v.pipe(v.string('Choose a payment method.'), v.maxLength(64)),
})
export type TourBookingRequest = v.InferInput<typeof TourBookingRequest>

/** The tour part of an order (order answers and "my orders"). */
export const TourBooking = v.object({
  id: v.number(),
  /** `held` until paid, `confirmed` when paid, `released` when cancelled or expired. */
  state: v.picklist(['held', 'confirmed', 'released']),
  tour: v.nullable(TourRef),
  departure: v.nullable(DepartureRef),
  hotel: HotelRef,
  room_type: RoomRef,
  date: IsoDay,
  nights: v.number(),
  check_out: IsoDay,
  tourists: TouristsWire,
  travellers: v.array(v.object({ first_name: v.string(), last_name: v.string(), birth_date: IsoDay })),
  total: Money,
  breakdown: PriceBreakdown,
})
export type TourBooking = v.InferOutput<typeof TourBooking>
