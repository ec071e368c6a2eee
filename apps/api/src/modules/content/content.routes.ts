import { parseCoordinate } from '@vitrina/domain/regions'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../../http/context.ts'
import { readQuery } from '../../http/validate.ts'
import {
  eventDetail,
  findRedirect,
  listEvents,
  listOutlets,
  listPromotions,
  pageDetail,
  promotionDetail,
} from './content.service.ts'

/** An empty `lat=` is "unknown" (not 0: the point 0,0 is in the Gulf of Guinea). */
const Coordinate = (axis: 'latitude' | 'longitude') =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((text) => (text.trim() === '' ? undefined : parseCoordinate(text, axis))),
      v.check((value) => value !== null, `A ${axis} is a number within range.`),
    ),
  )

const OutletQuery = v.object({
  kind: v.optional(v.picklist(['outlet', 'pickup_point', 'parcel_locker'])),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  lat: Coordinate('latitude'),
  lon: Coordinate('longitude'),
  ordering: v.optional(v.picklist(['distance', 'popular']), 'popular'),
})

const Slug = v.pipe(
  v.string(),
  v.maxLength(300),
  v.regex(/^[a-z0-9][a-z0-9/-]*$/i, 'Slug: Latin letters, digits and hyphen only.'),
)

export const contentRoutes = new Hono<AppEnv>()
  .get('/api/outlets/', async (c) => {
    const q = readQuery(c, OutletQuery)
    const point = q.lat != null && q.lon != null ? { latitude: q.lat, longitude: q.lon } : undefined
    return c.json(
      await listOutlets(c.var.deps, c.var.company.id, {
        kind: q.kind,
        search: q.search || undefined,
        point,
        ordering: q.ordering,
        regionId: c.var.region.id,
        regionCentre: c.var.region,
      }),
    )
  })
  .get('/api/promotions/', async (c) => c.json(await listPromotions(c.var.deps, c.var.company.id)))
  .get('/api/promotions/:slug/', async (c) =>
    c.json(await promotionDetail(c.var.deps, c.var.company.id, c.req.param('slug'))),
  )
  .get('/api/events/', async (c) => c.json(await listEvents(c.var.deps, c.var.company.id)))
  .get('/api/events/:slug/', async (c) =>
    c.json(await eventDetail(c.var.deps, c.var.company.id, c.req.param('slug'))),
  )
  .get('/api/pages/', async (c) => {
    const q = readQuery(
      c,
      v.object({ kind: v.optional(v.picklist(['static', 'section']), 'static'), slug: Slug }),
    )
    return c.json(await pageDetail(c.var.deps, c.var.company.id, q.kind, q.slug.replace(/^\/+|\/+$/g, '')))
  })
  .get('/api/route-redirects/', async (c) => {
    const q = readQuery(
      c,
      v.object({
        path: v.pipe(
          v.string('path is required.'),
          v.startsWith('/', 'path must start with /.'),
          v.maxLength(2000),
        ),
      }),
    )
    return c.json(await findRedirect(c.var.deps, c.var.company.id, q.path))
  })
