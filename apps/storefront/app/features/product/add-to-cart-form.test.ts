import { expect, test } from 'vitest'
import { addToCartSubmission, isAddToCartPost, type PurchaseKind, postedSku } from './add-to-cart-form.ts'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

const skus = [
  { id: 10, in_stock: true },
  { id: 11, in_stock: false },
]

const submit = (fields: Record<string, string>, kind: PurchaseKind = 'product') =>
  addToCartSubmission(form(fields), skus, kind)

test('a sku of this product in stock is accepted with its intent', () => {
  const added = submit({ intent: 'add-to-cart', sku: '10' })
  expect(added.status === 'success' && added.value).toEqual({ intent: 'add-to-cart', sku: skus[0] })
  // "Buy now" checks the same choice; the action then goes on to the one-item checkout.
  const bought = submit({ intent: 'buy-now', sku: '10' })
  expect(bought.status === 'success' && bought.value).toEqual({ intent: 'buy-now', sku: skus[0] })
})

test("no sku chosen is a code of the message map naming the product's kind of choice", () => {
  expect(submit({ intent: 'add-to-cart' }).reply().error).toEqual({ sku: ['choose_size'] })
  expect(submit({ intent: 'buy-now', sku: '' }).reply().error).toEqual({ sku: ['choose_size'] })
  // A tour's choice is a date, a hotel's a room: "Choose an option."
  expect(submit({ intent: 'add-to-cart' }, 'tour').reply().error).toEqual({ sku: ['choose_option'] })
  expect(submit({ intent: 'add-to-cart' }, 'hotel').reply().error).toEqual({ sku: ['choose_option'] })
})

test('a sku of another product or garbage is refused as unknown, with the value as typed', () => {
  for (const sku of ['99', '1e3', ' ', 'x']) {
    const reply = submit({ intent: 'add-to-cart', sku }).reply()
    expect(reply.error).toEqual({ sku: ['sku_unknown'] })
    expect(reply.initialValue).toEqual({ intent: 'add-to-cart', sku })
  }
})

test('a sold-out sku is refused and stays the posted choice', () => {
  const reply = submit({ intent: 'add-to-cart', sku: '11' }).reply()
  expect(reply.error).toEqual({ sku: ['sku_sold_out'] })
  expect(reply.initialValue).toEqual({ intent: 'add-to-cart', sku: '11' })
  expect(postedSku(form({ sku: '11' }), skus)).toBe(11)
  expect(postedSku(form({ sku: '99' }), skus)).toBeNull()
  expect(postedSku(form({}), skus)).toBeNull()
})

test('a form with another intent is not an add-to-cart form', () => {
  expect(isAddToCartPost(form({ intent: 'remove', sku: '10' }))).toBe(false)
  expect(isAddToCartPost(form({}))).toBe(false)
  expect(isAddToCartPost(form({ intent: 'buy-now' }))).toBe(true)
  expect(submit({ intent: 'remove', sku: '10' }).reply().error).toEqual({ intent: ['choice'] })
})
