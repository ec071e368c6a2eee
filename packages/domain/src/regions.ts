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
