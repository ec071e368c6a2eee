import { isValidBic, isValidCorrespondentAccount, isValidInn, isValidRussianBankAccount } from './bank.ts'

/**
 * A legal customer's details (spec §3 "Legal info"), checked with the INN and bank rules of `bank.ts` (§5 "Bank
 * account number must be valid"). One rulebook for the storefront's form and the API: both call
 * `legalInfoErrors` and word the codes in their own language.
 */
export const LEGAL_INFO_FIELDS = [
  'company',
  'inn',
  'address',
  'fio',
  'bank_name',
  'bic',
  'account',
  'correspondent_account',
] as const
export type LegalInfoField = (typeof LEGAL_INFO_FIELDS)[number]
export type LegalInfo = Record<LegalInfoField, string>

/** Text limits: a company's full name and address can be long, but not unbounded. */
export const LEGAL_TEXT_MAX_LENGTH = 300

/**
 * `required`: empty; `too_long`: over the limit; `inn`, `bic`, `account`, `correspondent_account`: the number
 * fails its check digits (or its shape); the accounts are checked against the BIC, so with a wrong BIC only the
 * BIC is named.
 */
export type LegalInfoErrorCode = 'required' | 'too_long' | 'inn' | 'bic' | 'account' | 'correspondent_account'
export type LegalInfoErrors = Partial<Record<LegalInfoField, LegalInfoErrorCode>>

const TEXT_FIELDS = ['company', 'address', 'fio', 'bank_name'] as const

/**
 * The details as they will be stored: spaces trimmed, and the numbers' spaces and dashes removed (people copy
 * them from invoices as `4070 2810 …`); anything else in a number stays so the check refuses it.
 */
export function normalizeLegalInfo(input: Partial<Record<LegalInfoField, unknown>>): LegalInfo {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
  const digits = (value: unknown) => text(value).replace(/[\s-]/g, '')
  return {
    company: text(input.company),
    inn: digits(input.inn),
    address: text(input.address),
    fio: text(input.fio),
    bank_name: text(input.bank_name),
    bic: digits(input.bic),
    account: digits(input.account),
    correspondent_account: digits(input.correspondent_account),
  }
}

/** Every field is required (a bank transfer needs all of them); empty when the details are valid. */
export function legalInfoErrors(info: LegalInfo): LegalInfoErrors {
  const errors: LegalInfoErrors = {}
  for (const field of LEGAL_INFO_FIELDS) {
    if (info[field] === '') errors[field] = 'required'
  }
  for (const field of TEXT_FIELDS) {
    if (info[field].length > LEGAL_TEXT_MAX_LENGTH) errors[field] = 'too_long'
  }
  if (!errors.inn && !isValidInn(info.inn)) errors.inn = 'inn'
  if (!errors.bic && !isValidBic(info.bic)) errors.bic = 'bic'
  const bicOk = !errors.bic
  if (!errors.account && bicOk && !isValidRussianBankAccount(info.account, info.bic))
    errors.account = 'account'
  if (!errors.account && !bicOk && !/^\d{20}$/.test(info.account)) errors.account = 'account'
  if (
    !errors.correspondent_account &&
    bicOk &&
    !isValidCorrespondentAccount(info.correspondent_account, info.bic)
  )
    errors.correspondent_account = 'correspondent_account'
  if (!errors.correspondent_account && !bicOk && !/^\d{20}$/.test(info.correspondent_account))
    errors.correspondent_account = 'correspondent_account'
  return errors
}
