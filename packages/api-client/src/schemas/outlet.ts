import * as v from 'valibot'
import { Outlet, ProductCard } from './catalog.ts'

/**
 * Services an outlet may offer (the finder's filters): `pickup` of online orders, `fitting` rooms, gear
 * `repair`, equipment `rental`, `returns` accepted, travel `consultation`, `visa` support, `insurance`.
 */
export const OUTLET_SERVICES = [
  'pickup',
  'fitting',
  'repair',
  'rental',
  'returns',
  'consultation',
  'visa',
  'insurance',
] as const
export type OutletService = (typeof OUTLET_SERVICES)[number]

/** One outlet's page: the outlet, its region (for the URL) and what is on its shelves. */
export const OutletDetail = v.object({
  ...Outlet.entries,
  region_slug: v.string(),
  region_name: v.string(),
  /** Products with at least one variant in stock here (the most popular first, at most 12). */
  products: v.array(ProductCard),
  products_count: v.number(),
})
export type OutletDetail = v.InferOutput<typeof OutletDetail>

/**
 * A place suggestion of the outlet finder (spec §3): an address or city (`pin`), a metro station (`metro`) or
 * a mall (`mall`), with the point to search around. `value` is what goes into the search field.
 */
export const PlaceSuggestion = v.object({
  id: v.string(),
  name: v.string(),
  caption: v.string(),
  value: v.string(),
  type: v.picklist(['pin', 'metro', 'mall']),
  latitude: v.number(),
  longitude: v.number(),
})
export type PlaceSuggestion = v.InferOutput<typeof PlaceSuggestion>
