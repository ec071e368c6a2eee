import { expect, test } from 'vitest'
import { needsAddress, toDeliveryType } from './delivery.ts'

test.each([
  ['VIRTUAL', 'VIRTUAL'],
  ['DELIVERY', 'DELIVERY'],
  ['PICKUP_POINT', 'PICKUP_POINT'],
  ['PICKUP', 'PICKUP'],
  ['PICKUP_NOW', 'PICKUP'],
  ['pickup', 'DELIVERY'],
  ['', 'DELIVERY'],
  [null, 'DELIVERY'],
  [undefined, 'DELIVERY'],
  [42, 'DELIVERY'],
])('toDeliveryType(%j) is %s', (input, expected) => {
  expect(toDeliveryType(input)).toBe(expected)
})

test('only courier delivery needs an address', () => {
  expect(needsAddress('DELIVERY')).toBe(true)
  expect(needsAddress('PICKUP')).toBe(false)
  expect(needsAddress('PICKUP_POINT')).toBe(false)
  expect(needsAddress('VIRTUAL')).toBe(false)
})
