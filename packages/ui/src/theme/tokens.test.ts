import { expect, test } from 'vitest'
import { contrastRatio, onBrandColor, parseHexColor, themeTokens } from './tokens.ts'

test.each([
  ['#fff', [255, 255, 255]],
  ['#2E7D32', [46, 125, 50]],
  [' #0a0b0c ', [10, 11, 12]],
  ['red', null],
  ['#12345', null],
  ['url(javascript:alert(1))', null],
  [null, null],
])('parseHexColor(%j) is %j', (value, expected) => {
  expect(parseHexColor(value)).toEqual(expected)
})

test('white on black is 21:1', () => {
  expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5)
})

test.each([
  ['#2e7d32', '#ffffff'],
  ['#ffd600', '#111111'],
  ['#ffffff', '#111111'],
  ['#000000', '#ffffff'],
])('text on %s is %s', (brand, expected) => {
  expect(onBrandColor(brand)).toBe(expected)
})

test('a company brand colour fills the tokens; an invalid one falls back to neutral', () => {
  expect(themeTokens({ brand_color: '#0055aa' }).color.brand).toBe('#0055aa')
  expect(themeTokens({ brand_color: 'expression(alert(1))' }).color.brand).toBe('#222222')
  expect(themeTokens({}).color.onBrand).toBe('#ffffff')
})
