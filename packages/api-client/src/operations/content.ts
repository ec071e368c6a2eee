import * as v from 'valibot'
import { defineOperation } from '../contract/operation.ts'
import { OutletPage } from '../schemas/catalog.ts'
import { Paginated } from '../schemas/common.ts'
import { Event, PageContent, Promotion, RouteRedirect } from '../schemas/content.ts'
import { OUTLET_SERVICES } from '../schemas/outlet.ts'
import { E, PageNumber, PageSize, SlugParam } from './fields.ts'

const Coordinate = (min: number, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.maxLength(32, 'A number is required.'),
      v.regex(/^-?\d{1,3}(\.\d+)?$/, 'A number is required.'),
      v.transform(Number),
      v.minValue(min, `At least ${min}.`),
      v.maxValue(max, `At most ${max}.`),
    ),
  )

const PageSlug = v.pipe(
  v.string('slug is required.'),
  v.maxLength(300),
  v.regex(/^[a-z0-9][a-z0-9/-]*$/i, 'Slug: Latin letters, digits and hyphen only.'),
)

export const listOutlets = defineOperation({
  id: 'listOutlets',
  method: 'GET',
  path: '/api/outlets/',
  summary: 'Outlets, pickup points and parcel lockers of the region',
  tag: 'catalog',
  access: 'tenant',
  query: v.object({
    kind: v.optional(
      v.picklist(
        ['outlet', 'pickup_point', 'parcel_locker'],
        'kind must be outlet, pickup_point or parcel_locker.',
      ),
    ),
    search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'At most 200 characters.'))),
    lat: Coordinate(-90, 90),
    lon: Coordinate(-180, 180),
    ordering: v.optional(
      v.picklist(['distance', 'popular'], 'Ordering must be distance or popular.'),
      'popular',
    ),
    /** Another region of the company than the shopper's (the finder's `/shops/{region}`), by id. */
    region: v.optional(
      v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'A region id is required.'), v.transform(Number)),
    ),
    /** Comma-separated services the place must all offer (OUTLET_SERVICES). */
    services: v.optional(
      v.pipe(
        v.string(),
        v.maxLength(200, 'At most 200 characters.'),
        v.transform((text) => text.split(',').filter(Boolean)),
        v.array(v.picklist(OUTLET_SERVICES, `Services: ${OUTLET_SERVICES.join(', ')}.`)),
      ),
    ),
    /** Only places open at the moment of the request, on their own clocks. */
    open_now: v.optional(v.picklist(['true', 'false', '1', '0'], 'open_now must be true or false.')),
    page: PageNumber,
    /** Bounded: a region may have hundreds of pickup points. */
    page_size: PageSize(50, '50'),
  }),
  answer: OutletPage,
  status: 200,
  errors: [E.invalid, E.tenant],
  examples: { query: { kind: 'pickup_point', lat: '55.75', lon: '37.62', ordering: 'distance' } },
})

export const listPromotions = defineOperation({
  id: 'listPromotions',
  method: 'GET',
  path: '/api/promotions/',
  summary: 'Current promotions',
  tag: 'content',
  access: 'tenant',
  answer: Paginated(Promotion),
  status: 200,
  errors: [E.tenant],
})

export const getPromotion = defineOperation({
  id: 'getPromotion',
  method: 'GET',
  path: '/api/promotions/{slug}/',
  summary: 'One promotion',
  tag: 'content',
  access: 'tenant',
  params: SlugParam,
  answer: Promotion,
  status: 200,
  errors: [E.notFound],
})

export const listEvents = defineOperation({
  id: 'listEvents',
  method: 'GET',
  path: '/api/events/',
  summary: 'Events: upcoming (soonest first) or past (latest first), optionally of one type',
  tag: 'content',
  access: 'tenant',
  query: v.object({
    type: v.optional(v.picklist(['offline', 'online'], 'type must be offline or online.')),
    when: v.optional(v.picklist(['upcoming', 'past'], 'when must be upcoming or past.'), 'upcoming'),
    page: PageNumber,
    page_size: PageSize(50, '20'),
  }),
  answer: Paginated(Event),
  status: 200,
  errors: [E.invalid, E.tenant],
  examples: { query: { type: 'offline', when: 'upcoming' } },
})

export const getEvent = defineOperation({
  id: 'getEvent',
  method: 'GET',
  path: '/api/events/{slug}/',
  summary: 'One event',
  tag: 'content',
  access: 'tenant',
  params: SlugParam,
  answer: Event,
  status: 200,
  errors: [E.notFound],
})

export const getPage = defineOperation({
  id: 'getPage',
  method: 'GET',
  path: '/api/pages/',
  summary: 'A static page or a section page by slug',
  tag: 'content',
  access: 'tenant',
  query: v.object({
    kind: v.optional(v.picklist(['static', 'section'], 'kind must be static or section.'), 'static'),
    slug: PageSlug,
  }),
  answer: PageContent,
  status: 200,
  errors: [E.invalid, E.notFound],
  examples: { query: { kind: 'static', slug: 'delivery/courier' } },
})

export const getRouteRedirect = defineOperation({
  id: 'getRouteRedirect',
  method: 'GET',
  path: '/api/route-redirects/',
  summary: 'The redirect of a storefront path, if any (spec §2 route middleware)',
  tag: 'content',
  access: 'tenant',
  query: v.object({
    path: v.pipe(
      v.string('path is required.'),
      v.startsWith('/', 'path must start with /.'),
      v.maxLength(2000),
    ),
  }),
  answer: RouteRedirect,
  status: 200,
  errors: [E.invalid],
  examples: { query: { path: '/old-sale/' } },
})
