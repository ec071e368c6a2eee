/** Regions (spec §3) and the nearest-region rule (spec §9). */
export type GeoPoint = { latitude: number; longitude: number }

/**
 * The region closest to a point by plain Euclidean distance on the coordinates (spec §9). That is not the
 * great-circle distance, but it is what the spec fixes and it picks the same city for any point near one.
 * With no point, or no usable point, the first region is the default.
 */
export function nearestRegion<R extends GeoPoint>(
  regions: readonly R[],
  point: GeoPoint | null,
): R | undefined {
  if (!point || !Number.isFinite(point.latitude) || !Number.isFinite(point.longitude)) return regions[0]
  let best: R | undefined
  let bestDistance = Number.POSITIVE_INFINITY
  for (const region of regions) {
    const distance = Math.hypot(region.latitude - point.latitude, region.longitude - point.longitude)
    if (distance < bestDistance) {
      best = region
      bestDistance = distance
    }
  }
  return best ?? regions[0]
}

/** Region cookie lifetime: one year (spec §9). */
export const REGION_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600

/**
 * A latitude or longitude typed into a form or a query string; null when blank or out of range.
 * A blank field is "unknown", never 0: `Number('')` is 0, and the point 0,0 put every shop ~8,000 km away.
 */
export function parseCoordinate(
  text: string | null | undefined,
  axis: 'latitude' | 'longitude',
): number | null {
  const trimmed = (text ?? '').trim()
  if (trimmed === '' || !/^[+-]?\d{1,3}(\.\d+)?$/.test(trimmed)) return null
  const value = Number(trimmed)
  const limit = axis === 'latitude' ? 90 : 180
  return Math.abs(value) <= limit ? value : null
}

/** Great-circle (haversine) distance in km: how far a shopper is from an outlet. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = (d: number) => (d * Math.PI) / 180
  const dLat = rad(b.latitude - a.latitude)
  const dLon = rad(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}
