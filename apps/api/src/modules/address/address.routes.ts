import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../../http/context.ts'
import { readJson } from '../../http/validate.ts'
import { geolocate, suggestAddresses } from './address.service.ts'

const Bound = v.optional(v.object({ value: v.picklist(['city', 'settlement', 'street', 'house']) }))
const FiasId = v.optional(v.pipe(v.string(), v.maxLength(64)))
const SuggestBody = v.object({
  name: v.optional(v.literal('address'), 'address'),
  query: v.pipe(v.string('query is required.'), v.maxLength(300)),
  from_bound: Bound,
  to_bound: Bound,
  locations: v.optional(
    v.pipe(
      v.array(
        v.object({
          settlement_fias_id: FiasId,
          city_fias_id: FiasId,
          street_fias_id: FiasId,
          city: v.optional(v.pipe(v.string(), v.maxLength(100))),
        }),
      ),
      v.maxLength(10),
    ),
  ),
  count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)), 10),
})
const GeolocateBody = v.object({
  name: v.optional(v.literal('address'), 'address'),
  lat: v.pipe(v.number('lat must be a number.'), v.minValue(-90), v.maxValue(90)),
  lon: v.pipe(v.number('lon must be a number.'), v.minValue(-180), v.maxValue(180)),
  radius_meters: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(1000)), 200),
  count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)), 1),
})

/** The address calls of spec §7 (`/api/dadata/...`), answered by the offline gazetteer. */
export const addressRoutes = new Hono<AppEnv>()
  .post('/api/dadata/suggest/', async (c) => {
    const body = await readJson(c, SuggestBody)
    return c.json(
      suggestAddresses({
        query: body.query,
        from: body.from_bound?.value,
        to: body.to_bound?.value,
        locations: body.locations,
        count: body.count,
      }),
    )
  })
  .post('/api/dadata/geolocate/', async (c) => {
    const body = await readJson(c, GeolocateBody)
    return c.json(
      geolocate({ lat: body.lat, lon: body.lon, radiusMeters: body.radius_meters, count: body.count }),
    )
  })
