import { hexContrast, themeTokens } from '@vitrina/ui/theme'
import { expect, test } from 'vitest'
import { KIT_BRANDS, kitCatalogueEnabled } from './kit-brands.ts'

test('the catalogue is a 404 in production unless the e2e flag asks for it', () => {
  expect(kitCatalogueEnabled({ NODE_ENV: 'production' })).toBe(false)
  expect(kitCatalogueEnabled({ NODE_ENV: 'production', VITRINA_KIT_CATALOGUE: 'true' })).toBe(false)
  expect(kitCatalogueEnabled({ NODE_ENV: 'production', VITRINA_KIT_CATALOGUE: '1' })).toBe(true)
  expect(kitCatalogueEnabled({ NODE_ENV: 'development' })).toBe(true)
})

test('the catalogue brands keep AA contrast for buttons and links', () => {
  for (const brand of KIT_BRANDS) {
    const { color } = themeTokens(brand.settings)
    expect(hexContrast(color.onBrand, color.brand)).toBeGreaterThanOrEqual(4.5)
    expect(hexContrast(color.brandText, color.background)).toBeGreaterThanOrEqual(4.5)
  }
})
