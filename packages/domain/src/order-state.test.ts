import { expect, test } from 'vitest'
import {
  CANCELLABLE_ORDER_STATES,
  FINAL_ORDER_STATES,
  isAwaitingPickup,
  isCancellableOrderState,
  isFinalOrderState,
  ORDER_STATES,
  orderStateLabelKey,
} from './order-state.ts'

test.each(['canceled', 'rejected', 'expired', 'refunded', 'returned', 'CANCELED'])('%s is final', (state) => {
  expect(isFinalOrderState(state)).toBe(true)
})

test.each([
  'new',
  'collecting',
  'collected',
  'ready',
  'ready_delivery',
  'ready_pickup',
  'ready_pickup_now',
  'shipping',
  'done',
  '',
  'unknown',
])('%j is not final', (state) => {
  expect(isFinalOrderState(state)).toBe(false)
})

test('every final state of the state list is in the final set, and done is not', () => {
  const finals = ORDER_STATES.filter(isFinalOrderState)
  expect(finals).toEqual(['returned', 'rejected', 'canceled', 'expired'])
  expect(FINAL_ORDER_STATES.size).toBe(5)
})

const keys = new Set(['ready.pickup', 'canceled.by_client'])
const hasKey = (key: string) => keys.has(key)

test.each([
  ['ready', 'PICKUP', 'ready.pickup'],
  ['ready', 'pickup', 'ready.pickup'],
  ['canceled', 'By_Client', 'canceled.by_client'],
  ['ready', 'COURIER', 'ready'],
  ['ready', null, 'ready'],
  ['ready', undefined, 'ready'],
  ['ready', '', 'ready'],
  ['new', 'PICKUP', 'new'],
])('orderStateLabelKey(%j, %j) is %j', (state, sub, expected) => {
  expect(orderStateLabelKey(state, sub, hasKey)).toBe(expected)
})

test('an order can be cancelled until it ships, never when final', () => {
  expect(isCancellableOrderState('new')).toBe(true)
  expect(isCancellableOrderState('ready_pickup_now')).toBe(true)
  expect(isCancellableOrderState('shipping')).toBe(false)
  expect(isCancellableOrderState('done')).toBe(false)
  for (const state of CANCELLABLE_ORDER_STATES) expect(isFinalOrderState(state)).toBe(false)
})

test('only ready-for-pickup orders await pickup', () => {
  expect(ORDER_STATES.filter(isAwaitingPickup)).toEqual(['ready_pickup', 'ready_pickup_now'])
})
