import { type ApiClientOptions, request } from '../http.ts'
import { CompanySettings, GeoipAnswer, RegionPage } from '../schemas/tenant.ts'

/** GET /api/companies/current/ — the company's settings (spec §3). */
export const getCompany = (o: ApiClientOptions) =>
  request(o, { path: 'api/companies/current/', query: { company: o.company }, schema: CompanySettings })

/** GET /api/regions/ */
export const listRegions = (o: ApiClientOptions) => request(o, { path: 'api/regions/', schema: RegionPage })

/** GET /api/address/geoip/?ip= — a region guess; `determined: false` when the IP says nothing. */
export const geoip = (o: ApiClientOptions, ip: string) =>
  request(o, { path: 'api/address/geoip/', query: { ip }, schema: GeoipAnswer })
