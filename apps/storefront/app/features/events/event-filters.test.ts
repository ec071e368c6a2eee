import { describe, expect, it } from 'vitest'
import { eventHref, eventsHref, readEventFilters } from './event-filters.ts'

describe('event filters', () => {
  it('reads the URL, with defaults for missing or unknown values', () => {
    expect(readEventFilters(new URLSearchParams(''))).toEqual({ type: 'all', when: 'upcoming', page: 1 })
    expect(readEventFilters(new URLSearchParams('type=online&when=past&page=3'))).toEqual({
      type: 'online',
      when: 'past',
      page: 3,
    })
    expect(readEventFilters(new URLSearchParams('type=party&when=soon&page=-2'))).toEqual({
      type: 'all',
      when: 'upcoming',
      page: 1,
    })
  })

  it('writes the URL without the defaults', () => {
    expect(eventsHref({ type: 'all', when: 'upcoming', page: 1 })).toBe('/events/')
    expect(eventsHref({ type: 'offline', when: 'past', page: 2 })).toBe(
      '/events/?type=offline&when=past&page=2',
    )
    expect(eventHref('gear repair')).toBe('/events/gear%20repair/')
  })
})
