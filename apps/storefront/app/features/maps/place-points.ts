/**
 * Pins for the pages where the spec puts a map next to a list (issue #15): an offline event's place and a
 * promotion's outlets. Pure, so the pages and the stand-in tests read the same points. A place without
 * coordinates gets no pin (its address is still listed): a pin at 0,0 would be a lie.
 */
import type { MapPoint } from './map-types.ts'

const isCoordinate = (value: number | null | undefined, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit && value !== 0

/** The one pin of an event's place, or none when the event has no coordinates. */
export function eventPlacePoints(event: {
  slug: string
  title: string
  address: string
  latitude: number | null
  longitude: number | null
}): MapPoint[] {
  const { latitude: lat, longitude: lon } = event
  if (!isCoordinate(lat, 90) || !isCoordinate(lon, 180)) return []
  return [{ id: event.slug, lat, lon, title: `${event.title}, ${event.address}`, kind: 'place' }]
}

/** A pin per outlet of a promotion, named "name, address" like the list beside it. */
export function outletPoints(
  outlets: readonly { id: number; name: string; address: string; latitude: number; longitude: number }[],
): MapPoint[] {
  return outlets
    .filter((outlet) => isCoordinate(outlet.latitude, 90) && isCoordinate(outlet.longitude, 180))
    .map((outlet) => ({
      id: outlet.id,
      lat: outlet.latitude,
      lon: outlet.longitude,
      title: `${outlet.name}, ${outlet.address}`,
      kind: 'outlet' as const,
    }))
}
