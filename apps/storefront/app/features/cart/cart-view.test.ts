import type { Cart, CartLine as PricedLine } from '@vitrina/api-client/schemas'
import { expect, test } from 'vitest'
import { cartView } from './cart-view.ts'

const priced = (product: number, sku: number, count: number, over: Partial<PricedLine> = {}): PricedLine => ({
  product: {
    id: product,
    name: `Product ${product}`,
    slug: `p-${product}`,
    article: `A-${product}`,
    category: 1,
    image: { url: 'p.jpg', scaled: [{ url: 'p.jpg?w=200', width: 200 }] },
  },
  sku: { id: sku, size: 'M', color: null },
  count,
  tour: null,
  price: '10.00',
  old_price: null,
  discount: '0.00',
  total: `${10 * count}.00`,
  available: true,
  stock: 5,
  ...over,
})

const aCart = (items: PricedLine[], unavailable: PricedLine[] = []): Cart => ({
  items,
  unavailable_items: unavailable,
  promotions: [],
  use_bonuses: false,
  bonus_balance: '0.00',
  bonus_discount_amount: '0.00',
  count: 0,
  subtotal: '0.00',
  discount: '0.00',
  total: '0.00',
  delivery_payment_options: [],
})

test('each priced line carries the key of the stored line it changes', () => {
  const view = cartView(
    [
      { product: 1, sku: 11, count: 2 },
      { product: 2, sku: 21, count: 9 },
    ],
    aCart([priced(1, 11, 2)], [priced(2, 21, 9, { available: false, total: '0.00' })]),
  )
  expect(view.items.map((l) => [l.key, l.count, l.image])).toEqual([['1:11:', 2, 'p.jpg?w=200']])
  expect(view.unavailable.map((l) => [l.key, l.stock])).toEqual([['2:21:', 5]])
  expect(view.missing).toEqual([])
})

test('a stored line without a sku keeps its own key for the variant the API chose', () => {
  const view = cartView([{ product: 3, sku: null, count: 1 }], aCart([priced(3, 31, 1)]))
  expect(view.items[0]?.key).toBe('3::')
})

test('two variants of one product each match their own line', () => {
  const view = cartView(
    [
      { product: 1, sku: 12, count: 1 },
      { product: 1, sku: 11, count: 3 },
    ],
    aCart([priced(1, 11, 3), priced(1, 12, 1)]),
  )
  expect(view.items.map((l) => [l.key, l.count])).toEqual([
    ['1:12:', 1],
    ['1:11:', 3],
  ])
})

test('stored lines the API does not know are listed as missing so they can be removed', () => {
  const view = cartView([{ product: 404, sku: 1, count: 2 }], aCart([]))
  expect(view.missing).toEqual([{ key: '404:1:', product: 404, sku: 1, count: 2 }])
})

test('a priced line with no stored line is still shown under its own key', () => {
  const view = cartView([], aCart([priced(7, 70, 1)]))
  expect(view.items[0]?.key).toBe('7:70:')
})
