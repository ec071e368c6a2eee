import * as v from 'valibot'
import { expect, test } from 'vitest'
import { Shipment } from './order.ts'
import { Sale } from './sale.ts'

const aSale = (over: Record<string, unknown> = {}) => ({
  id: 1,
  check_number: 'Ч-000481',
  date: '2026-10-23T00:00:00.000Z',
  count: 2,
  total: '2580.00',
  outlet: { id: 3, name: 'Тропа на Тверской', address: 'Москва, Тверская, 7' },
  items: [
    {
      id: 9,
      product: 5,
      name: 'Куртка',
      article: 'TR-00005',
      size: null,
      barcode: '4600000000005',
      count: 2,
      price: '1290.00',
      total: '2580.00',
    },
  ],
  ...over,
})

test('an in-outlet purchase is read with its receipt number, date, count, outlet and lines', () => {
  expect(v.parse(Sale, aSale())).toMatchObject({ check_number: 'Ч-000481', count: 2, outlet: { id: 3 } })
  expect(v.parse(Sale, aSale({ outlet: null })).outlet).toBeNull()
})

test('money on a purchase must be a decimal string, never a float', () => {
  expect(v.safeParse(Sale, aSale({ total: 2580 })).success).toBe(false)
  expect(v.safeParse(Sale, aSale({ total: '2580.5' })).success).toBe(false)
})

test('a shipment needs its service; invoice and dates may be missing', () => {
  const parcel = {
    id: 1,
    number: 'SH-1',
    delivery_service: 'СДЭК',
    invoice_number: null,
    state: 'pickup',
    expected_date: null,
    received_date: null,
  }
  expect(v.safeParse(Shipment, parcel).success).toBe(true)
  expect(v.safeParse(Shipment, { ...parcel, delivery_service: undefined }).success).toBe(false)
})
