import { nearestRegion } from '@vitrina/domain/regions'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../../http/context.ts'
import { readQuery } from '../../http/validate.ts'
import { guessCoordinatesByIp } from './geoip.ts'

const GeoipQuery = v.object({ ip: v.optional(v.pipe(v.string(), v.maxLength(64))) })

export const tenantRoutes = new Hono<AppEnv>()
  .get('/api/companies/current/', (c) => {
    const { company } = c.var
    return c.json({ id: company.id, name: company.name, ...company.settings })
  })
  .get('/api/regions/', (c) => {
    const results = c.var.regions.map((r, index) => ({ ...r, sort: index }))
    return c.json({ count: results.length, next: null, previous: null, results })
  })
  .get('/api/address/geoip/', (c) => {
    const { ip } = readQuery(c, GeoipQuery)
    const point = guessCoordinatesByIp(ip ?? '')
    const region = nearestRegion(c.var.regions, point)
    return c.json({ region: region ?? null, determined: point !== null })
  })
