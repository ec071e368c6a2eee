import fc from 'fast-check'
import { expect, test } from 'vitest'
import { isValidBic, isValidCorrespondentAccount, isValidInn, isValidRussianBankAccount } from './bank.ts'

// Published details of real banks and organisations: known valid independently of our algorithm.
const CORRESPONDENT_ACCOUNTS = [
  ['30101810400000000225', '044525225'], // Sberbank
  ['30101810145250000974', '044525974'], // T-Bank
  ['30101810200000000593', '044525593'], // Alfa-Bank
  ['30101810700000000187', '044525187'], // VTB
] as const

const SETTLEMENT_ACCOUNTS = [
  ['40702810800001400002', '044525700'], // a company's account at Raiffeisenbank, from a bank statement
  ['40702810238720001420', '044525225'], // a company's account at Sberbank, from a published invoice
  ['40702810713500000456', '044525104'], // a bank's sandbox payer account
  // Pre-2021 treasury accounts for paying taxes, kept at Bank of Russia settlement centres (BIC …000, …001).
  ['40101810045250010041', '044525000'],
  ['40101810800000010041', '044583001'],
  ['40101810200000010001', '044030001'],
] as const

const INNS = [
  '7707083893', // Sberbank
  '7736207543', // Yandex
  '7736050003', // Gazprom
  '7710140679', // T-Bank
  '500100732259', // the individual INN of the Federal Tax Service's own examples
] as const

test.each(['044525225', '044525974', '044525000', '040000000'])('%s is a valid BIC', (bic) => {
  expect(isValidBic(bic)).toBe(true)
})

test.each(['', '04452522', '0445252255', '004525988', '144525225', '04452522a', ' 044525225'])(
  '%j is not a valid BIC',
  (bic) => {
    expect(isValidBic(bic)).toBe(false)
  },
)

test.each(CORRESPONDENT_ACCOUNTS)('%s is the valid correspondent account of BIC %s', (account, bic) => {
  expect(isValidCorrespondentAccount(account, bic)).toBe(true)
})

test.each(SETTLEMENT_ACCOUNTS)('%s is a valid account at BIC %s', (account, bic) => {
  expect(isValidRussianBankAccount(account, bic)).toBe(true)
})

test.each([
  ['40702810800001400002', '044525225', 'another bank'],
  ['40702810800001400003', '044525700', 'a wrong last digit'],
  ['4070281080000140000', '044525700', '19 digits'],
  ['407028108000014000021', '044525700', '21 digits'],
  ['40702 810800001400002', '044525700', 'a space'],
  ['4070281080000140000a', '044525700', 'a letter'],
  ['40702810800001400002', '004525700', 'a BIC that is not a bank'],
  ['', '', 'empty input'],
])('%s at BIC %s is refused: %s', (account, bic) => {
  expect(isValidRussianBankAccount(account, bic)).toBe(false)
})

test('a settlement-centre account is checked with "0" and BIC digits 5-6, not with the last three digits', () => {
  // 40101810045250010041 is valid with key 052 (BIC 044525000); with key 000 it would need another check digit.
  expect(isValidRussianBankAccount('40101810045250010041', '044525000')).toBe(true)
  expect(isValidRussianBankAccount('40101810045250010041', '044526000')).toBe(false)
})

test.each([
  ['30101810400000000225', '044525974', 'the BIC of another bank'],
  ['40702810238720001420', '044525225', 'a settlement account, not 301'],
  ['3010181040000000022', '044525225', '19 digits'],
  ['30101810400000000225', '04452522', 'a short BIC'],
])('%s is not the correspondent account of %s: %s', (account, bic) => {
  expect(isValidCorrespondentAccount(account, bic)).toBe(false)
})

test.each(INNS)('%s is a valid INN', (inn) => {
  expect(isValidInn(inn)).toBe(true)
})

test.each([
  ['7707083894', 'a wrong check digit'],
  ['500100732258', 'a wrong second check digit'],
  ['500100732269', 'a wrong first check digit'],
  ['770708389', '9 digits'],
  ['77070838931', '11 digits'],
  ['5001007322591', '13 digits'],
  ['0000000000', 'all zeros: no region 00'],
  ['000000000000', 'all zeros, 12 digits'],
  ['77070838 93', 'a space'],
  ['', 'empty'],
])('%s is not a valid INN: %s', (inn) => {
  expect(isValidInn(inn)).toBe(false)
})

const replaceDigit = (text: string, position: number, shift: number) =>
  text.slice(0, position) + String((Number(text.charAt(position)) + shift) % 10) + text.slice(position + 1)

test('changing any one digit of a valid account makes it invalid', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...SETTLEMENT_ACCOUNTS),
      fc.integer({ min: 0, max: 19 }),
      fc.integer({ min: 1, max: 9 }),
      ([account, bic], position, shift) => {
        expect(isValidRussianBankAccount(replaceDigit(account, position, shift), bic)).toBe(false)
      },
    ),
  )
})

test('changing any one digit of a valid correspondent account makes it invalid', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...CORRESPONDENT_ACCOUNTS),
      fc.integer({ min: 3, max: 19 }),
      fc.integer({ min: 1, max: 9 }),
      ([account, bic], position, shift) => {
        expect(isValidCorrespondentAccount(replaceDigit(account, position, shift), bic)).toBe(false)
      },
    ),
  )
})

// An oracle written straight from the Federal Tax Service rule, for INNs the fixtures do not cover.
const innCheck = (digits: string, weights: number[]) =>
  (weights.reduce((sum, w, i) => sum + w * Number(digits[i]), 0) % 11) % 10

test('a 10-digit INN is valid exactly when its last digit is the check digit', () => {
  fc.assert(
    fc.property(
      fc.stringMatching(/^(0[1-9]|[1-9]\d)\d{7}$/),
      fc.integer({ min: 0, max: 9 }),
      (body, last) => {
        const expected = innCheck(body, [2, 4, 10, 3, 5, 9, 4, 6, 8]) === last
        expect(isValidInn(`${body}${last}`)).toBe(expected)
      },
    ),
  )
})

test('a 12-digit INN built with both check digits is valid and changing its last digit breaks it', () => {
  fc.assert(
    fc.property(
      fc.stringMatching(/^(0[1-9]|[1-9]\d)\d{8}$/),
      fc.integer({ min: 1, max: 9 }),
      (body, shift) => {
        const eleven = `${body}${innCheck(body, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8])}`
        const inn = `${eleven}${innCheck(eleven, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8])}`
        expect(isValidInn(inn)).toBe(true)
        expect(isValidInn(replaceDigit(inn, 11, shift))).toBe(false)
      },
    ),
  )
})
