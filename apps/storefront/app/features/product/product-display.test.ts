import { expect, test } from 'vitest'
import { purchaseFlags } from './product-display.ts'

const company = (caption: boolean, pickupHidden: boolean) => ({
  product_purchase_show_delivery_available_caption: caption,
  is_pickup_hidden: pickupHidden,
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
