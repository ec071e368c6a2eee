import { describe, expect, test } from 'vitest'
import {
  sameFullName,
  validateApplicant,
  validateDocument,
  validateFutureDate,
  validatePastDate,
  validatePickup,
  validateRefund,
} from './return-application.ts'

const today = new Date('2026-11-24T12:00:00Z')
// Sberbank Moscow: BIC 044525225, correspondent account 30101810400000000225; the account passes the key.
const sber = {
  bic: '044525225',
  correspondent_account: '30101810400000000225',
  account: '40817810938160925982',
}
const applicant = {
  full_name: 'Иван Петрович Петров',
  email: 'ivan@example.com',
  phone: '+7 912 345-67-89',
  birth_date: '12.04.1990',
  registration_address: 'Москва, Тверская улица, 7, кв. 12',
}

describe('applicant', () => {
  test('a complete adult applicant passes', () => {
    expect(validateApplicant(applicant, today)).toEqual({})
  })
  test('each field says what is wrong', () => {
    expect(
      validateApplicant(
        {
          full_name: 'Иван',
          email: 'ivan@',
          phone: '12',
          birth_date: '01.01.2010',
          registration_address: ' ',
        },
        today,
      ),
    ).toEqual({
      full_name: 'invalid',
      email: 'email',
      phone: 'phone',
      birth_date: 'under_18',
      registration_address: 'required',
    })
    expect(validateApplicant({ ...applicant, birth_date: '12.04.19' }, today).birth_date).toBe('incomplete')
    expect(validateApplicant({ ...applicant, birth_date: '31.02.1990' }, today).birth_date).toBe('invalid')
    expect(validateApplicant({ ...applicant, birth_date: '01.01.2030' }, today).birth_date).toBe('future')
  })
})

describe('document', () => {
  const passport = {
    type: 'passport_ru',
    series: '45 10',
    number: '123456',
    issue_date: '15.05.2010',
    issuer: 'ОВД Тверского района г. Москвы',
    division_code: '770-001',
    issue_country: '',
    latin_name: '',
    expiry_date: '',
  }
  test('a Russian passport needs series, number, issue date, issuer and division code', () => {
    expect(validateDocument(passport, today)).toEqual({})
    expect(
      validateDocument(
        { ...passport, series: '451', number: '12', division_code: '77', issue_date: '01.01.2027' },
        today,
      ),
    ).toEqual({
      series: 'series',
      number: 'passport_number',
      division_code: 'division_code',
      issue_date: 'future',
    })
  })
  test('a foreign passport needs the country, a latin name and a future expiry date', () => {
    const foreign = {
      ...passport,
      type: 'passport_foreign',
      series: '',
      division_code: '',
      issue_country: 'Казахстан',
      latin_name: 'IVAN PETROV',
      expiry_date: '01.01.2030',
    }
    expect(validateDocument(foreign, today)).toEqual({})
    expect(validateDocument({ ...foreign, latin_name: 'Иван', expiry_date: '01.01.2020' }, today)).toEqual({
      latin_name: 'latin',
      expiry_date: 'expired',
    })
    expect(validateDocument({ ...foreign, type: 'visa' }, today)).toEqual({ type: 'required' })
  })
  test('date helpers', () => {
    expect(validatePastDate('24.11.2026', today)).toBeNull()
    expect(validatePastDate('25.11.2026', today)).toBe('future')
    expect(validateFutureDate('24.11.2026', today)).toBeNull()
    expect(validateFutureDate('23.11.2026', today)).toBe('expired')
    expect(validateFutureDate('2.1', today)).toBe('incomplete')
  })
})

describe('refund', () => {
  const bank = {
    method: 'bank_details',
    receiver_full_name: 'иван петрович  ПЕТРОВ',
    bank: 'ПАО Сбербанк',
    ...sber,
  }
  test('card needs nothing more; bank details are checked by the Bank of Russia keys', () => {
    expect(validateRefund({ ...bank, method: 'card' }, applicant.full_name)).toEqual({})
    expect(validateRefund(bank, applicant.full_name)).toEqual({})
    expect(validateRefund({ ...bank, account: '40817810938160925983' }, applicant.full_name)).toEqual({
      account: 'account',
    })
    expect(validateRefund({ ...bank, bic: '123' }, applicant.full_name)).toMatchObject({
      bic: 'bic',
      account: 'account',
      correspondent_account: 'correspondent_account',
    })
  })
  test('the account must belong to the applicant', () => {
    expect(validateRefund({ ...bank, receiver_full_name: 'Мария Петрова' }, applicant.full_name)).toEqual({
      receiver_full_name: 'not_applicant',
    })
    expect(sameFullName('Пётр Ёлкин', 'петр елкин')).toBe(true)
  })
})

test('pickup is an outlet or a courier address', () => {
  expect(validatePickup({ kind: 'pickup_point', outlet: '3', address: '' })).toEqual({})
  expect(validatePickup({ kind: 'courier', outlet: '', address: '' })).toEqual({ address: 'required' })
  expect(validatePickup({ kind: '', outlet: '', address: '' })).toEqual({ kind: 'required' })
})
