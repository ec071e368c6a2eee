import { ADDRESSES, type AddressEntry } from './gazetteer.ts'

export type Bound = 'city' | 'settlement' | 'street' | 'house'
export type Locations = {
  settlement_fias_id?: string | undefined
  city_fias_id?: string | undefined
  street_fias_id?: string | undefined
  /** A city or settlement by name, for a city the shopper typed rather than picked (no id yet). */
  city?: string | undefined
}[]

function sameName(a: string | null | undefined, b: string): boolean {
  const norm = (text: string) => text.trim().toLowerCase().replaceAll('ё', 'е')
  return a !== null && a !== undefined && norm(a) === norm(b)
}

const ORDER: Record<Bound, number> = { city: 0, settlement: 0, street: 1, house: 2 }
const LEVEL: Record<AddressEntry['level'], number> = { city: 0, street: 1, house: 2 }

/** Words of the query must all appear in the address ("твер 7" finds "ул Тверская, д 7"). */
function matches(entry: AddressEntry, words: string[]): boolean {
  const haystack = entry.value.toLowerCase().replaceAll('ё', 'е')
  const tokens = haystack.split(/[\s,]+/)
  return words.every((w) => (/^\d+$/.test(w) ? tokens.includes(w) : haystack.includes(w)))
}

/**
 * DaData-style suggestions: `from_bound`..`to_bound` limit the granularity (city to
 * settlement for cities, city to house for full addresses, street to street, house to
 * house), `locations` restrict to a city, settlement or street. An empty query gives [].
 */
export function suggestAddresses(input: {
  query: string
  from?: Bound | undefined
  to?: Bound | undefined
  locations?: Locations | undefined
  count: number
}) {
  const words = input.query
    .toLowerCase()
    .replaceAll('ё', 'е')
    .split(/[\s,]+/)
    .filter((w) => w.length > 0 && !['г', 'ул', 'д'].includes(w))
  if (words.length === 0) return []
  const from = ORDER[input.from ?? 'city']
  const to = ORDER[input.to ?? 'house']
  const inLocation = (e: AddressEntry) =>
    !input.locations?.length ||
    input.locations.some(
      (l) =>
        (!l.city_fias_id || e.data.city_fias_id === l.city_fias_id) &&
        (!l.settlement_fias_id || e.data.settlement_fias_id === l.settlement_fias_id) &&
        (!l.street_fias_id || e.data.street_fias_id === l.street_fias_id) &&
        (!l.city || sameName(e.data.city, l.city) || sameName(e.data.settlement, l.city)),
    )
  return ADDRESSES.filter(
    (e) => LEVEL[e.level] >= from && LEVEL[e.level] <= to && inLocation(e) && matches(e, words),
  )
    .slice(0, input.count)
    .map(({ value, unrestricted_value, data }) => ({ value, unrestricted_value, data }))
}

function metres(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h))
}

/** Reverse geocoding: the nearest houses within the radius, nearest first. */
export function geolocate(input: { lat: number; lon: number; radiusMeters: number; count: number }) {
  return ADDRESSES.filter((e) => e.level === 'house')
    .map((e) => ({ e, d: metres(input, { lat: Number(e.data.geo_lat), lon: Number(e.data.geo_lon) }) }))
    .filter((x) => x.d <= input.radiusMeters)
    .sort((a, b) => a.d - b.d)
    .slice(0, input.count)
    .map(({ e }) => ({ value: e.value, unrestricted_value: e.unrestricted_value, data: e.data }))
}
