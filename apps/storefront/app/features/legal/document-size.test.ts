import { expect, test } from 'vitest'
import { documentSize } from './document-size.ts'

const units = { b: 'B', kb: 'KB', mb: 'MB' }
test('sizes read in bytes, kilobytes and megabytes in the shopper’s locale', () => {
  expect(documentSize(512, 'en', units)).toBe('512 B')
  expect(documentSize(1536, 'en', units)).toBe('1.5 KB')
  expect(documentSize(3 * 1024 * 1024, 'en', units)).toBe('3 MB')
  expect(documentSize(1536, 'ru', { b: 'Б', kb: 'КБ', mb: 'МБ' })).toBe('1,5 КБ')
})
