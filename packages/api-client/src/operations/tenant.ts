import * as v from 'valibot'
import { defineOperation } from '../contract/operation.ts'
import { CompanySettings, GeoipAnswer, RegionPage } from '../schemas/tenant.ts'
import { E } from './fields.ts'

export const getCompany = defineOperation({
  id: 'getCompany',
  method: 'GET',
  path: '/api/companies/current/',
  summary: 'The company’s settings (spec §3)',
  tag: 'tenant',
  access: 'tenant',
  query: v.object({ company: v.optional(v.pipe(v.string(), v.maxLength(12))) }),
  answer: CompanySettings,
  status: 200,
  errors: [E.tenant],
})

export const listRegions = defineOperation({
  id: 'listRegions',
  method: 'GET',
  path: '/api/regions/',
  summary: 'The company’s regions',
  tag: 'tenant',
  access: 'tenant',
  answer: RegionPage,
  status: 200,
  errors: [E.tenant],
})

export const geoip = defineOperation({
  id: 'geoip',
  method: 'GET',
  path: '/api/address/geoip/',
  summary: 'A region guess by the shopper’s IP; `determined: false` when the IP says nothing',
  tag: 'tenant',
  access: 'tenant',
  query: v.object({ ip: v.optional(v.pipe(v.string(), v.maxLength(64, 'At most 64 characters.'))) }),
  answer: GeoipAnswer,
  status: 200,
  errors: [E.invalid, E.tenant],
  examples: { query: { ip: '77.88.55.60' } },
})
