import { expect, test } from 'vitest'
import { parseReviewOrdering, ratingBars } from './reviews.ts'

test('known orderings are taken from the URL, anything else is newest first', () => {
  expect(parseReviewOrdering('-rating')).toBe('-rating')
  expect(parseReviewOrdering('created')).toBe('created')
  expect(parseReviewOrdering('price')).toBe('-created')
  expect(parseReviewOrdering(null)).toBe('-created')
})

test('bars run from 5 to 1 stars with their share in percent', () => {
  expect(ratingBars({ '1': 1, '2': 0, '3': 0, '4': 1, '5': 2 })).toEqual([
    { stars: 5, count: 2, percent: 50 },
    { stars: 4, count: 1, percent: 25 },
    { stars: 3, count: 0, percent: 0 },
    { stars: 2, count: 0, percent: 0 },
    { stars: 1, count: 1, percent: 25 },
  ])
})

test('without reviews every bar is empty rather than NaN', () => {
  expect(ratingBars({ '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 }).every((bar) => bar.percent === 0)).toBe(true)
})
