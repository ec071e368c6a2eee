import { expect, test } from 'vitest'
import { purchaseFlags } from './product-display.ts'

const company = (caption: boolean, pickupHidden: boolean, fastOrderHidden = false) => ({
  product_purchase_show_delivery_available_caption: caption,
  is_pickup_hidden: pickupHidden,
  is_fast_order_hidden: fastOrderHidden,
})

test('the delivery caption follows the setting, for goods only', () => {
  expect(purchaseFlags(company(true, false), 'product').deliveryCaption).toBe(true)
  expect(purchaseFlags(company(false, false), 'product').deliveryCaption).toBe(false)
  expect(purchaseFlags(company(true, false), 'tour').deliveryCaption).toBe(false)
})

test('the outlets to pick up from are shown unless pickup is hidden', () => {
  expect(purchaseFlags(company(false, false), 'product').pickup).toBe(true)
  expect(purchaseFlags(company(false, true), 'product').pickup).toBe(false)
})

test('"Buy now" (fast order) is offered unless the company hides it', () => {
  expect(purchaseFlags(company(false, false), 'product').fastOrder).toBe(true)
  expect(purchaseFlags(company(false, false, true), 'product').fastOrder).toBe(false)
  expect(purchaseFlags(company(false, false, true), 'tour').fastOrder).toBe(false)
})
