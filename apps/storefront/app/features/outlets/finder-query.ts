import { OUTLET_SERVICES, type OutletService } from '@vitrina/api-client/schemas/outlet'
import { parseCoordinate } from '@vitrina/domain/regions'

/**
 * The outlet finder's state, all in the URL (so every view is a link and works without JavaScript):
 * `q` search text, `view=map`, `service` (repeated), `open=1`, `sort=distance|popular`, `lat`/`lon` the point
 * distances are measured from (the shopper's position or a chosen place), `near` what that point is called.
 */
export type FinderQuery = {
  q: string
  view: 'list' | 'map'
  services: OutletService[]
  openNow: boolean
  sort: 'distance' | 'popular'
  point: { lat: number; lon: number } | null
  near: string
}

export function parseFinderQuery(params: URLSearchParams): FinderQuery {
  const lat = parseCoordinate(params.get('lat'), 'latitude')
  const lon = parseCoordinate(params.get('lon'), 'longitude')
  const point = lat !== null && lon !== null ? { lat, lon } : null
  const services = params
    .getAll('service')
    .filter((s): s is OutletService => (OUTLET_SERVICES as readonly string[]).includes(s))
  const sort = params.get('sort')
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    view: params.get('view') === 'map' ? 'map' : 'list',
    services: [...new Set(services)],
    openNow: params.get('open') === '1',
    // With a point the nearest come first unless the shopper asked for popular ones.
    sort: sort === 'popular' || sort === 'distance' ? sort : point ? 'distance' : 'popular',
    point,
    near: (params.get('near') ?? '').trim().slice(0, 200),
  }
}

/** The query string of a finder state (defaults left out), with `changes` applied. */
export function finderSearch(query: FinderQuery, changes: Partial<FinderQuery> = {}): string {
  const next = { ...query, ...changes }
  const params = new URLSearchParams()
  if (next.q) params.set('q', next.q)
  if (next.view === 'map') params.set('view', 'map')
  for (const service of next.services) params.append('service', service)
  if (next.openNow) params.set('open', '1')
  if (next.point) {
    params.set('lat', String(next.point.lat))
    params.set('lon', String(next.point.lon))
    if (next.near) params.set('near', next.near)
  }
  if (next.sort !== (next.point ? 'distance' : 'popular')) params.set('sort', next.sort)
  const text = params.toString()
  return text ? `?${text}` : ''
}

export const shopsHref = (region: string) => `/shops/${encodeURIComponent(region)}/`
export const shopHref = (region: string, outlet: number) => `/shops/${encodeURIComponent(region)}/${outlet}/`
