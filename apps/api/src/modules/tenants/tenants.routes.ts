import { tenant } from '@vitrina/api-client/operations'
import type { CompanySettings } from '@vitrina/api-client/schemas/tenant'
import { nearestRegion } from '@vitrina/domain/regions'
import type * as v from 'valibot'
import { OperationRouter } from '../../http/operation.ts'
import { absoluteUrl } from '../catalog/media-urls.ts'
import { guessCoordinatesByIp } from './geoip.ts'

type CompanySettingsInput = v.InferInput<typeof CompanySettings>

export const tenantRoutes = new OperationRouter()
  .on(tenant.getCompany, (c) => {
    const { company, deps } = c.var
    // Settings are stored JSON written by the seed and the admin; the answer check of the tests holds them
    // to the declared shape, so the stored object is read as that shape here.
    const settings = company.settings as CompanySettingsInput
    const media = (key: string) =>
      typeof settings[key] === 'string' ? absoluteUrl(deps, settings[key]) : null
    // Logos are stored host-less like every image; answers carry URLs a browser on the shop's domain can load.
    return {
      ...settings,
      id: company.id,
      name: company.name,
      logo: media('logo'),
      logo_square: media('logo_square'),
      // Browsers subscribe to push with it (spec §3 public settings); null when this API sends no pushes.
      vapid_public_key: deps.push?.publicKey ?? null,
    }
  })
  .on(tenant.listRegions, (c) => {
    const results = c.var.regions.map((r, index) => ({ ...r, sort: index }))
    return { count: results.length, next: null, previous: null, results }
  })
  .on(tenant.geoip, (c, { query }) => {
    const point = guessCoordinatesByIp(query.ip ?? '')
    const region = nearestRegion(c.var.regions, point)
    return { region: region ?? null, determined: point !== null }
  })
