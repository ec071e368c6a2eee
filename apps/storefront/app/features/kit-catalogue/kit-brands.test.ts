import { expect, test } from 'vitest'
// The brands' contrast is held by packages/ui/src/theme/tokens.test.ts (this app's Vitest has no CSS plugin).
import { kitCatalogueEnabled } from './kit-brands.ts'

test('the catalogue is a 404 in production unless the e2e flag asks for it', () => {
  expect(kitCatalogueEnabled({ NODE_ENV: 'production' })).toBe(false)
  expect(kitCatalogueEnabled({ NODE_ENV: 'production', VITRINA_KIT_CATALOGUE: 'true' })).toBe(false)
  expect(kitCatalogueEnabled({ NODE_ENV: 'production', VITRINA_KIT_CATALOGUE: '1' })).toBe(true)
  expect(kitCatalogueEnabled({ NODE_ENV: 'development' })).toBe(true)
})
