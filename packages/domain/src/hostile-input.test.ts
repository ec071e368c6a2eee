import { expect, test } from 'vitest'
import { hasHostileEncoding, hasHostileText } from './hostile-input.ts'

test.each(['/x/%00/', '/?q=%00', '/%C3%28', '/%E2%82/', '/%', '/a%0Ab', '/a%7Fb'])('%s is hostile', (raw) => {
  expect(hasHostileEncoding(raw)).toBe(true)
})

test.each([
  '/',
  '/catalog/search/%D0%BA%D1%83%D1%80%D1%82%D0%BA%D0%B0/',
  '/?q=a+b&x=%2F',
  '/?e=%F0%9F%8E%92',
])('%s is fine', (raw) => {
  expect(hasHostileEncoding(raw)).toBe(false)
})

test('text: NUL, control characters and lone surrogates are hostile; tabs, newlines and emoji are not', () => {
  expect(hasHostileText('a\u0000b')).toBe(true)
  expect(hasHostileText('a\u001bb')).toBe(true)
  expect(hasHostileText('a\ud800b')).toBe(true)
  expect(hasHostileText('a\udc00')).toBe(true)
  expect(hasHostileText('line one\nline two\tand\r\n')).toBe(false)
  expect(hasHostileText('рюкзак 🎒')).toBe(false)
})
