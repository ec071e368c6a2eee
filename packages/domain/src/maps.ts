/**
 * Map rules of spec §9 (Yandex Maps JS API v3): zoom range, pin sizes, the bounding box around points,
 * the script address with the tenant's key and language, and the "build route" link. Pure, shared by the
 * storefront's map module and its fallbacks.
 */

export type LatLon = { readonly lat: number; readonly lon: number }
/** ymaps3 order: longitude first. */
export type LngLat = [lon: number, lat: number]
/** ymaps3 bounds: top-left (west, north) then bottom-right (east, south). */
export type LngLatBounds = [LngLat, LngLat]

export const MAP_ZOOM_RANGE = { min: 3, max: 19 } as const
/** Pin images: an outlet pin 32×54 (its tip at the bottom centre), a cluster 16×16, the shopper 20×20. */
export const MAP_PIN_SIZE = {
  pin: { width: 32, height: 54 },
  cluster: { width: 16, height: 16 },
  current: { width: 20, height: 20 },
} as const
/** Degrees added on every side of the points' box: several points get room, a single one a street's width. */
export const MAP_BOUNDS_PADDING = { several: 0.05, single: 0.002 } as const
export const DEFAULT_MAP_LANGUAGE = 'ru_RU'

/**
 * The box that shows every point with the spec's padding (or `padding` degrees, e.g. the tight single-point
 * padding to open up a cluster); null without points (the caller picks a centre).
 */
export function mapBounds(points: readonly LatLon[], padding?: number): LngLatBounds | null {
  const usable = points.filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lon))
  if (usable.length === 0) return null
  const lats = usable.map((p) => p.lat)
  const lons = usable.map((p) => p.lon)
  const pad = padding ?? (usable.length > 1 ? MAP_BOUNDS_PADDING.several : MAP_BOUNDS_PADDING.single)
  const north = Math.min(90, Math.max(...lats) + pad)
  const south = Math.max(-90, Math.min(...lats) - pad)
  const west = Math.max(-180, Math.min(...lons) - pad)
  const east = Math.min(180, Math.max(...lons) + pad)
  return [
    [west, north],
    [east, south],
  ]
}

const MAP_LANGUAGES: Record<string, string> = { ru: 'ru_RU', en: 'en_US', uk: 'uk_UA', tr: 'tr_TR' }

/**
 * The map's language from the company's `language` setting ('ru', 'en', 'ru-RU', 'en_US'…); anything
 * unknown or missing is the spec's default ru_RU.
 */
export function mapLanguage(language: string | null | undefined): string {
  const match = /^([a-z]{2})(?:[-_]([a-z]{2}))?$/i.exec((language ?? '').trim())
  if (!match) return DEFAULT_MAP_LANGUAGE
  const lang = (match[1] ?? '').toLowerCase()
  if (match[2]) return `${lang}_${match[2].toUpperCase()}`
  return MAP_LANGUAGES[lang] ?? DEFAULT_MAP_LANGUAGE
}

/**
 * The address of the maps script: the company's `yandex_maps_url` with its key (`apikey`, from the URL itself
 * or from `yandex_maps_key`) and `lang`. Null when no map can be shown: no URL, no key, or a URL that is
 * neither https nor a path on the shop's own host (a plain-http script would be refused by the page's CSP).
 */
export function mapScriptUrl(settings: {
  url: string | null | undefined
  key?: string | null | undefined
  language?: string | null | undefined
}): string | null {
  const raw = (settings.url ?? '').trim()
  if (raw === '') return null
  const isPath = raw.startsWith('/') && !raw.startsWith('//')
  if (!isPath && !/^https:\/\//i.test(raw)) return null
  let url: URL
  try {
    url = new URL(raw, 'https://shop.invalid')
  } catch {
    return null
  }
  const key = (settings.key ?? '').trim() || (url.searchParams.get('apikey') ?? '').trim()
  if (key === '') return null
  url.searchParams.set('apikey', key)
  url.searchParams.set('lang', mapLanguage(settings.language))
  return isPath ? `${url.pathname}${url.search}` : url.href
}

/**
 * "Build route": Yandex Maps with a route to the point, from the shopper's position when known (otherwise
 * the map app asks where from). `rtt=auto` by car, the map's own default.
 */
export function routeUrl(to: LatLon, from?: LatLon | null): string {
  const point = (p: LatLon) => `${roundCoordinate(p.lat)},${roundCoordinate(p.lon)}`
  const text = `${from ? point(from) : ''}~${point(to)}`
  return `https://yandex.ru/maps/?rtext=${encodeURIComponent(text)}&rtt=auto`
}

function roundCoordinate(value: number): string {
  return String(Math.round(value * 1e6) / 1e6)
}
