import { expect, test } from 'vitest'
import { categoryPaths, sitemapXml } from './sitemap.ts'

test('a sitemap lists each URL, escaped', () => {
  const xml = sitemapXml(['https://shop.example/a/', 'https://shop.example/?a=1&b=<2>'])
  expect(xml).toContain('<loc>https://shop.example/a/</loc>')
  expect(xml).toContain('<loc>https://shop.example/?a=1&amp;b=&lt;2&gt;</loc>')
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
})

test('category paths follow the tree, root first', () => {
  const tree = [
    { slug: 'men', children: [{ slug: 'shoes', children: [{ slug: 'boots', children: [] }] }] },
    { slug: 'tents', children: [] },
  ]
  expect(categoryPaths(tree)).toEqual([
    '/catalog/men/',
    '/catalog/men/shoes/',
    '/catalog/men/shoes/boots/',
    '/catalog/tents/',
  ])
})
