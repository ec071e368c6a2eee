import { expect, test } from 'vitest'
import { finderSearch, parseFinderQuery } from './finder-query.ts'

test('the finder state round-trips through the URL, with defaults left out', () => {
  const query = parseFinderQuery(
    new URLSearchParams(
      'q=Тверская&view=map&service=repair&service=nope&open=1&lat=55.75&lon=37.61&near=Here',
    ),
  )
  expect(query).toEqual({
    q: 'Тверская',
    view: 'map',
    services: ['repair'],
    openNow: true,
    sort: 'distance',
    point: { lat: 55.75, lon: 37.61 },
    near: 'Here',
  })
  expect(parseFinderQuery(new URLSearchParams(finderSearch(query)))).toEqual(query)
  expect(finderSearch(query, { view: 'list', sort: 'popular' })).toContain('sort=popular')
  expect(finderSearch(parseFinderQuery(new URLSearchParams('')))).toBe('')
})

test('a blank or broken position is no position, and then popular comes first', () => {
  const query = parseFinderQuery(new URLSearchParams('lat=&lon=37&sort=distance'))
  expect(query.point).toBeNull()
  expect(query.sort).toBe('distance')
  expect(parseFinderQuery(new URLSearchParams('lat=91&lon=37')).sort).toBe('popular')
})
