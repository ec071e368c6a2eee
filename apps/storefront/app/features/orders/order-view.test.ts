import { expect, test } from 'vitest'
import {
  addressDetails,
  addressLine,
  canCancel,
  extensionOptions,
  isPaidOnline,
  isPositive,
} from './order-view.ts'

const anOrder = (over: Partial<Parameters<typeof extensionOptions>[0]> = {}) => ({
  actions: ['EXTEND_PICKUP'],
  payment_type: 'cash',
  to_be_paid: '5990.00',
  storage_until: '2026-11-25T00:00:00.000Z',
  ...over,
})

test('the address reads as city, street, house without empty parts', () => {
  expect(addressLine({ city: 'Москва', street: 'Тверская', house: '7' })).toBe('Москва, Тверская, 7')
  expect(addressLine({ city: 'Москва', street: ' ', house: 7 })).toBe('Москва')
  expect(addressLine(null)).toBe('')
})

test('address details are read field by field, missing ones empty', () => {
  expect(addressDetails({ flat: '12', floor: '3', comment: 'Домофон' })).toEqual({
    entrance: '',
    floor: '3',
    flat: '12',
    comment: 'Домофон',
  })
})

test('amounts above zero are told apart from zero and unreadable ones', () => {
  expect(isPositive('0.01')).toBe(true)
  expect(isPositive('0.00')).toBe(false)
  expect(isPositive('abc')).toBe(false)
})

test('a waiting cash order can be kept 1 or 7 days longer than its storage date', () => {
  expect(extensionOptions(anOrder())).toEqual([
    { days: 1, storage_until: '2026-11-26' },
    { days: 7, storage_until: '2026-12-02' },
  ])
})

test('no extension without the API allowing it, or when paid online (unlimited storage)', () => {
  expect(extensionOptions(anOrder({ actions: [] }))).toEqual([])
  expect(extensionOptions(anOrder({ payment_type: 'redirect', to_be_paid: '0.00' }))).toEqual([])
  expect(isPaidOnline({ payment_type: 'cash', to_be_paid: '0.00' })).toBe(false)
})

test('cancel is offered only when the API lists it', () => {
  expect(canCancel({ actions: ['PAY', 'CANCEL'] })).toBe(true)
  expect(canCancel({ actions: ['PAY'] })).toBe(false)
})
