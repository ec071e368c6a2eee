import { expect, test } from 'vitest'
import { isChunkLoadError, shouldReloadForChunkError } from './chunk-reload.ts'

test.each([
  [new TypeError('Failed to fetch dynamically imported module: https://shop/assets/route-1.js'), true],
  [new TypeError('Importing a module script failed.'), true],
  ['ChunkLoadError: Loading chunk 7 failed.', true],
  [new Error('Network request failed'), false],
  [null, false],
])('isChunkLoadError(%s) is %s', (error, expected) => {
  expect(isChunkLoadError(error)).toBe(expected)
})

test('reloads once, then not again within 10 s', () => {
  expect(shouldReloadForChunkError(null, 50_000)).toBe(true)
  expect(shouldReloadForChunkError('45000', 50_000)).toBe(false)
  expect(shouldReloadForChunkError('40000', 50_000)).toBe(true)
  expect(shouldReloadForChunkError('garbage', 50_000)).toBe(true)
})
