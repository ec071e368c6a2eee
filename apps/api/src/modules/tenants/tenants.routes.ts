import { nearestRegion } from '@vitrina/domain/regions'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../../http/context.ts'
import { readQuery } from '../../http/validate.ts'
import { absoluteUrl } from '../catalog/media-urls.ts'
import { guessCoordinatesByIp } from './geoip.ts'

const GeoipQuery = v.object({ ip: v.optional(v.pipe(v.string(), v.maxLength(64))) })

export const tenantRoutes = new Hono<AppEnv>()
  .get('/api/companies/current/', (c) => {
    const { company, deps } = c.var
    const settings = company.settings as Record<string, unknown>
    const media = (key: string) =>
      typeof settings[key] === 'string' ? absoluteUrl(deps, settings[key]) : null
    // Logos are stored host-less like every image; answers carry URLs a browser on the shop's domain can load.
    return c.json({
      id: company.id,
      name: company.name,
      ...settings,
      logo: media('logo'),
      logo_square: media('logo_square'),
    })
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
