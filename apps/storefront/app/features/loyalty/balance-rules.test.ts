import { expect, test } from 'vitest'
import { balanceTab, isCredit } from './balance-rules.ts'

test('the tab follows the first segment after the balance path; anything else is About', () => {
  expect(balanceTab(undefined)).toBe('about')
  expect(balanceTab('')).toBe('about')
  expect(balanceTab('details')).toBe('details')
  expect(balanceTab('details/')).toBe('details')
  expect(balanceTab('/details/extra')).toBe('details')
  expect(balanceTab('history')).toBe('about')
})

test('accruals and refunds add, debits and expiries take', () => {
  expect(['accrual', 'refund', 'debit', 'expiry'].map((k) => isCredit(k as never))).toEqual([
    true,
    true,
    false,
    false,
  ])
})
