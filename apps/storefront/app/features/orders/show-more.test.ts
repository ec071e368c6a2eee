import { expect, test } from 'vitest'
import { MAX_SHOWN_PAGES, showMoreHref, shownPages } from './show-more.ts'

test.each([
  [null, 1],
  ['3', 3],
  ['0', 1],
  ['-2', 1],
  ['abc', 1],
  ['999', MAX_SHOWN_PAGES],
])('?page=%j shows %i pages', (value, pages) => {
  expect(shownPages(value)).toBe(pages)
})

test('show more points at the next page until everything is shown', () => {
  expect(showMoreHref('/my/orders/', 1, 25, 10)).toBe('/my/orders/?page=2')
  expect(showMoreHref('/my/orders/', 3, 25, 10)).toBeNull()
  expect(showMoreHref('/my/orders/', 1, 10, 10)).toBeNull()
  expect(showMoreHref('/my/orders/', MAX_SHOWN_PAGES, 10_000, 10)).toBeNull()
})
