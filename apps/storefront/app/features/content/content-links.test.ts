import { expect, test } from 'vitest'
import { productReviewsHref, promotionHref, promotionListingHref } from './content-links.ts'

test('content links end with a slash and keep slugs inside their segment', () => {
  expect(promotionHref('winter-sale')).toBe('/promotions/winter-sale/')
  expect(promotionListingHref('winter-sale')).toBe('/catalog/promotion/winter-sale/')
  expect(productReviewsHref('a/b?c')).toBe('/catalog/products/a%2Fb%3Fc/reviews/')
})
