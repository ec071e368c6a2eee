import { expect, test } from 'vitest'
import { contentSlug, paragraphs } from './content-slug.ts'

test.each([
  ['privacy', 'privacy'],
  ['privacy/', 'privacy'],
  ['delivery/courier/', 'delivery/courier'],
  ['Size-Guide-1', 'Size-Guide-1'],
])('%j is the slug %j', (path, slug) => {
  expect(contentSlug(path)).toBe(slug)
})

test.each([undefined, '', '/', '../etc', 'a//b', 'a b', '-start', 'a/./b', 'тест', `${'a'.repeat(301)}`])(
  '%j is no slug',
  (path) => {
    expect(contentSlug(path)).toBeNull()
  },
)

test('paragraphs are split on blank lines, line breaks inside one are kept', () => {
  expect(paragraphs('One.\nStill one.\n\n  Two.  \r\n\r\nThree.\n\n\n')).toEqual([
    'One.\nStill one.',
    'Two.',
    'Three.',
  ])
  expect(paragraphs('   ')).toEqual([])
})
