import { expect, test } from 'vitest'
import {
  cartItemHref,
  collectionHref,
  hotelHref,
  parseCollectionPath,
  parseHotelPath,
  parseTourPath,
  roomHref,
  tourHref,
  tourSearchHref,
} from './tour-links.ts'

test('tour, hotel and collection links carry their category segments and end with a slash', () => {
  expect(tourHref(['europe', 'georgia'], 'tbilisi')).toBe('/tours/europe/georgia/tbilisi/')
  expect(tourSearchHref([], 'altai', 'tourists=2')).toBe('/tours/altai/search/?tourists=2')
  expect(hotelHref(['sea'], 'riviera')).toBe('/hotels/sea/riviera-hotel/')
  expect(collectionHref([], 'family')).toBe('/hotel-collections/family/')
})

test('a tour path is read back: a tour, its search variant, or a category', () => {
  expect(parseTourPath('europe/georgia/tbilisi')).toEqual({
    tour: { kind: 'tour', categories: ['europe', 'georgia'], slug: 'tbilisi', search: false },
    category: { kind: 'category', categories: ['europe', 'georgia', 'tbilisi'] },
  })
  expect(parseTourPath('europe/tbilisi/search/')?.tour).toEqual({
    kind: 'tour',
    categories: ['europe'],
    slug: 'tbilisi',
    search: true,
  })
  expect(parseTourPath('europe/tbilisi/search/')?.category).toBeNull()
})

test('paths no link writes are refused: too deep, odd characters, empty', () => {
  expect(parseTourPath('a/b/c/d/e/f/g')).toBeNull()
  expect(parseTourPath('')).toBeNull()
  expect(parseTourPath('Europe/<x>')).toBeNull()
  expect(parseHotelPath('sea/riviera')).toBeNull()
  expect(parseHotelPath('a/b/c/d/e/x-hotel')).toBeNull()
  expect(parseHotelPath('sea/sochi/riviera-hotel/')).toEqual({
    categories: ['sea', 'sochi'],
    slug: 'riviera',
  })
  expect(parseCollectionPath('sea/family')).toEqual({ categories: ['sea'], slug: 'family' })
})

test('the room route and the cart item carry the whole stay', () => {
  expect(
    roomHref({
      slug: 'altai',
      from: 'moscow',
      dates: '2026-12-05..2026-12-12',
      nights: 7,
      tourists: '2-5',
      room: 'family',
      date: '2026-12-06',
      hotel: 'lodge',
    }),
  ).toBe('/cart/tours/room/altai/moscow/2026-12-05..2026-12-12/7/2-5/family/2026-12-06/?hotel=lodge')
  expect(cartItemHref(3, null, '0.4.2026-12-05.7.2')).toBe('/cart/tours/3/0/?line=0.4.2026-12-05.7.2')
})
