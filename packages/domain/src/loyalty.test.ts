import { expect, test } from 'vitest'
import {
  accrualDates,
  accrualFor,
  balanceOf,
  cardSpend,
  loyaltyCardNumber,
  normalizeBarcode,
  remainingByAccrual,
} from './loyalty.ts'

test('a card number is nine digits derived from the customer id, so two customers never share one', () => {
  expect(loyaltyCardNumber(1)).toBe('100000001')
  expect(loyaltyCardNumber(4821)).toBe('100004821')
  expect(loyaltyCardNumber(99_999_999)).toBe('199999999')
  expect(() => loyaltyCardNumber(0)).toThrow(RangeError)
  expect(() => loyaltyCardNumber(100_000_000)).toThrow(RangeError)
})

test('a typed barcode loses the spaces, dashes and dots people group digits with', () => {
  expect(normalizeBarcode(' 100 004-821 ')).toBe('100004821')
  expect(normalizeBarcode('gc.7700')).toBe('GC7700')
})

test('the balance is accruals and refunds minus debits and expiries', () => {
  expect(
    balanceOf([
      { kind: 'accrual', amountMinor: 1000 },
      { kind: 'debit', amountMinor: 300 },
      { kind: 'refund', amountMinor: 100 },
      { kind: 'expiry', amountMinor: 50 },
    ]),
  ).toBe(750)
  expect(balanceOf([])).toBe(0)
})

test('an order earns 5% of the money paid, rounded down, and nothing for nothing', () => {
  expect(accrualFor(599_000)).toBe(29_950)
  expect(accrualFor(19)).toBe(0)
  expect(accrualFor(0)).toBe(0)
  expect(accrualFor(-100)).toBe(0)
})

test('points become spendable after the return window and expire a year later', () => {
  const { availableAt, expiresAt } = accrualDates(new Date('2026-11-01T00:00:00Z'))
  expect(availableAt.toISOString()).toBe('2026-11-15T00:00:00.000Z')
  expect(expiresAt.toISOString()).toBe('2027-11-15T00:00:00.000Z')
})

test('spending takes the oldest points first, so an expiry only takes what is left of its accrual', () => {
  const accruals = [
    { id: 1, amountMinor: 500 },
    { id: 2, amountMinor: 300 },
    { id: 3, amountMinor: 200 },
  ]
  expect([...remainingByAccrual(accruals, 600)]).toEqual([
    [1, 0],
    [2, 200],
    [3, 200],
  ])
  expect([...remainingByAccrual(accruals, 0)]).toEqual([
    [1, 500],
    [2, 300],
    [3, 200],
  ])
  expect([...remainingByAccrual(accruals, 5000).values()]).toEqual([0, 0, 0])
  expect([...remainingByAccrual(accruals, -10).values()]).toEqual([500, 300, 200])
})

test('a card pays what was asked, at most its balance and what is still due', () => {
  expect(cardSpend({ balanceMinor: 5000, dueMinor: 3000 })).toBe(3000)
  expect(cardSpend({ balanceMinor: 2000, dueMinor: 3000 })).toBe(2000)
  expect(cardSpend({ balanceMinor: 5000, dueMinor: 3000, requestedMinor: 1000 })).toBe(1000)
  expect(cardSpend({ balanceMinor: 0, dueMinor: 3000 })).toBe(0)
  expect(cardSpend({ balanceMinor: 100, dueMinor: 0 })).toBe(0)
})
