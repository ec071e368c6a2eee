import { type ApiClientOptions, call } from '../http.ts'
import * as op from '../operations/tenant.ts'

/** GET /api/companies/current/ — the company's settings (spec §3). */
export const getCompany = (o: ApiClientOptions) => call(o, op.getCompany, { query: { company: o.company } })

/** GET /api/regions/ */
export const listRegions = (o: ApiClientOptions) => call(o, op.listRegions, {})

/** GET /api/address/geoip/?ip= — a region guess; `determined: false` when the IP says nothing. */
export const geoip = (o: ApiClientOptions, ip: string) => call(o, op.geoip, { query: { ip } })
