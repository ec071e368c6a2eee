import { describe, expect, test } from 'vitest'
import {
  brandTheme,
  contrastRatio,
  DEFAULT_BRAND_THEME,
  hexContrast,
  onBrandColor,
  parseHexColor,
  readableOn,
  TEXT_CONTRAST,
  themeTokens,
} from './tokens.ts'

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

const SHOP_BRANDS = ['#2f6b3b', '#1f5fa8', '#ffd600', '#ffffff', '#000000', '#e91e63', '#7fdbff']
const THEMES = (['light', 'brand', 'dark'] as const).flatMap((header) =>
  (['neutral', 'warm', 'cool'] as const).map((tone) => ({ header, tone, shape: 'soft', font: 'humanist' })),
)

describe('every brand colour on every preset keeps WCAG AA contrast', () => {
  test.each(SHOP_BRANDS.flatMap((brand) => THEMES.map((theme) => [brand, theme] as const)))(
    '%s %j',
    (brand, theme) => {
      const { color } = themeTokens({ brand_color: brand, theme })
      expect(hexContrast(color.text, color.background)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
      expect(hexContrast(color.muted, color.background)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
      expect(hexContrast(color.muted, color.surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
      expect(hexContrast(color.text, color.surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
      expect(hexContrast(color.onBrand, color.brand)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
      expect(hexContrast(color.brandText, color.background)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
      expect(hexContrast(color.headerText, color.headerBackground)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
      expect(hexContrast(color.headerAccent, color.headerBackground)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
      expect(hexContrast(color.danger, color.background)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
      expect(hexContrast(color.onDanger, color.danger)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
      expect(hexContrast(color.success, color.background)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
      expect(hexContrast(color.warning, color.background)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
      // Non-text contrast (WCAG 1.4.11): the focus ring against the page.
      expect(hexContrast(color.focus, color.background)).toBeGreaterThanOrEqual(3)
    },
  )
})

test('a dark brand colour is its own link colour; a pale one is darkened in its hue', () => {
  expect(readableOn('#1f5fa8', '#ffffff')).toBe('#1f5fa8')
  const darkened = readableOn('#ffd600', '#ffffff')
  expect(darkened).not.toBe('#ffd600')
  expect(hexContrast(darkened, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST)
  expect(parseHexColor(darkened)?.[2]).toBe(0) // still yellow-brown, not grey
})

test('the brand theme reads presets by name and ignores anything else', () => {
  expect(brandTheme({ font: 'serif', shape: 'round', header: 'brand', tone: 'warm' })).toEqual({
    font: 'serif',
    heading_font: 'serif',
    shape: 'round',
    header: 'brand',
    tone: 'warm',
  })
  expect(brandTheme({ font: 'Comic Sans"; background: url(x)', shape: 1, header: null })).toEqual(
    DEFAULT_BRAND_THEME,
  )
  expect(brandTheme('nonsense')).toEqual(DEFAULT_BRAND_THEME)
})

test('the two demo brands differ in more than a colour', () => {
  const outdoor = themeTokens({
    brand_color: '#2f6b3b',
    theme: { font: 'humanist', heading_font: 'industrial', shape: 'sharp', header: 'brand', tone: 'warm' },
  })
  const travel = themeTokens({
    brand_color: '#1f5fa8',
    theme: { font: 'geometric', heading_font: 'serif', shape: 'round', header: 'light', tone: 'cool' },
  })
  expect(outdoor.font).not.toEqual(travel.font)
  expect(outdoor.radius.control).not.toBe(travel.radius.control)
  expect(outdoor.color.headerBackground).toBe('#2f6b3b')
  expect(travel.color.headerBackground).toBe(travel.color.background)
  expect(outdoor.color.background).not.toBe(travel.color.background)
})

test('the header follows its style', () => {
  expect(themeTokens({ brand_color: '#ffd600', theme: { header: 'brand' } }).color.headerText).toBe('#111111')
  expect(themeTokens({ theme: { header: 'dark' } }).color.headerBackground).toBe('#1c1c1e')
})

test('a mid-tone brand that reads with neither white nor black is darkened for fills', () => {
  const { color } = themeTokens({ brand_color: '#e91e63' })
  expect(color.brand).not.toBe('#e91e63')
  expect(color.onBrand).toBe('#ffffff')
})
