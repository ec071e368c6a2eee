import { expect, test } from 'vitest'
import { checkAddToCart as check } from './add-to-cart-form.ts'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}
const checkAddToCart = (fields: Record<string, string>, skus: readonly { id: number; in_stock: boolean }[]) =>
  check(form(fields), skus)

const skus = [
  { id: 10, in_stock: true },
  { id: 11, in_stock: false },
]

test('a sku of this product in stock is accepted', () => {
  expect(checkAddToCart({ intent: 'add-to-cart', sku: '10' }, skus)).toEqual({
    ok: true,
    sku: skus[0],
    intent: 'add-to-cart',
  })
  // "Buy now" checks the same choice; the action then goes on to the one-item checkout.
  expect(checkAddToCart({ intent: 'buy-now', sku: '10' }, skus)).toEqual({
    ok: true,
    sku: skus[0],
    intent: 'buy-now',
  })
  expect(checkAddToCart({ intent: 'buy-now' }, skus)).toEqual({ ok: false, error: 'required', sku: null })
})

test('no sku chosen asks for one', () => {
  expect(checkAddToCart({ intent: 'add-to-cart' }, skus)).toEqual({ ok: false, error: 'required', sku: null })
  expect(checkAddToCart({ intent: 'add-to-cart', sku: '' }, skus)).toMatchObject({ error: 'required' })
  // Not an id at all (no radio of the page posts it): refused like a sku of another product.
  expect(checkAddToCart({ intent: 'add-to-cart', sku: ' ' }, skus)).toMatchObject({ error: 'unknown' })
})

test('a sku of another product or garbage is refused as unknown', () => {
  expect(checkAddToCart({ intent: 'add-to-cart', sku: '99' }, skus)).toMatchObject({ error: 'unknown' })
  expect(checkAddToCart({ intent: 'add-to-cart', sku: '1e3' }, skus)).toMatchObject({ error: 'unknown' })
})

test('a sold-out sku is refused and stays chosen', () => {
  expect(checkAddToCart({ intent: 'add-to-cart', sku: '11' }, skus)).toEqual({
    ok: false,
    error: 'out-of-stock',
    sku: 11,
  })
})

test('a form with another intent is not an add-to-cart form', () => {
  expect(checkAddToCart({ intent: 'remove', sku: '10' }, skus)).toBeNull()
  expect(checkAddToCart({}, skus)).toBeNull()
})
