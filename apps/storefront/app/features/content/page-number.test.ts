import { expect, test } from 'vitest'
import { parsePageNumber } from './page-number.ts'

test.each([
  [null, 1],
  ['2', 2],
  [' 3 ', 3],
  ['0', 1],
  ['-1', 1],
  ['1e3', 1],
  ['123456', 1],
  ['abc', 1],
])('page %j reads as %i', (value, page) => {
  expect(parsePageNumber(value)).toBe(page)
})
