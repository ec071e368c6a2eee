import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  currencySign,
  formatDecimal,
  formatDistance,
  formatDuration,
  formatMinorPrice,
  formatMinutesRu,
  formatNumber,
  formatPrice,
  groupCardNumber,
} from './format.ts'

test.each([
  [0, '0'],
  [7, '7'],
  [999, '999'],
  [1000, '1 000'],
  [1234567.6, '1 234 568'],
  [1234567.4, '1 234 567'],
  [-1234, '-1 234'],
  [-1234567.6, '-1 234 568'],
  [-2.5, '-2'],
  [2.5, '3'],
  [-0.4, '0'],
  [1e21, '1 000 000 000 000 000 000 000'],
  [Number.NaN, ''],
  [Number.POSITIVE_INFINITY, ''],
])('formatNumber(%d) is %j', (n, text) => {
  expect(formatNumber(n)).toBe(text)
})

test('formatNumber without its spaces is String(Math.round(n))', () => {
  fc.assert(
    fc.property(fc.oneof(fc.maxSafeInteger(), fc.double({ min: -1e15, max: 1e15, noNaN: true })), (n) => {
      expect(formatNumber(n).replaceAll(' ', '')).toBe(String(Math.round(n)))
    }),
  )
})

test('formatNumber puts a space before every group of three digits and nowhere else', () => {
  fc.assert(
    fc.property(fc.maxSafeInteger(), (n) => {
      expect(formatNumber(n)).toMatch(/^-?\d{1,3}( \d{3})*$/)
    }),
  )
})

test.each([
  [1234.5, 'en', 1, '1,234.5'],
  [1234.5, 'ru', 1, '1 234,5'],
  [2.345, 'ru', 2, '2,35'],
  [2, 'en', 2, '2'],
  [Number.NaN, 'en', 2, ''],
])('formatDecimal(%d, %s, %d) is %j', (n, locale, digits, text) => {
  expect(formatDecimal(n, locale, digits)).toBe(text)
})

test.each([
  [1500, 'RUB', 'ru', '1 500 ₽'],
  [1500, 'RUB', 'ru-RU', '1 500 ₽'],
  [1500, 'RUB', 'ru_RU', '1 500 ₽'],
  [1500.5, 'RUB', 'ru', '1 500,50 ₽'],
  [-1500, 'RUB', 'ru', '-1 500 ₽'],
  [0, 'RUB', 'ru', '0 ₽'],
  [1500.5, 'USD', 'en', '$1,500.50'],
  [1500, 'USD', 'en', '$1,500'],
  [1500, 'USD', 'en_US', '$1,500'],
  [1500.001, 'USD', 'en', '$1,500'],
  [0.5, 'USD', 'en', '$0.50'],
  [1500, 'EUR', 'en', '€1,500'],
  [1500, 'EUR', 'ru', '1 500 €'],
  [1500, 'EUR', 'fr', '1 500 €'],
  [1500, 'rub', 'ru', '1 500 ₽'],
  [1500, ' RUB ', 'ru', '1 500 ₽'],
  [1500, 'RUB', 'no such locale!', '₽1,500'],
  // The language switch on a rouble shop: the sign, not "RUB 6,831".
  [6831, 'RUB', 'en', '₽6,831'],
  [1500, 'USD', 'ru', '1 500 $'],
  [1500, 'RUB', 'zz', '₽1,500'],
  [1500, 'XYZ', 'ru', '1 500 XYZ'],
  [1500, 'RUBL', 'ru', '1 500 RUBL'],
  [1500.5, 'RUBL', 'ru', '1 500,50 RUBL'],
  [1500.5, '₽', 'en', '1,500.50 ₽'],
  [1500, '', 'ru', '1 500'],
  [Number.NaN, 'RUB', 'ru', ''],
])('formatPrice(%d, %j, %j) is %j', (amount, currency, locale, text) => {
  expect(formatPrice(amount, currency, locale)).toBe(text)
})

test('prices use plain spaces only, never the no-break spaces of Intl', () => {
  fc.assert(
    fc.property(
      fc.double({ min: -1e12, max: 1e12, noNaN: true }),
      fc.constantFrom('RUB', 'USD', 'EUR'),
      fc.constantFrom('ru', 'en', 'fr', 'de'),
      (amount, currency, locale) => {
        expect(formatPrice(amount, currency, locale)).not.toMatch(/[\u00a0\u202f]/)
      },
    ),
  )
})

test('a whole amount has no decimals', () => {
  fc.assert(
    fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.constantFrom('ru', 'en'), (amount, locale) => {
      // A decimal part is two digits after the separator; ',000' is a thousands group in en.
      expect(formatPrice(amount, 'RUB', locale)).not.toMatch(/[.,]\d\d(?!\d)/)
    }),
  )
})

test.each([
  [150050, 'RUB', 'ru', '1 500,50 ₽'],
  [150000, 'RUB', 'ru', '1 500 ₽'],
  [1, 'USD', 'en', '$0.01'],
  [199, 'EUR', 'en', '€1.99'],
  [-525, 'USD', 'en', '-$5.25'],
])('formatMinorPrice(%d, %s, %s) is %j', (minor, currency, locale, text) => {
  expect(formatMinorPrice(minor, currency, locale)).toBe(text)
})

test('formatMinorPrice is formatPrice of the amount in hundredths', () => {
  fc.assert(
    fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
      expect(formatMinorPrice(minor, 'RUB', 'ru')).toBe(formatPrice(minor / 100, 'RUB', 'ru'))
    }),
  )
})

test.each([
  [0.35, '350 m', '350 м'],
  [0, '0 m', '0 м'],
  [0.0004, '0 m', '0 м'],
  [0.9994, '999 m', '999 м'],
  [0.9996, '1 km', '1 км'],
  [1, '1 km', '1 км'],
  [2.345, '2.3 km', '2,3 км'],
  [2.35, '2.4 km', '2,4 км'],
  [9.96, '10 km', '10 км'],
  [1234.56, '1,234.6 km', '1 234,6 км'],
  [-1, '', ''],
  [Number.NaN, '', ''],
  [Number.POSITIVE_INFINITY, '', ''],
])('formatDistance(%d) is %j in en and %j in ru', (km, en, ru) => {
  expect(formatDistance(km, 'en')).toBe(en)
  expect(formatDistance(km, 'ru')).toBe(ru)
  expect(formatDistance(km, 'ru_RU')).toBe(ru)
})

test('a distance under 1 km is in whole metres, from 1 km on it is in km with at most one decimal', () => {
  fc.assert(
    fc.property(fc.double({ min: 0, max: 1e5, noNaN: true }), (km) => {
      const text = formatDistance(km, 'en')
      if (Math.round(km * 1000) < 1000) expect(text).toMatch(/^\d{1,3} m$/)
      else expect(text).toMatch(/^\d{1,3}(,\d{3})*(\.\d)? km$/)
    }),
  )
})

test.each([
  ['', ''],
  ['1', '1'],
  ['123', '123'],
  ['1234', '123 4'],
  ['123456', '123 456'],
  ['123456789', '123 456 789'],
  ['12345678901', '123 456 789'],
  ['123 456 789', '123 456 789'],
  ['123-456-7', '123 456 7'],
  ['ab12', '12'],
  ['abc', ''],
])('groupCardNumber(%j) is %j', (text, grouped) => {
  expect(groupCardNumber(text)).toBe(grouped)
})

test('a grouped card number is at most 11 characters and its digits start the digits typed', () => {
  fc.assert(
    fc.property(fc.string({ unit: fc.constantFrom(...'0123456789 -a') }), fc.string(), (typed, other) => {
      for (const text of [typed, other]) {
        const grouped = groupCardNumber(text)
        expect(grouped.length).toBeLessThanOrEqual(11)
        expect(grouped).toMatch(/^(\d{3} )*\d{0,3}$/)
        expect(text.replace(/\D/g, '').startsWith(grouped.replaceAll(' ', ''))).toBe(true)
      }
    }),
  )
})

test('grouping a grouped card number changes nothing', () => {
  fc.assert(
    fc.property(fc.string({ unit: fc.constantFrom(...'0123456789 ') }), (text) => {
      expect(groupCardNumber(groupCardNumber(text))).toBe(groupCardNumber(text))
    }),
  )
})

test.each([
  [0, '00:00'],
  [5, '00:05'],
  [65, '01:05'],
  [65.9, '01:05'],
  [599, '09:59'],
  [3599, '59:59'],
  [3600, '01:00:00'],
  [3725, '01:02:05'],
  [86_399, '23:59:59'],
  [360_000, '100:00:00'],
  [-5, '00:00'],
  [Number.NaN, '00:00'],
  [Number.POSITIVE_INFINITY, '00:00'],
])('formatDuration(%d) is %j', (seconds, text) => {
  expect(formatDuration(seconds)).toBe(text)
})

test('formatDuration reads back as the same number of whole seconds', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 10_000_000 }), (seconds) => {
      const parts = formatDuration(seconds).split(':').map(Number)
      expect(parts.length).toBe(seconds >= 3600 ? 3 : 2)
      expect(parts.slice(-2).every((part) => part < 60)).toBe(true)
      expect(parts.reduce((total, part) => total * 60 + part, 0)).toBe(seconds)
    }),
  )
})

test.each([
  [125, '2ч 5м'],
  [45, '0ч 45м'],
  [60, '1ч 0м'],
  [0, '0ч 0м'],
  [59.6, '1ч 0м'],
  [1500, '25ч 0м'],
  [-10, '0ч 0м'],
  [Number.NaN, '0ч 0м'],
])('formatMinutesRu(%d) is %j', (minutes, text) => {
  expect(formatMinutesRu(minutes)).toBe(text)
})

test('formatMinutesRu reads back as the same number of minutes', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 1_000_000 }), (minutes) => {
      const match = /^(\d+)ч (\d+)м$/.exec(formatMinutesRu(minutes))
      expect(Number(match?.[1]) * 60 + Number(match?.[2])).toBe(minutes)
      expect(Number(match?.[2])).toBeLessThan(60)
    }),
  )
})

test('currencySign gives the sign a shopper knows, in any locale', () => {
  expect(currencySign('RUB', 'ru')).toBe('₽')
  expect(currencySign('RUB', 'en')).toBe('₽')
  expect(currencySign('USD', 'en')).toBe('$')
  expect(currencySign('RUBL', 'ru')).toBe('RUBL')
})

test('formatters are reused per locale and options, and many locales past the cache bound still format right', () => {
  const first = formatPrice(1990, 'RUB', 'ru')
  expect(formatPrice(1990, 'RUB', 'ru')).toBe(first)
  // More distinct locale texts than the cache holds (it is cleared when full): each answer is still its own.
  for (let i = 0; i < 200; i += 1) {
    expect(formatPrice(1990, 'USD', i % 2 ? 'en' : `en-x-${i}`)).toBe(formatPrice(1990, 'USD', 'en'))
    expect(formatPrice(1990, 'RUB', 'ru')).toBe(first)
  }
})
