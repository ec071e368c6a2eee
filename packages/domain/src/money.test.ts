import fc from 'fast-check'
import { expect, test } from 'vitest'
import { allocateProportionally, decimalToMinor, minorToDecimal, percentOf } from './money.ts'

test.each([
  ['1990', 199000],
  ['1990.5', 199050],
  ['1990.50', 199050],
  ['0.01', 1],
  [' 12.30 ', 1230],
  ['-5.25', -525],
])('decimalToMinor(%j) is %d', (text, minor) => {
  expect(decimalToMinor(text)).toBe(minor)
})

test.each(['', 'abc', '1.234', '1,50', '1e3', '.5', '12345678901234'])(
  'decimalToMinor refuses %j',
  (text) => {
    expect(decimalToMinor(text)).toBeNull()
  },
)

test.each([
  [199050, '1990.50'],
  [1, '0.01'],
  [0, '0.00'],
  [-525, '-5.25'],
])('minorToDecimal(%d) is %s', (minor, text) => {
  expect(minorToDecimal(minor)).toBe(text)
})

test('minorToDecimal refuses a fraction of a minor unit', () => {
  expect(() => minorToDecimal(1.5)).toThrow(RangeError)
})

test('decimal strings and minor units round-trip', () => {
  fc.assert(
    fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
      expect(decimalToMinor(minorToDecimal(minor))).toBe(minor)
    }),
  )
})

test('percentOf rounds half up to whole minor units', () => {
  expect(percentOf(999, 10)).toBe(100)
  expect(percentOf(1000, 15)).toBe(150)
  expect(percentOf(5, 10)).toBe(1)
})

test('allocateProportionally splits a discount exactly over the lines', () => {
  expect(allocateProportionally(100, [1, 1, 1])).toEqual([34, 33, 33])
  expect(allocateProportionally(0, [5, 5])).toEqual([0, 0])
  expect(allocateProportionally(10, [0, 0])).toEqual([0, 0])
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 1e7 }),
      fc.array(fc.integer({ min: 1, max: 1e6 }), { minLength: 1, maxLength: 20 }),
      (total, weights) => {
        const parts = allocateProportionally(total, weights)
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total)
        expect(parts.every((p) => Number.isInteger(p) && p >= 0)).toBe(true)
      },
    ),
  )
})
