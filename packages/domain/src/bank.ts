/**
 * Russian bank details of a refund by bank transfer and of legal info (spec §3 "Return application",
 * "Legal info"; §5 "Bank account number must be valid"). Checks follow the Bank of Russia control-key
 * algorithm for account numbers and the Federal Tax Service check digits for the INN.
 */

// The control-key weights 7, 1, 3 repeat over the 23 digits.
const ACCOUNT_WEIGHTS = '713'
const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const
const INN12_FIRST_WEIGHTS = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const
const INN12_SECOND_WEIGHTS = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const

const BIC = /^04\d{7}$/
const ACCOUNT = /^\d{20}$/
// BICs whose last three digits are 000 or 001 belong to Bank of Russia divisions (settlement centres).
const BANK_OF_RUSSIA_SUFFIX = /^(000|001)$/

/**
 * A BIC (БИК) of a Russian credit institution: 9 digits starting with 04 (the country code of Russia).
 * Treasury BICs of the Federal Treasury (starting 00) are refused: a shop refunds to customers' accounts in
 * banks, never to a treasury account.
 */
export function isValidBic(bic: string): boolean {
  return BIC.test(bic)
}

/**
 * A 20-digit account (расчётный счёт) checked against its BIC with the Bank of Russia control key: the last
 * 3 digits of the BIC (or "0" and BIC digits 5-6 for an account at a Bank of Russia settlement centre) are put
 * before the account, the 23 digits are weighted 7, 1, 3, … and the sum must end in 0.
 * Input is taken as typed, without trimming spaces: forms send digits only.
 */
export function isValidRussianBankAccount(account: string, bic: string): boolean {
  if (!isValidBic(bic) || !ACCOUNT.test(account)) return false
  const suffix = bic.slice(6)
  const key = BANK_OF_RUSSIA_SUFFIX.test(suffix) ? correspondentKey(bic) : suffix
  return controlSumIsZero(key + account)
}

/**
 * A correspondent account (корреспондентский счёт) of a bank at the Bank of Russia: 20 digits starting 301,
 * checked with "0" and BIC digits 5-6 before it, because it is kept at the settlement centre.
 * Its last three digits must also be those of the BIC, as the Bank of Russia assigns them; without that, any
 * bank of the same region (same BIC digits 5-6) would pass, e.g. Sberbank's account with T-Bank's BIC.
 */
export function isValidCorrespondentAccount(account: string, bic: string): boolean {
  if (!isValidBic(bic) || !ACCOUNT.test(account) || !account.startsWith('301')) return false
  if (!account.endsWith(bic.slice(6))) return false
  return controlSumIsZero(correspondentKey(bic) + account)
}

/**
 * An INN: 10 digits for a legal entity (one check digit) or 12 for an individual or sole trader (two check
 * digits). An INN starting with 00 is refused although its check digits may add up (0000000000 does): the first
 * two digits are a region or tax office code, and none is 00.
 */
export function isValidInn(inn: string): boolean {
  if (!/^\d{10}(\d{2})?$/.test(inn) || inn.startsWith('00')) return false
  const digitAt = (i: number) => Number(inn.charAt(i))
  if (inn.length === 10) return checkDigit(inn, INN10_WEIGHTS) === digitAt(9)
  return (
    checkDigit(inn, INN12_FIRST_WEIGHTS) === digitAt(10) &&
    checkDigit(inn, INN12_SECOND_WEIGHTS) === digitAt(11)
  )
}

function correspondentKey(bic: string): string {
  return `0${bic.slice(4, 6)}`
}

function controlSumIsZero(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    sum += Number(digits.charAt(i)) * Number(ACCOUNT_WEIGHTS.charAt(i % ACCOUNT_WEIGHTS.length))
  }
  return sum % 10 === 0
}

// The check digit is the weighted sum mod 11, with 10 written as 0.
function checkDigit(inn: string, weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, i) => total + weight * Number(inn.charAt(i)), 0)
  return (sum % 11) % 10
}
