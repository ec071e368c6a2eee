import type { AddressSuggestion } from '@vitrina/api-client'
import { isReverseGeocodeHit, REVERSE_GEOCODE } from '@vitrina/domain/address'
import type { LatLon } from '@vitrina/domain/maps'

/** `POST /api/dadata/geolocate/` through whatever route the page has (the API call itself needs the tenant). */
export type Geocoder = (query: {
  lat: number
  lon: number
  radius_meters: number
  count: number
}) => Promise<AddressSuggestion[]>

/**
 * A point picked on the map as an address: the nearest house within 200 m (one result, spec §9). A result
 * without a house (a street, a park) is "found nothing", answered as null, like no result at all.
 */
export async function pickAddress(point: LatLon, geocode: Geocoder): Promise<AddressSuggestion | null> {
  const [first] = await geocode({ lat: point.lat, lon: point.lon, ...REVERSE_GEOCODE })
  return first && isReverseGeocodeHit(first) ? first : null
}
