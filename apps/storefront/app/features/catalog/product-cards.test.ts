import type { ProductCard } from '@vitrina/api-client/schemas'
import { expect, test } from 'vitest'
import { orderByIds, toCardView } from './product-cards.ts'

const aProduct = (overrides: Partial<ProductCard> = {}): ProductCard => ({
  id: 7,
  slug: 'down-jacket',
  name: 'Down jacket',
  article: 'TR-7',
  kind: 'product',
  brand: 'Kedr',
  image: null,
  price: '1990.00',
  old_price: null,
  in_stock: true,
  rating: 4.5,
  reviews_count: 2,
  category: 3,
  ...overrides,
})

test('a card links to the product page with a trailing slash and keeps only what it shows', () => {
  expect(toCardView(aProduct())).toEqual({
    id: 7,
    href: '/catalog/products/down-jacket/',
    name: 'Down jacket',
    brand: 'Kedr',
    image: null,
    price: '1990.00',
    old_price: null,
    in_stock: true,
    rating: 4.5,
    reviews_count: 2,
  })
})

test('items follow the order of the ids; missing and repeated ids are skipped', () => {
  const items = [{ id: 1 }, { id: 2 }, { id: 3 }]
  expect(orderByIds(items, [3, 9, 1, 3]).map((i) => i.id)).toEqual([3, 1])
})
