import { expect, test } from 'vitest'
import type { PageSeo } from '../catalog/seo-meta.ts'
import { productMeta } from './product-meta.ts'

const seo: PageSeo = {
  title: 'Tent — Trail',
  description: 'Two-person tent',
  canonical: 'https://shop.example/catalog/products/tent/',
  image: 'https://cdn.example/tent.jpg',
  siteName: 'Trail',
  locale: 'en',
}

test('a product page is an Open Graph product with canonical link, absolute image and price', () => {
  const tags = productMeta(seo, { price: '100.00', currency: 'USD', inStock: true })
  expect(tags).toContainEqual({ title: 'Tent — Trail' })
  expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: seo.canonical })
  expect(tags).toContainEqual({ property: 'og:type', content: 'product' })
  expect(tags).not.toContainEqual({ property: 'og:type', content: 'website' })
  expect(tags).toContainEqual({ property: 'og:image', content: 'https://cdn.example/tent.jpg' })
  expect(tags).toContainEqual({ property: 'product:price:amount', content: '100.00' })
  expect(tags).toContainEqual({ property: 'product:price:currency', content: 'USD' })
})

test('a product without a price has no price tags', () => {
  const tags = productMeta(seo, { price: null, currency: 'USD', inStock: false })
  expect(tags.some((tag) => 'property' in tag && String(tag.property).startsWith('product:'))).toBe(false)
})
