/**
 * Phone numbers as customers type them (spec §5 "Phone validity", §8 phone parsing errors, §9 default country RU).
 *
 * We import the `max` metadata of libphonenumber-js on purpose. The spec says a number is valid only if it is
 * "valid for its country", which needs each country's full number patterns: the `min` metadata only checks
 * lengths (so +7 012 345-67-89 would pass), and the `mobile` metadata would reject landlines, which a legal
 * customer may well give as a contact number. The extra size is the price of answering the spec's question.
 */
import { type CountryCode, parsePhoneNumberWithError, validatePhoneNumberLength } from 'libphonenumber-js/max'
import { phoneDigits } from './phone-digits.ts'

export type { CountryCode } from 'libphonenumber-js/max'
export { phoneDigits } from './phone-digits.ts'

/** The phone parsing errors of spec §8; there is no user message, forms show one generic text. */
export type PhoneError = 'NOT_A_NUMBER' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_COUNTRY'

export type PhoneResult =
  | { ok: true; e164: string; country: string | undefined }
  | { ok: false; error: PhoneError }

/** §9 "Default phone country RU". */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'RU'

const MAX_NATIONAL_LENGTH = 17
const MAX_EXTENSION_LENGTH = 20
// libphonenumber itself refuses longer input; checking first keeps our regexes cheap on pasted junk.
const MAX_INPUT_LENGTH = 250

// An extension marker must follow a digit, space or punctuation so that "fax 8912..." is not read as "x 8912".
const EXTENSION = /(?<=[\d\s().-])(?:extension|ext\.?|доб\.?|x|#)\s*\d+\s*#?$/iu
const LETTER = /\p{L}/u
// The QA number range of spec §5, written with or without "+" and with the usual separators.
const QA_RANGE = /^\+?7111\d*$/

const fail = (error: PhoneError): PhoneResult => ({ ok: false, error })

/**
 * Validates a phone number as typed and returns its E.164 form (without the extension, which E.164 cannot hold).
 *
 * Rules, in order (spec §5):
 * - an extension ("ext. 123", "доб. 12", "x12", "#12") is split off first and may have up to 20 digits, so the
 *   letters rule below does not glue its digits onto the number;
 * - text with letters keeps only digits and dots ("+7 912 345 67 89 (Ivan)" -> "79123456789"); a leading "+"
 *   the customer typed is put back at once, since the next rule would add it anyway;
 * - numbers starting +7111 or 7111 are a QA range and always valid (country RU), if the national part has
 *   2 to 17 digits;
 * - text without "+" is first read as a national number of `defaultCountry`, and only then with "+" added.
 *   In Russia 8 is the trunk prefix and many people omit the country code, so "8 912 345-67-89" and
 *   "912 345-67-89" are Russian mobiles, and "4951234567" stays a Moscow landline instead of becoming a German
 *   number. Foreign numbers typed without "+" ("375291234567") are invalid in RU and so get the "+".
 * - a number that parses but is not valid for its country is NOT_A_NUMBER; a length between two possible
 *   lengths of the country (libphonenumber's INVALID_LENGTH, e.g. 11 digits in RU) is TOO_LONG, because in
 *   practice it is a number with an extra digit typed.
 * When neither reading is valid, the error of the national reading is reported.
 */
export function validatePhone(
  text: string,
  defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY,
): PhoneResult {
  let value = text.trim()
  if (value.length > MAX_INPUT_LENGTH) return fail('TOO_LONG')
  const extension = EXTENSION.exec(value)
  if (extension) {
    if (phoneDigits(extension[0]).length > MAX_EXTENSION_LENGTH) return fail('TOO_LONG')
    value = value.slice(0, extension.index).trim()
  }
  if (LETTER.test(value)) value = (value.startsWith('+') ? '+' : '') + value.replace(/[^\d.]/g, '')

  const compact = value.replace(/[\s().-]/g, '')
  if (QA_RANGE.test(compact)) return qaNumber(compact)

  if (value.startsWith('+')) return parse(value, undefined)
  const national = parse(value, defaultCountry)
  if (national.ok) return national
  const international = parse(`+${value}`, undefined)
  return international.ok ? international : national
}

/** Whether the text is a valid phone number by the rules of {@link validatePhone}, default country RU. */
export function isValidPhone(text: string): boolean {
  return validatePhone(text).ok
}

function qaNumber(compact: string): PhoneResult {
  const digits = phoneDigits(compact)
  // The country code 7 is one digit; everything after it is the national number.
  if (digits.length - 1 > MAX_NATIONAL_LENGTH) return fail('TOO_LONG')
  return { ok: true, e164: `+${digits}`, country: 'RU' }
}

function parse(value: string, country: CountryCode | undefined): PhoneResult {
  try {
    // libphonenumber already refuses national numbers outside 2..17 digits with TOO_SHORT / TOO_LONG.
    const phone = parsePhoneNumberWithError(value, country)
    if (phone.isValid()) return { ok: true, e164: phone.number, country: phone.country }
    return fail(lengthError(value, country))
  } catch (error) {
    return fail(toPhoneError(error))
  }
}

function lengthError(value: string, country: CountryCode | undefined): PhoneError {
  const result = validatePhoneNumberLength(value, country)
  if (result === 'TOO_SHORT') return 'TOO_SHORT'
  if (result === 'TOO_LONG' || result === 'INVALID_LENGTH') return 'TOO_LONG'
  return 'NOT_A_NUMBER'
}

function toPhoneError(error: unknown): PhoneError {
  const message = error instanceof Error ? error.message : ''
  switch (message) {
    case 'TOO_SHORT':
    case 'TOO_LONG':
    case 'INVALID_COUNTRY':
      return message
    default:
      return 'NOT_A_NUMBER'
  }
}
