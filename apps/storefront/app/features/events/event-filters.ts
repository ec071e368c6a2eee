/**
 * The /events filters (issue 15): type offline/online and upcoming/past, kept in the URL so a filtered list
 * can be shared and works without JavaScript (a GET form). Unknown values fall back to the defaults.
 */
export type EventTypeFilter = 'all' | 'offline' | 'online'
export type EventWhenFilter = 'upcoming' | 'past'
export type EventFilters = { type: EventTypeFilter; when: EventWhenFilter; page: number }

export const EVENTS_PATH = '/events/'

export function readEventFilters(search: URLSearchParams): EventFilters {
  const type = search.get('type')
  const page = Number(search.get('page'))
  return {
    type: type === 'offline' || type === 'online' ? type : 'all',
    when: search.get('when') === 'past' ? 'past' : 'upcoming',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
}

/** The list's URL for these filters; defaults are left out so the plain /events/ stays canonical. */
export function eventsHref(filters: Partial<EventFilters>): string {
  const search = new URLSearchParams()
  if (filters.type && filters.type !== 'all') search.set('type', filters.type)
  if (filters.when === 'past') search.set('when', 'past')
  if (filters.page && filters.page > 1) search.set('page', String(filters.page))
  const query = search.toString()
  return query ? `${EVENTS_PATH}?${query}` : EVENTS_PATH
}

export function eventHref(slug: string): string {
  return `/events/${encodeURIComponent(slug)}/`
}
