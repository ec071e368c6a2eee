import { expect, test } from 'vitest'
import { outletStock } from './outlet-stock.ts'

const outlet = (id: number, skus: { sku: number; quantity: number }[]) => ({
  outlet: { id, name: `Outlet ${id}`, address: `Street ${id}` },
  skus,
})

const availability = [
  outlet(1, [{ sku: 10, quantity: 0 }]),
  outlet(2, [
    { sku: 10, quantity: 2 },
    { sku: 11, quantity: 5 },
  ]),
  outlet(3, [{ sku: 11, quantity: 1 }]),
]

test('quantities are those of the chosen sku and outlets that have it come first', () => {
  expect(outletStock(availability, 10).map((r) => [r.id, r.quantity])).toEqual([
    [2, 2],
    [1, 0],
    [3, 0],
  ])
})

test('with no sku chosen the whole product counts', () => {
  expect(outletStock(availability, null).map((r) => [r.id, r.quantity])).toEqual([
    [2, 7],
    [3, 1],
    [1, 0],
  ])
})
