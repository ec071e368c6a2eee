import { expect, test } from 'vitest'
import {
  LAST_VIEWED_MAX,
  mergeProductIds,
  parseProductIds,
  recordView,
  serializeProductIds,
  toggleFavourite,
} from './product-lists.ts'

test('a cookie value gives positive unique ids, bounded, ignoring junk', () => {
  expect(parseProductIds(undefined, 10)).toEqual([])
  expect(parseProductIds('3.1.3.x.0.-2.12345678901.7', 10)).toEqual([3, 1, 7])
  expect(parseProductIds('1.2.3.4', 2)).toEqual([1, 2])
  expect(serializeProductIds([3, 1, 7])).toBe('3.1.7')
  expect(parseProductIds(serializeProductIds([9, 8]), 10)).toEqual([9, 8])
})

test('a favourite added goes first, once; removing drops it; a full list loses its oldest', () => {
  expect(toggleFavourite([1, 2], 3, true, 10)).toEqual([3, 1, 2])
  expect(toggleFavourite([1, 2], 2, true, 10)).toEqual([2, 1])
  expect(toggleFavourite([1, 2], 2, false, 10)).toEqual([1])
  expect(toggleFavourite([1, 2], 5, false, 10)).toEqual([1, 2])
  expect(toggleFavourite([1, 2, 3], 4, true, 3)).toEqual([4, 1, 2])
})

test('a view moves the product to the front and keeps the last twenty', () => {
  expect(recordView([1, 2, 3], 2)).toEqual([2, 1, 3])
  const full = Array.from({ length: LAST_VIEWED_MAX }, (_, i) => i + 1)
  const after = recordView(full, 99)
  expect(after).toHaveLength(LAST_VIEWED_MAX)
  expect(after[0]).toBe(99)
  expect(after).not.toContain(LAST_VIEWED_MAX)
})

test('merging a device list keeps the account order first and is idempotent', () => {
  const once = mergeProductIds([5, 6], [6, 7, 8], 4)
  expect(once).toEqual([5, 6, 7, 8])
  expect(mergeProductIds(once, [6, 7, 8], 4)).toEqual(once)
  expect(mergeProductIds([1, 2, 3], [4, 5], 4)).toEqual([1, 2, 3, 4])
})
