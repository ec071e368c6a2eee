import { data, redirect } from '@remix-run/node'
import type { Outlet } from '@vitrina/api-client'
import { type OutletStatus, outletStatus } from '@vitrina/domain/outlet-hours'
import { nearestRegion } from '@vitrina/domain/regions'
import type { StorefrontContext } from '../../lib/context.server.ts'
import { type FinderQuery, finderSearch, parseFinderQuery, shopsHref } from './finder-query.ts'

export type OutletView = Outlet & { status: OutletStatus }

/** "Open now" is decided once, on the server, so the page and its hydration agree (and no-JS shows it). */
export function withStatus<T extends Outlet>(outlet: T, now: Date): T & { status: OutletStatus } {
  return { ...outlet, status: outletStatus(outlet.hours, now, outlet.timezone) }
}

/**
 * `/shops/`: the finder of the shopper's region, or, with a position (`lat`, `lon`), of the region nearest
 * to it (spec §9 nearest region) — so "find the nearest shop" works from any page and without JavaScript.
 */
export function redirectToRegion(context: StorefrontContext, url: URL): never {
  const query = parseFinderQuery(url.searchParams)
  const byPoint = query.point
    ? nearestRegion(context.regions, { latitude: query.point.lat, longitude: query.point.lon })
    : undefined
  const region = byPoint ?? context.region ?? context.regions[0]
  if (!region) throw data(null, { status: 404 })
  throw redirect(`${shopsHref(region.slug)}${finderSearch(query)}`)
}

/** The region's shops for the finder's state: searched, filtered, sorted from the point, the first 50. */
export async function loadFinder(context: StorefrontContext, regionSlug: string, url: URL) {
  const region = context.regions.find((r) => r.slug === regionSlug)
  if (!region) throw data(null, { status: 404 })
  const query: FinderQuery = parseFinderQuery(url.searchParams)
  // A chosen place (its name in `near`) is where to measure from, not a text to match.
  const search = query.point && query.near === query.q ? '' : query.q
  const page = await context.api.catalog.listOutlets({
    kind: 'outlet',
    region: region.id,
    ...(search ? { search } : {}),
    ...(query.point ? { lat: query.point.lat, lon: query.point.lon } : {}),
    ordering: query.sort,
    services: query.services,
    ...(query.openNow ? { open_now: true } : {}),
    page_size: 50,
  })
  const now = new Date()
  return {
    region: {
      id: region.id,
      slug: region.slug,
      name: region.name,
      lat: region.latitude,
      lon: region.longitude,
    },
    regions: context.regions.map((r) => ({ slug: r.slug, name: r.name })),
    query,
    outlets: page.results.map((o) => withStatus(o, now)),
    count: page.count,
    outletName: typeof context.company.outlet_name === 'string' ? context.company.outlet_name : 'shop',
  }
}
