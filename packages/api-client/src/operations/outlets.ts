import * as v from 'valibot'
import { defineOperation } from '../contract/operation.ts'
import { OutletDetail, PlaceSuggestion } from '../schemas/outlet.ts'
import { E, IdParam } from './fields.ts'

/** One outlet of the company (any region) with the products in stock there; another company's is a 404. */
export const getOutlet = defineOperation({
  id: 'getOutlet',
  method: 'GET',
  path: '/api/outlets/{id}/',
  summary: 'One outlet with its hours, services and the products in stock there',
  tag: 'catalog',
  access: 'tenant',
  params: IdParam,
  // Digits only, so `/api/outlets/places/` is never taken for an outlet id.
  pathPatterns: { id: '[0-9]+' },
  answer: OutletDetail,
  status: 200,
  errors: [E.notFound],
})

/**
 * Place suggestions for the outlet finder's search (spec §3 Place suggestion): malls and metro stations of
 * the company's outlets, and cities and addresses from the address service. An empty query gives [].
 */
export const suggestPlaces = defineOperation({
  id: 'suggestPlaces',
  method: 'GET',
  path: '/api/outlets/places/',
  summary: 'Place suggestions (address, metro, mall) for the outlet search',
  tag: 'catalog',
  access: 'tenant',
  query: v.object({
    query: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'At most 100 characters.')), ''),
  }),
  answer: v.array(PlaceSuggestion),
  status: 200,
  errors: [E.invalid, E.tenant],
  examples: { query: { query: 'Тверская' } },
})
