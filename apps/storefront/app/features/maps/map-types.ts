/** The map module's public types (see README.md). No runtime code: safe to import from any page. */

/** A point on a map: an outlet, a pickup point, an event's place, a delivery address. */
export type MapPoint = {
  id: string | number
  lat: number
  lon: number
  /** The pin's accessible name (the outlet's name and address). */
  title: string
  kind: 'outlet' | 'pickup_point' | 'parcel_locker' | 'delivery' | 'place'
  /** Drawn raised and announced as pressed. */
  selected?: boolean
}

/** Pin images from the company's `images.map_pins` (spec §3), as URLs the browser can load. */
export type MapPins = {
  outlet: string | null
  pickup: string | null
  cluster: string | null
  current: string | null
  delivery: string | null
}

/**
 * What a page needs to show maps, from the company settings (`mapSettings` in map-settings.server.ts):
 * null when the company has no maps URL or key, and every map view shows its list instead.
 */
export type MapSettings = { scriptUrl: string; pins: MapPins } | null
