import fc from 'fast-check'
import { expect, test } from 'vitest'
import { isShipmentState, SHIPMENT_STATES, shipmentState } from './shipment-state.ts'

test('the shipment states are the documented ones', () => {
  expect(SHIPMENT_STATES).toEqual(['getting_ready', 'pickup', 'delivered', 'done', 'canceled', 'rejected'])
})

test.each(SHIPMENT_STATES.map((state) => [state]))('shipmentState(%j) is itself', (state) => {
  expect(shipmentState(state)).toBe(state)
  expect(shipmentState(state.toUpperCase())).toBe(state)
})

test.each<[unknown, string]>([
  ['getting ready', 'getting_ready'],
  ['GETTING READY', 'getting_ready'],
  ['Getting-Ready', 'getting_ready'],
  ['  getting   ready  ', 'getting_ready'],
  ['PICKUP', 'pickup'],
  [' Delivered ', 'delivered'],
  ['CANCELED', 'canceled'],
  ['rejected', 'rejected'],
  ['DONE', 'done'],
  ['cancelled', 'getting_ready'],
  ['shipped', 'getting_ready'],
  ['pick up', 'getting_ready'],
  ['', 'getting_ready'],
  [null, 'getting_ready'],
  [undefined, 'getting_ready'],
  [3, 'getting_ready'],
  [{ state: 'done' }, 'getting_ready'],
])('shipmentState(%j) is %j', (value, state) => {
  expect(shipmentState(value)).toBe(state)
})

test('isShipmentState accepts only the canonical names', () => {
  expect(isShipmentState('pickup')).toBe(true)
  expect(isShipmentState('PICKUP')).toBe(false)
  expect(isShipmentState('getting ready')).toBe(false)
  expect(isShipmentState(null)).toBe(false)
})

test('shipmentState always gives a known state and is idempotent', () => {
  fc.assert(
    fc.property(fc.oneof(fc.string(), fc.constantFrom(...SHIPMENT_STATES), fc.anything()), (value) => {
      const state = shipmentState(value)
      expect(SHIPMENT_STATES).toContain(state)
      expect(shipmentState(state)).toBe(state)
    }),
  )
})
