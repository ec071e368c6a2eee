import { expect, test } from 'vitest'
import { balanceTab, isCredit, operationLabel } from './operation-label.ts'

test('the tab follows the first segment after the balance path; anything else is About', () => {
  expect(balanceTab(undefined)).toBe('about')
  expect(balanceTab('')).toBe('about')
  expect(balanceTab('details')).toBe('details')
  expect(balanceTab('details/')).toBe('details')
  expect(balanceTab('/details/extra')).toBe('details')
  expect(balanceTab('history')).toBe('about')
})

test('an operation is named by its kind, with the reason only when no order explains it', () => {
  const welcome = operationLabel({ kind: 'accrual', reason: 'welcome', order: null })
  expect(welcome.title.message ?? welcome.title.id).toBeTruthy()
  expect(welcome.reason).not.toBeNull()
  expect(operationLabel({ kind: 'debit', reason: null, order: { id: 1, number: 'TR-1' } }).reason).toBeNull()
  expect(operationLabel({ kind: 'accrual', reason: 'unknown', order: null }).reason).toBeNull()
  expect(operationLabel({ kind: 'expiry', reason: null, order: null }).title).not.toEqual(
    operationLabel({ kind: 'accrual', reason: null, order: null }).title,
  )
})

test('accruals and refunds add, debits and expiries take', () => {
  expect(['accrual', 'refund', 'debit', 'expiry'].map((k) => isCredit(k as never))).toEqual([
    true,
    true,
    false,
    false,
  ])
})
