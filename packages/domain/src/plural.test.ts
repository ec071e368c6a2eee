import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  adultsText,
  countText,
  kidsText,
  nightsText,
  pluralEn,
  pluralRu,
  productCountText,
  salesCountText,
  touristsText,
  toursText,
  yearsText,
} from './plural.ts'

const RU = ['one', 'few', 'many'] as const
const EN = ['one', 'other'] as const

test.each([
  [0, 'many'],
  [1, 'one'],
  [2, 'few'],
  [4, 'few'],
  [5, 'many'],
  [10, 'many'],
  [11, 'many'],
  [12, 'many'],
  [14, 'many'],
  [15, 'many'],
  [20, 'many'],
  [21, 'one'],
  [22, 'few'],
  [25, 'many'],
  [101, 'one'],
  [111, 'many'],
  [112, 'many'],
  [122, 'few'],
  [1001, 'one'],
  [-1, 'one'],
  [-3, 'few'],
  [-11, 'many'],
  [-0, 'many'],
  [1e21, 'many'],
  [2 ** 70, 'many'], // read by Intl as …68
  [62972454038178220, 'few'], // read by Intl as …24, its exact value
  [3096970442448454700, 'few'], // read by Intl as …04: the last 18 digits rounded to a double
  [-75463025883499790, 'few'],
  [1.5, 'few'],
  [0.5, 'few'],
  [21.1, 'few'],
  [-2.5, 'few'],
  [Number.NaN, 'few'],
])('pluralRu(%d) picks %s', (n, form) => {
  expect(pluralRu(n, RU)).toBe(form)
})

test.each([
  [1, 'one'],
  [-1, 'one'],
  [0, 'other'],
  [2, 'other'],
  [21, 'other'],
  [1.5, 'other'],
  [0.5, 'other'],
])('pluralEn(%d) picks %s', (n, form) => {
  expect(pluralEn(n, EN)).toBe(form)
})

// Small numbers, safe integers and integers far beyond 2^53, where only the shortest decimal is meaningful.
const integers = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }),
  fc.maxSafeInteger(),
  fc.bigInt({ min: -(2n ** 64n), max: 2n ** 64n }).map(Number),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(Number),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(Math.trunc),
)

test('pluralRu agrees with Intl.PluralRules("ru") for every integer', () => {
  const rules = new Intl.PluralRules('ru')
  fc.assert(
    fc.property(integers, (n) => {
      expect(pluralRu(n, RU)).toBe(rules.select(n))
    }),
    { numRuns: 10_000 },
  )
})

test('pluralEn agrees with Intl.PluralRules("en") for every integer', () => {
  const rules = new Intl.PluralRules('en')
  fc.assert(
    fc.property(integers, (n) => {
      expect(pluralEn(n, EN)).toBe(rules.select(n))
    }),
  )
})

// Intl.PluralRules rounds to three decimals before choosing, so its 'other' is compared on such decimals.
test('a fraction takes the few form, where Intl says other', () => {
  const rules = new Intl.PluralRules('ru')
  const decimals = fc
    .tuple(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 1, max: 999 }))
    .map(([whole, thousandths]) => Number(`${whole}.${String(thousandths).padStart(3, '0')}`))
  fc.assert(
    fc.property(decimals, (n) => {
      expect(rules.select(n)).toBe('other')
      expect(pluralRu(n, RU)).toBe('few')
    }),
  )
})

test('any number that is not an integer takes the few form', () => {
  fc.assert(
    fc.property(
      fc.double().filter((n) => !Number.isInteger(n)),
      (n) => {
        expect(pluralRu(n, RU)).toBe('few')
      },
    ),
  )
})

test.each([
  [nightsText, 1, '1 ночь', '1 night'],
  [nightsText, 3, '3 ночи', '3 nights'],
  [nightsText, 5, '5 ночей', '5 nights'],
  [nightsText, 21, '21 ночь', '21 nights'],
  [nightsText, 1.5, '1,5 ночи', '1.5 nights'],
  [nightsText, 0, '0 ночей', '0 nights'],
  [toursText, 1, '1 тур', '1 tour'],
  [toursText, 2, '2 тура', '2 tours'],
  [toursText, 11, '11 туров', '11 tours'],
  [adultsText, 1, '1 взрослый', '1 adult'],
  [adultsText, 2, '2 взрослых', '2 adults'],
  [adultsText, 5, '5 взрослых', '5 adults'],
  [kidsText, 1, '1 ребёнок', '1 child'],
  [kidsText, 2, '2 ребёнка', '2 children'],
  [kidsText, 5, '5 детей', '5 children'],
  [touristsText, 1, '1 турист', '1 tourist'],
  [touristsText, 3, '3 туриста', '3 tourists'],
  [touristsText, 12, '12 туристов', '12 tourists'],
  [yearsText, 0, 'До года', 'Under 1 year'],
  [yearsText, 1, '1 год', '1 year'],
  [yearsText, 3, '3 года', '3 years'],
  [yearsText, 5, '5 лет', '5 years'],
  [yearsText, 21, '21 год', '21 years'],
  [yearsText, 112, '112 лет', '112 years'],
  [productCountText, 0, 'Нет товаров', 'No products'],
  [productCountText, 1, '1 товар', '1 product'],
  [productCountText, 2, '2 товара', '2 products'],
  [productCountText, 5, '5 товаров', '5 products'],
  [productCountText, 12345, '12 345 товаров', '12,345 products'],
  [salesCountText, 0, '0 продаж', '0 sales'],
  [salesCountText, 1, '1 продажа', '1 sale'],
  [salesCountText, 2, '2 продажи', '2 sales'],
  [salesCountText, 5, '5 продаж', '5 sales'],
  [salesCountText, 1001, '1 001 продажа', '1,001 sales'],
])('%o(%d) is %j in ru and %j in en', (text, n, ru, en) => {
  expect(text(n, 'ru')).toBe(ru)
  expect(text(n, 'en')).toBe(en)
})

test('countText is what the per-kind helpers call', () => {
  expect(countText('nights', 3, 'ru')).toBe('3 ночи')
  expect(countText('products', 0, 'en')).toBe('No products')
  expect(countText('years', 0, 'ru')).toBe('До года')
})

test('the ru text always starts with the number and ends with the form pluralRu picks', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 999 }), (n) => {
      expect(nightsText(n, 'ru')).toBe(`${n} ${pluralRu(n, ['ночь', 'ночи', 'ночей'])}`)
    }),
  )
})
