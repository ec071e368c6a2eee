import { expect, test } from 'vitest'
import { defaultSku, type SkuChoice, selectSku, skuColours } from './sku-selection.ts'

const aSku = (over: Partial<SkuChoice> & { id: number }): SkuChoice => ({
  size: null,
  color: null,
  price: '100.00',
  in_stock: true,
  ...over,
})

test('by minimal price the cheapest sku in stock is preselected, out-of-stock ones never', () => {
  const skus = [
    aSku({ id: 1, price: '300.00' }),
    aSku({ id: 2, price: '90.00', in_stock: false }),
    aSku({ id: 3, price: '200.00' }),
    aSku({ id: 4, price: '200.00' }),
  ]
  expect(defaultSku(skus, true)?.id).toBe(3)
})

test('without the minimal-price setting the first sku in stock is preselected', () => {
  const skus = [
    aSku({ id: 1, in_stock: false }),
    aSku({ id: 2, price: '500.00' }),
    aSku({ id: 3, price: '1.00' }),
  ]
  expect(defaultSku(skus, false)?.id).toBe(2)
})

test('nothing is preselected when nothing is in stock', () => {
  expect(defaultSku([aSku({ id: 1, in_stock: false })], true)).toBeUndefined()
  expect(defaultSku([], false)).toBeUndefined()
})

test('an unreadable price never counts as the cheapest', () => {
  const skus = [aSku({ id: 1, price: 'n/a' }), aSku({ id: 2, price: '999.00' })]
  expect(defaultSku(skus, true)?.id).toBe(2)
})

test('colours are listed once each, in order of appearance', () => {
  const skus = [
    aSku({ id: 1, color: 'Red' }),
    aSku({ id: 2, color: 'Blue' }),
    aSku({ id: 3, color: 'Red' }),
    aSku({ id: 4 }),
  ]
  expect(skuColours(skus)).toEqual(['Red', 'Blue'])
})

const jacket = [
  aSku({ id: 1, size: 'S', color: 'Green', price: '110.00' }),
  aSku({ id: 2, size: 'M', color: 'Green', price: '100.00', in_stock: false }),
  aSku({ id: 3, size: 'L', color: 'Green', price: '120.00' }),
  aSku({ id: 4, size: 'S', color: 'Red', price: '105.00' }),
  aSku({ id: 5, size: 'M', color: 'Red', price: '130.00' }),
]

test('the colour of the default sku is chosen and only its sizes are offered', () => {
  const selection = selectSku(jacket, { byMinimalPrice: true })
  expect(selection.colours).toEqual(['Green', 'Red'])
  expect(selection.colour).toBe('Red')
  expect(selection.options.map((s) => s.id)).toEqual([4, 5])
  expect(selection.selected?.id).toBe(4)
  expect(selection.isOneSize).toBe(false)
})

test('a colour asked for in the URL is honoured; an unknown one falls back to the default', () => {
  expect(selectSku(jacket, { colour: 'Green', byMinimalPrice: true }).selected?.id).toBe(1)
  expect(selectSku(jacket, { colour: 'Purple', byMinimalPrice: true }).colour).toBe('Red')
})

test('the submitted sku stays checked when it is in stock and of the chosen colour', () => {
  expect(selectSku(jacket, { colour: 'Green', sku: 3, byMinimalPrice: true }).selected?.id).toBe(3)
  // Out of stock: the default of the colour instead.
  expect(selectSku(jacket, { colour: 'Green', sku: 2, byMinimalPrice: true }).selected?.id).toBe(1)
  // Another colour's sku never stays checked.
  expect(selectSku(jacket, { colour: 'Green', sku: 5, byMinimalPrice: true }).selected?.id).toBe(1)
})

test('a single sku without a size is "one size"', () => {
  const selection = selectSku([aSku({ id: 9 })], { byMinimalPrice: false })
  expect(selection.isOneSize).toBe(true)
  expect(selection.colour).toBeNull()
  expect(selection.selected?.id).toBe(9)
})

test('colour-only variants offer one "one size" option per colour', () => {
  const skus = [aSku({ id: 1, color: 'Black' }), aSku({ id: 2, color: 'Blue', price: '90.00' })]
  const selection = selectSku(skus, { colour: 'Black', byMinimalPrice: true })
  expect(selection.options.map((s) => s.id)).toEqual([1])
  expect(selection.isOneSize).toBe(true)
})

test('when every option is sold out nothing is checked', () => {
  const skus = [aSku({ id: 1, size: 'S', in_stock: false }), aSku({ id: 2, size: 'M', in_stock: false })]
  const selection = selectSku(skus, { sku: 1, byMinimalPrice: true })
  expect(selection.selected).toBeUndefined()
  expect(selection.options).toHaveLength(2)
})
