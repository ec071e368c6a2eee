import { expect, test } from 'vitest'
import { MAX_BLOCK_IDS, mediaUrl, parseHomeBlocks } from './home-blocks.ts'

test('the three known block types are read in order', () => {
  expect(
    parseHomeBlocks([
      { type: 'banner', title: 'Sale', href: '/promotions/sale/', image: '/media/b.svg' },
      { type: 'products', title: 'Hits', product_ids: [3, 1, 2] },
      { type: 'categories', title: 'Categories', category_ids: [1] },
    ]),
  ).toEqual([
    { type: 'banner', title: 'Sale', href: '/promotions/sale/', image: '/media/b.svg' },
    { type: 'products', title: 'Hits', product_ids: [3, 1, 2] },
    { type: 'categories', title: 'Categories', category_ids: [1] },
  ])
})

test('unknown types and malformed blocks are left out', () => {
  expect(
    parseHomeBlocks([
      { type: 'video', url: 'x' },
      { type: 'products', title: 'Bad', product_ids: ['1'] },
      { type: 'categories', title: 'Bad' },
      null,
      'banner',
      { type: 'products', product_ids: [1] },
    ]),
  ).toEqual([{ type: 'products', title: '', product_ids: [1] }])
})

test('a banner may come without link or image', () => {
  expect(parseHomeBlocks([{ type: 'banner', title: 'Hello' }])).toEqual([
    { type: 'banner', title: 'Hello', href: null, image: null },
  ])
})

test('ids are deduplicated and capped at what one API call takes', () => {
  const ids = Array.from({ length: 150 }, (_, i) => i + 1)
  const [block] = parseHomeBlocks([{ type: 'products', title: '', product_ids: [5, 5, ...ids] }])
  expect(block?.type === 'products' && block.product_ids).toHaveLength(MAX_BLOCK_IDS)
  expect(block?.type === 'products' && block.product_ids.slice(0, 2)).toEqual([5, 1])
})

test.each([
  ['/media/banners/1-1.svg', 'http://api.local:4000/media/banners/1-1.svg'],
  ['media/x.png', 'http://api.local:4000/media/x.png'],
  ['https://cdn.example/x.png', 'https://cdn.example/x.png'],
  ['', null],
  [null, null],
  ['javascript:alert(1)', null],
  ['data:image/png;base64,xx', null],
  ['//evil.example/x.png', null],
])('mediaUrl(%j) is %j', (path, expected) => {
  expect(mediaUrl(path, 'http://api.local:4000')).toBe(expected)
})

test('an API base URL with a path prefix keeps it for relative paths', () => {
  expect(mediaUrl('media/x.png', 'https://api.example/v2')).toBe('https://api.example/v2/media/x.png')
})
