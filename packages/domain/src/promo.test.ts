import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  checkPromoInput,
  normalizePromoCode,
  PROMO_CODES_STORAGE_KEY,
  parsePromoCodes,
  promoApplyOutcome,
  serializePromoCodes,
} from './promo.ts'

test.each([
  [' summer10 ', 'SUMMER10'],
  ['Summer10', 'SUMMER10'],
  ['\tвесна\n', 'ВЕСНА'],
  ['   ', ''],
])('normalizePromoCode(%j) is %j', (input, expected) => {
  expect(normalizePromoCode(input)).toBe(expected)
})

test('the storage key is the spec one', () => {
  expect(PROMO_CODES_STORAGE_KEY).toBe('apply-promo-codes')
})

test.each([
  ['', []],
  [null, []],
  [undefined, []],
  ['A', ['A']],
  ['a;b', ['A', 'B']],
  [' a ;; b;a;', ['A', 'B']],
])('parsePromoCodes(%j) is %j', (stored, expected) => {
  expect(parsePromoCodes(stored)).toEqual(expected)
})

test('serializePromoCodes joins normalised unique codes with ;', () => {
  expect(serializePromoCodes(['a', ' B ', 'A', ''])).toBe('A;B')
  expect(serializePromoCodes([])).toBe('')
})

test('parse(serialize(codes)) keeps every normalised code once', () => {
  fc.assert(
    fc.property(fc.array(fc.string()), (codes) => {
      const expected = [...new Set(codes.map(normalizePromoCode))].filter((c) => c && !c.includes(';'))
      expect(parsePromoCodes(serializePromoCodes(codes))).toEqual(expected)
    }),
  )
})

test.each([
  ['', [], 'required'],
  ['   ', [], 'required'],
  ['sale', ['SALE'], 'already_applied'],
  ['sale', ['other'], null],
  ['sale', [], null],
])('checkPromoInput(%j, %j) is %j', (input, applied, expected) => {
  expect(checkPromoInput(input, applied)).toBe(expected)
})

test.each([
  [{ status: 'ok' }, { ok: true }],
  [
    { status: 'error', error: 'Promo code has expired' },
    { ok: false, error: 'Promo code has expired' },
  ],
  [{ status: 'error' }, { ok: false, error: null }],
  [null, { ok: false, error: null }],
  [undefined, { ok: false, error: null }],
])('promoApplyOutcome(%j) is %j', (result, expected) => {
  expect(promoApplyOutcome(result)).toEqual(expected)
})
