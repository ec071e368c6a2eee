import { expect, test } from 'vitest'
import { isPageOutOfRange, pageCount, pageInfo } from './pagination.ts'

test.each([
  [0, 1],
  [1, 1],
  [24, 1],
  [25, 2],
  [48, 2],
  [49, 3],
])('%i items make %i pages of 24', (count, pages) => {
  expect(pageCount(count, 24)).toBe(pages)
})

test('the first page has only a next page, the last only a previous one', () => {
  expect(pageInfo(1, 60, 24)).toEqual({ page: 1, pages: 3, previous: null, next: 2 })
  expect(pageInfo(2, 60, 24)).toEqual({ page: 2, pages: 3, previous: 1, next: 3 })
  expect(pageInfo(3, 60, 24)).toEqual({ page: 3, pages: 3, previous: 2, next: null })
})

test('an empty listing is page 1 of 1 with no neighbours', () => {
  expect(pageInfo(1, 0, 24)).toEqual({ page: 1, pages: 1, previous: null, next: null })
})

test('a page beyond the last is out of range; the first page never is', () => {
  expect(isPageOutOfRange(1, 0, 24)).toBe(false)
  expect(isPageOutOfRange(3, 60, 24)).toBe(false)
  expect(isPageOutOfRange(4, 60, 24)).toBe(true)
  expect(isPageOutOfRange(2, 0, 24)).toBe(true)
})
