/**
 * The tours mode's URLs (spec §2): `/tours/{c1…c5}/{slug}/` and its `/search/` variant, `/hotels/{c1…c4}/
 * {slug}-hotel/`, `/hotel-collections/{c1…c4}/{slug}/`, the tour cart and the room-selection route. Every link
 * ends with a slash (spec §2 navigation); the splat routes are parsed back here, so a link and its parser
 * cannot drift apart.
 */
import type { Image } from '@vitrina/api-client/schemas'
import { mediaUrl } from '../catalog/home-blocks.ts'

export const TOURS_PATH = '/tours/'
export const TOUR_SEARCH_PATH = '/tours/search/'
export const TOUR_SECTIONS_PATH = '/tours/section/'
export const TOUR_CART_PATH = '/cart/tours/'
const HOTEL_SUFFIX = '-hotel'
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/
const MAX_TOUR_CATEGORIES = 5
const MAX_HOTEL_CATEGORIES = 4

const joined = (segments: readonly string[]) => segments.map(encodeURIComponent).join('/')

/** A tour category listing: `/tours/europe/georgia/`. */
export function tourCategoryHref(path: readonly string[]): string {
  return path.length === 0 ? TOURS_PATH : `${TOURS_PATH}${joined(path)}/`
}

/** A tour page: `/tours/europe/georgia/tbilisi-and-kakheti/`. */
export function tourHref(categoryPath: readonly string[], slug: string): string {
  return `${TOURS_PATH}${joined([...categoryPath, slug])}/`
}

/** A tour's departures for a search: `/tours/…/{slug}/search/?from=…&dates=…`. */
export function tourSearchHref(categoryPath: readonly string[], slug: string, query: string): string {
  return `${tourHref(categoryPath, slug)}search/${query ? `?${query}` : ''}`
}

/** A hotel page: `/hotels/sea/sochi/grand-riviera-hotel/`. */
export function hotelHref(categoryPath: readonly string[], slug: string): string {
  return `/hotels/${joined([...categoryPath, `${slug}${HOTEL_SUFFIX}`])}/`
}

/** A hotel collection: `/hotel-collections/sea/family-by-the-sea/`. */
export function collectionHref(categoryPath: readonly string[], slug: string): string {
  return `/hotel-collections/${joined([...categoryPath, slug])}/`
}

export type RoomRouteParams = {
  /** The tour's slug. */
  slug: string
  /** Departure city slug. */
  from: string
  /** The search's departure days in the codec's spelling (one day or `from..to`). */
  dates: string
  nights: number
  /** The party in the codec's spelling (`2-5-0`). */
  tourists: string
  /** The room type's slug. */
  room: string
  /** The departure day, ISO. */
  date: string
  /** The hotel's slug: room type slugs are unique only within a hotel. */
  hotel: string
}

/** The room-selection route: `/cart/tours/room/{slug}/{from}/{dates}/{nights}/{tourists}/{room}/{date}/?hotel=…`. */
export function roomHref(p: RoomRouteParams): string {
  const path = joined([p.slug, p.from, p.dates, String(p.nights), p.tourists, p.room, p.date])
  return `${TOUR_CART_PATH}room/${path}/?hotel=${encodeURIComponent(p.hotel)}`
}

/** A tour cart item (the booking form): `/cart/tours/{tour id or 0}/{departure id or 0}/?line={key}`. */
export function cartItemHref(tourId: number | null, departureId: number | null, key: string): string {
  return `${TOUR_CART_PATH}${tourId ?? 0}/${departureId ?? 0}/?line=${encodeURIComponent(key)}`
}

function segmentsOf(splat: string | undefined): string[] | null {
  const segments = (splat ?? '').split('/').filter((s) => s !== '')
  return segments.every((s) => SLUG.test(s)) ? segments : null
}

export type TourPath =
  | { kind: 'tour'; categories: string[]; slug: string; search: boolean }
  | { kind: 'category'; categories: string[] }

/**
 * What `/tours/*` names. `…/{slug}/search/` is a tour's search; otherwise the last segment may be a tour (the
 * page asks the API) or the whole path a category. Null for anything no link of ours writes.
 */
export function parseTourPath(
  splat: string | undefined,
): { tour: TourPath | null; category: TourPath | null } | null {
  const segments = segmentsOf(splat)
  if (!segments || segments.length === 0) return null
  const search = segments.at(-1) === 'search'
  const body = search ? segments.slice(0, -1) : segments
  const slug = body.at(-1)
  if (!slug || body.length > MAX_TOUR_CATEGORIES + 1) return null
  const tour: TourPath = { kind: 'tour', categories: body.slice(0, -1), slug, search }
  const category: TourPath | null =
    search || body.length > MAX_TOUR_CATEGORIES ? null : { kind: 'category', categories: body }
  return { tour, category }
}

/** `/hotels/{c1…c4}/{slug}-hotel/`: the categories and the hotel's slug, or null. */
export function parseHotelPath(splat: string | undefined): { categories: string[]; slug: string } | null {
  const segments = segmentsOf(splat)
  const last = segments?.at(-1)
  if (!segments || !last?.endsWith(HOTEL_SUFFIX) || segments.length > MAX_HOTEL_CATEGORIES + 1) return null
  const slug = last.slice(0, -HOTEL_SUFFIX.length)
  return slug ? { categories: segments.slice(0, -1), slug } : null
}

/** `/hotel-collections/{c1…c4}/{slug}/`: a collection, or (the whole path) a category of collections. */
export function parseCollectionPath(
  splat: string | undefined,
): { categories: string[]; slug: string } | null {
  const segments = segmentsOf(splat)
  const slug = segments?.at(-1)
  if (!segments || !slug || segments.length > MAX_HOTEL_CATEGORIES + 1) return null
  return { categories: segments.slice(0, -1), slug }
}

/** Whether the path the shopper used is the entity's own (else the page redirects there: one URL per page). */
export function samePath(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((segment, index) => segment === b[index])
}

export type ImageView = { url: string; scaled: { url: string; width: number }[] }

/** An API image with its URLs resolved against the API (media paths are relative), or null. */
export function imageView(image: Image | null | undefined, apiBaseUrl: string): ImageView | null {
  const url = image ? mediaUrl(image.url, apiBaseUrl) : null
  if (!image || !url) return null
  const scaled = image.scaled.flatMap((s) => {
    const scaledUrl = mediaUrl(s.url, apiBaseUrl)
    return scaledUrl ? [{ url: scaledUrl, width: s.width }] : []
  })
  return { url, scaled }
}

export const TOUR_SORTS = ['price', 'date', 'popularity'] as const
export type TourSort = (typeof TOUR_SORTS)[number]

export const isTourSort = (value: string | null): value is TourSort => TOUR_SORTS.some((s) => s === value)

/** Page `page` of the same search and sort. */
export function searchPageHref(query: string, sort: TourSort, page: number): string {
  const params = new URLSearchParams(query)
  params.set('sort', sort)
  if (page > 1) params.set('page', String(page))
  return `${TOUR_SEARCH_PATH}?${params.toString()}`
}
