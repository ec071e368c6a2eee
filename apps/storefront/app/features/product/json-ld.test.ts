import { expect, test } from 'vitest'
import { jsonLdText } from '../catalog/category-links.ts'
import { type ProductLdInput, productJsonLd } from './json-ld.ts'

const aProduct = (over: Partial<ProductLdInput> = {}): ProductLdInput => ({
  name: 'Tent',
  description: 'Two-person tent',
  article: 'TR-1',
  brand: 'Baikal',
  images: ['https://cdn.example/tent.jpg'],
  url: 'https://shop.example/catalog/products/tent/',
  price: '14690.00',
  currency: 'RUB',
  inStock: true,
  rating: null,
  ...over,
})

test('a product name with a script-closing tag cannot end the inline script', () => {
  const text = jsonLdText(productJsonLd(aProduct({ name: '</script><script>alert(1)</script>' })))
  expect(text).not.toContain('</script')
  expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>')
})

test('a product carries its offer with price, currency and availability', () => {
  const ld = productJsonLd(aProduct())
  expect(ld).toMatchObject({
    '@type': 'Product',
    name: 'Tent',
    sku: 'TR-1',
    brand: { '@type': 'Brand', name: 'Baikal' },
    offers: {
      '@type': 'Offer',
      price: '14690.00',
      priceCurrency: 'RUB',
      availability: 'https://schema.org/InStock',
    },
  })
  expect(ld.aggregateRating).toBeUndefined()
})

test('a sold-out product is offered as OutOfStock; a product without a price has no offer', () => {
  expect(productJsonLd(aProduct({ inStock: false })).offers).toMatchObject({
    availability: 'https://schema.org/OutOfStock',
  })
  expect(productJsonLd(aProduct({ price: null })).offers).toBeUndefined()
})

test('the rating is included only when there are reviews', () => {
  expect(productJsonLd(aProduct({ rating: { value: 4.5, count: 12 } })).aggregateRating).toEqual({
    '@type': 'AggregateRating',
    ratingValue: 4.5,
    reviewCount: 12,
  })
  expect(productJsonLd(aProduct({ rating: { value: 0, count: 0 } })).aggregateRating).toBeUndefined()
})
