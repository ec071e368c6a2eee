import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  type AddressParts,
  isCompleteAddress,
  isReverseGeocodeHit,
  REVERSE_GEOCODE,
  type SuggestKind,
  shouldQuerySuggestions,
  suggestBounds,
} from './address.ts'

test.each<[SuggestKind, string, string]>([
  ['city', 'city', 'settlement'],
  ['address', 'city', 'house'],
  ['street', 'street', 'street'],
  ['house', 'house', 'house'],
])('suggestBounds(%j) is %s to %s', (kind, from, to) => {
  expect(suggestBounds(kind)).toEqual({ from_bound: from, to_bound: to })
})

test('suggestBounds gives a fresh object each time', () => {
  const bounds = suggestBounds('city')
  bounds.to_bound = 'house'
  expect(suggestBounds('city')).toEqual({ from_bound: 'city', to_bound: 'settlement' })
})

const complete = { city: 'Москва', street: 'Тверская', house: '1' }

test.each<[string, AddressParts, boolean]>([
  ['city, street and house', complete, true],
  ['settlement instead of city', { settlement: 'пос. Коммунарка', street: 'Липовая', house: '5к2' }, true],
  ['both city and settlement', { ...complete, settlement: 'Коммунарка' }, true],
  ['blank city but a settlement', { ...complete, city: ' ', settlement: 'Коммунарка' }, true],
  ['no locality', { street: 'Тверская', house: '1' }, false],
  ['null locality', { city: null, settlement: null, street: 'Тверская', house: '1' }, false],
  ['blank locality', { city: '  ', settlement: '', street: 'Тверская', house: '1' }, false],
  ['no street', { city: 'Москва', house: '1' }, false],
  ['blank street', { ...complete, street: ' ' }, false],
  ['no house', { city: 'Москва', street: 'Тверская' }, false],
  ['null house', { ...complete, house: null }, false],
  ['blank house', { ...complete, house: '\t' }, false],
  ['nothing', {}, false],
])('isCompleteAddress: %s gives %s', (_name, address, result) => {
  expect(isCompleteAddress(address)).toBe(result)
})

test('reverse geocoding looks for one address within 200 m', () => {
  expect(REVERSE_GEOCODE).toEqual({ radius_meters: 200, count: 1 })
})

test.each<[string, Parameters<typeof isReverseGeocodeHit>[0], boolean]>([
  ['a house', { data: { house: '12' } }, true],
  ['a house with a building', { data: { house: '12к1' } }, true],
  ['no house', { data: { house: null } }, false],
  ['a blank house', { data: { house: ' ' } }, false],
  ['data without house', { data: {} }, false],
  ['null data', { data: null }, false],
  ['no data', {}, false],
  ['no result', undefined, false],
])('isReverseGeocodeHit: %s gives %s', (_name, result, hit) => {
  expect(isReverseGeocodeHit(result)).toBe(hit)
})

test.each([
  ['', false],
  [' ', false],
  ['\t\n ', false],
  ['М', true],
  [' Тверская 1 ', true],
])('shouldQuerySuggestions(%j) is %s', (query, result) => {
  expect(shouldQuerySuggestions(query)).toBe(result)
})

test('a query is sent exactly when it has a non-space character', () => {
  fc.assert(
    fc.property(fc.string({ unit: fc.constantFrom(' ', '\t', '\n', 'a', '1') }), (query) => {
      expect(shouldQuerySuggestions(query)).toBe(/\S/.test(query))
    }),
  )
})
