import { expect, test } from 'vitest'
import { loginContext } from './login-context.ts'

test.each([
  [null, '/cart/delivery/', 'cart'],
  [null, '/cart', 'cart'],
  [null, '/cart/?step=2', 'cart'],
  [null, '/cart/tours/12/34/', 'tour'],
  [null, '/tours/sea/crimea/', 'tour'],
  [null, '/hotels/resort-hotel/', 'tour'],
  [null, '/promotions/summer/', 'promo'],
  [null, '/catalog/promotion/summer/', 'promo'],
  [null, '/events/meetup/', 'event'],
  [null, '/events/meetup/?register', 'event'],
  ['promo', '/cart/delivery/', 'promo'],
  ['tour', '/', 'tour'],
  [null, '/', null],
  [null, '/my/orders/', null],
  [null, '/cartoons/', null],
  [null, '/catalog/clothes/', null],
  ['checkout', '/', null],
])('context %j with returnUrl %j prompts %j', (explicit, returnUrl, expected) => {
  expect(loginContext(explicit, returnUrl)).toBe(expected)
})
