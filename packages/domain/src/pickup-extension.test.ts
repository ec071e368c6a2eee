import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  hasUnlimitedStorage,
  PICKUP_EXTENSION_DAYS,
  type PickupExtensionDays,
  type PickupOrder,
  pickupExtensionOptions,
} from './pickup-extension.ts'

test('the pickup can be extended by 1 or 7 days', () => {
  expect(PICKUP_EXTENSION_DAYS).toEqual([1, 7])
})

test.each<[string, PickupOrder, readonly { days: number; storage_until: string }[]]>([
  [
    'a plain date',
    { paid_online: false, storage_until: '2024-05-10' },
    [
      { days: 1, storage_until: '2024-05-11' },
      { days: 7, storage_until: '2024-05-17' },
    ],
  ],
  [
    'across a month and a year',
    { paid_online: false, storage_until: '2024-12-31' },
    [
      { days: 1, storage_until: '2025-01-01' },
      { days: 7, storage_until: '2025-01-07' },
    ],
  ],
  [
    'a leap day',
    { paid_online: false, storage_until: '2024-02-28' },
    [
      { days: 1, storage_until: '2024-02-29' },
      { days: 7, storage_until: '2024-03-06' },
    ],
  ],
  [
    'a common year',
    { paid_online: false, storage_until: '2023-02-28' },
    [
      { days: 1, storage_until: '2023-03-01' },
      { days: 7, storage_until: '2023-03-07' },
    ],
  ],
  [
    'a date-time is read by its written date, not its UTC date',
    { paid_online: false, storage_until: '2024-05-10T01:00:00+03:00' },
    [
      { days: 1, storage_until: '2024-05-11' },
      { days: 7, storage_until: '2024-05-17' },
    ],
  ],
  [
    'a date-time late in the day',
    { paid_online: false, storage_until: ' 2024-05-10 23:59:59 ' },
    [
      { days: 1, storage_until: '2024-05-11' },
      { days: 7, storage_until: '2024-05-17' },
    ],
  ],
  ['paid online: unlimited storage', { paid_online: true, storage_until: '2024-05-10' }, []],
  ['paid online without a date', { paid_online: true }, []],
  ['no storage date', { paid_online: false }, []],
  ['null storage date', { paid_online: false, storage_until: null }, []],
  ['empty storage date', { paid_online: false, storage_until: '' }, []],
  ['not a real date', { paid_online: false, storage_until: '2023-02-29' }, []],
  ['month 13', { paid_online: false, storage_until: '2024-13-01' }, []],
  ['another format', { paid_online: false, storage_until: '10.05.2024' }, []],
  ['a date followed by junk', { paid_online: false, storage_until: '2024-05-10x' }, []],
])('pickupExtensionOptions: %s', (_name, order, options) => {
  expect(pickupExtensionOptions(order)).toEqual(options)
})

test.each<[readonly PickupExtensionDays[], readonly { days: number; storage_until: string }[]]>([
  [[7], [{ days: 7, storage_until: '2024-05-17' }]],
  [[1], [{ days: 1, storage_until: '2024-05-11' }]],
  [
    [7, 1, 7],
    [
      { days: 7, storage_until: '2024-05-17' },
      { days: 1, storage_until: '2024-05-11' },
    ],
  ],
  [[], []],
])('pickupExtensionOptions limited to %j days', (days, options) => {
  expect(pickupExtensionOptions({ paid_online: false, storage_until: '2024-05-10' }, days)).toEqual(options)
})

test('an order paid online has unlimited storage', () => {
  expect(hasUnlimitedStorage({ paid_online: true })).toBe(true)
  expect(hasUnlimitedStorage({ paid_online: false, storage_until: '2024-05-10' })).toBe(false)
})

test('each option is the storage date plus its days', () => {
  const day = fc.integer({ min: Date.UTC(2000, 0, 1) / 86_400_000, max: Date.UTC(2100, 0, 1) / 86_400_000 })
  fc.assert(
    fc.property(day, (n) => {
      const iso = (d: number) => new Date(d * 86_400_000).toISOString().slice(0, 10)
      expect(pickupExtensionOptions({ paid_online: false, storage_until: iso(n) })).toEqual([
        { days: 1, storage_until: iso(n + 1) },
        { days: 7, storage_until: iso(n + 7) },
      ])
      expect(pickupExtensionOptions({ paid_online: true, storage_until: iso(n) })).toEqual([])
    }),
  )
})
