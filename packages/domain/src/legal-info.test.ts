import { expect, test } from 'vitest'
import { type LegalInfo, legalInfoErrors, normalizeLegalInfo } from './legal-info.ts'

// Sberbank's own published details: a real INN, BIC, correspondent account and a company account there.
const valid: LegalInfo = {
  company: 'ООО «Северный склад»',
  inn: '7707083893',
  address: '117997, Москва, ул. Вавилова, 19',
  fio: 'Смирнова Анна Петровна',
  bank_name: 'ПАО Сбербанк',
  bic: '044525225',
  account: '40702810238720001420',
  correspondent_account: '30101810400000000225',
}

test('valid details have no errors', () => {
  expect(legalInfoErrors(valid)).toEqual({})
})

test('numbers copied with spaces and dashes are read as digits; texts are trimmed', () => {
  const info = normalizeLegalInfo({
    ...valid,
    company: '  ООО «Северный склад» ',
    account: '4070 2810 2387 2000 1420',
    bic: '04-45-25-225',
  })
  expect(info.company).toBe('ООО «Северный склад»')
  expect(info.account).toBe('40702810238720001420')
  expect(legalInfoErrors(info)).toEqual({})
})

test('every field is required', () => {
  const empty = normalizeLegalInfo({})
  expect(Object.values(legalInfoErrors(empty))).toEqual(Array(8).fill('required'))
})

test('a wrong INN check digit is refused', () => {
  expect(legalInfoErrors({ ...valid, inn: '7707083894' })).toEqual({ inn: 'inn' })
})

test('accounts are checked against the BIC: an account of another bank is refused', () => {
  expect(legalInfoErrors({ ...valid, account: '40702810800001400002' })).toEqual({ account: 'account' })
  expect(legalInfoErrors({ ...valid, correspondent_account: '30101810145250000974' })).toEqual({
    correspondent_account: 'correspondent_account',
  })
})

test('with a wrong BIC only the BIC is named when the accounts have the right shape', () => {
  expect(legalInfoErrors({ ...valid, bic: '144525225' })).toEqual({ bic: 'bic' })
  expect(legalInfoErrors({ ...valid, bic: '144525225', account: '123' })).toEqual({
    bic: 'bic',
    account: 'account',
  })
})

test('long texts are refused', () => {
  expect(legalInfoErrors({ ...valid, address: 'д'.repeat(301) })).toEqual({ address: 'too_long' })
})
