/**
 * Rules for the address fields, which are filled from the address suggestion service (DaData).
 * DaData limits what a suggestion may contain with `from_bound`/`to_bound`: the coarsest and finest address
 * part of a suggestion. Field names here are the service's, so these objects go into a request as they are.
 */

export type SuggestKind = 'city' | 'address' | 'street' | 'house'
/** Address parts DaData accepts as bounds, coarsest first. */
export type AddressBound = 'country' | 'region' | 'area' | 'city' | 'settlement' | 'street' | 'house'

export interface SuggestBounds {
  readonly from_bound: AddressBound
  readonly to_bound: AddressBound
}

const BOUNDS: Readonly<Record<SuggestKind, SuggestBounds>> = {
  // A locality: a city, or a smaller settlement (village, township) that many customers live in.
  city: { from_bound: 'city', to_bound: 'settlement' },
  // The whole address in one field: from the city down to the house number.
  address: { from_bound: 'city', to_bound: 'house' },
  // Separate fields, the locality already chosen: one field suggests only streets, the next only houses.
  street: { from_bound: 'street', to_bound: 'street' },
  house: { from_bound: 'house', to_bound: 'house' },
}

/** The suggestion bounds for an address field (a fresh object: callers may add it to a request freely). */
export function suggestBounds(kind: SuggestKind): { from_bound: AddressBound; to_bound: AddressBound } {
  return { ...BOUNDS[kind] }
}

/**
 * Reverse geocoding (a point on the map to an address): the nearest address within 200 m, one result.
 * Farther than that the point is not on a building and the address would be a guess.
 */
export const REVERSE_GEOCODE = { radius_meters: 200, count: 1 } as const

export interface AddressParts {
  readonly city?: string | null
  readonly settlement?: string | null
  readonly street?: string | null
  readonly house?: string | null
}

/**
 * A courier can deliver to the address: it has a locality (city or settlement), a street and a house number.
 * Blank values (spaces only) count as missing.
 */
export function isCompleteAddress(a: AddressParts): boolean {
  return (filled(a.city) || filled(a.settlement)) && filled(a.street) && filled(a.house)
}

/**
 * Whether a reverse geocode result found an address. A result without a house number (a street, a park, a
 * field) is "found nothing": it cannot be delivered to, so the customer is asked to type the address instead.
 */
export function isReverseGeocodeHit(
  result: { data?: { house?: string | null } | null } | undefined,
): boolean {
  return filled(result?.data?.house)
}

/**
 * Whether to ask the service for suggestions. An empty or whitespace query gives an empty list without a
 * request: the service would answer with nothing useful, and every request counts against the paid quota.
 */
export function shouldQuerySuggestions(query: string): boolean {
  return query.trim() !== ''
}

function filled(value: string | null | undefined): boolean {
  return (value?.trim() ?? '') !== ''
}
