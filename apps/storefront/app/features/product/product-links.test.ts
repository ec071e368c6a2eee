import { expect, test } from 'vitest'
import { pageSearch, productCrumbs, productPath, sizeGuideHref } from './product-links.ts'

test('crumbs go through the category chain to the product', () => {
  const crumbs = productCrumbs({
    name: 'Summer bag',
    slug: 'bag-1',
    breadCrumbs: [
      { name: 'Equipment', slug: 'equipment' },
      { name: 'Sleeping', slug: 'equipment-sleeping' },
    ],
  })
  expect(crumbs).toEqual([
    { name: 'Equipment', href: '/catalog/equipment/' },
    { name: 'Sleeping', href: '/catalog/equipment/equipment-sleeping/' },
    { name: 'Summer bag', href: '/catalog/products/bag-1/' },
  ])
})

test('a product without categories has only itself', () => {
  expect(productCrumbs({ name: 'X', slug: 'x', breadCrumbs: [] })).toEqual([
    { name: 'X', href: '/catalog/products/x/' },
  ])
})

test('the product path is encoded and ends with a slash', () => {
  expect(productPath('tent 2')).toBe('/catalog/products/tent%202/')
})

test('the size guide links to its static page; none, blank or escaping slugs give no link', () => {
  expect(sizeGuideHref('size-guide-clothes')).toBe('/static/size-guide-clothes/')
  expect(sizeGuideHref('/guides/shoes/')).toBe('/static/guides/shoes/')
  // Opened from a product, the guide carries the way back to it.
  expect(sizeGuideHref('size-guide-clothes', '/catalog/products/item-1-4/')).toBe(
    '/static/size-guide-clothes/?from=%2Fcatalog%2Fproducts%2Fitem-1-4%2F',
  )
  expect(sizeGuideHref(null)).toBeNull()
  expect(sizeGuideHref('  ')).toBeNull()
  expect(sizeGuideHref('../admin')).toBeNull()
})

test('a page query change keeps other parameters and drops the one-off added flag', () => {
  expect(pageSearch('?reviews=rating&added=5', { color: 'Red' })).toBe('?reviews=rating&color=Red')
  expect(pageSearch('?color=Red', { color: null })).toBe('')
  expect(pageSearch('', { added: '7' })).toBe('?added=7')
})
