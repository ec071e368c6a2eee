/**
 * Generic form rules of spec §5 (email, integer, required, slug, URL) and the customer/recipient rules of the
 * checkout. Each check returns a message key, not text: the storefront translates, the API answers with the
 * spec's English message for the same key (`VALIDATION_MESSAGES`).
 */
import { isValidPhone } from './phone.ts'

export const VALIDATION_MESSAGES = {
  required: 'Value is required',
  email: 'Value is not a valid email address',
  integer: 'Value is not an integer',
  required_if: 'The value is required',
  min_length_11: 'This field should be at least 11 characters long',
  phone: 'The phone number contains an error',
  slug: 'Only Latin letters, digits and hyphens are allowed',
  url: 'Enter a valid URL',
  name_letters: 'Enter a real name: letters only, at least 2',
  address_text: 'Use letters and digits in the address',
} as const
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES

// One @, no spaces, a dot in the domain part with a 2+ letter TLD: the usual pragmatic check. The full RFC
// 5322 grammar admits addresses no mail provider accepts; the confirmation link proves the rest.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/
const MAX_EMAIL_LENGTH = 254

export function isValidEmail(text: string): boolean {
  const value = text.trim()
  return value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value)
}

export function isInteger(text: string): boolean {
  return /^-?\d+$/.test(text.trim())
}

/** Slug: Latin letters, digits and hyphen only (spec §5). */
export function isValidSlug(text: string): boolean {
  return /^[A-Za-z0-9-]+$/.test(text)
}

/** A valid absolute http(s) URL (spec §5 "URL must be valid"). */
export function isValidUrl(text: string): boolean {
  try {
    const url = new URL(text.trim())
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

/** The minimum length of the customer's and recipient's phone as typed (spec §5). */
export const MIN_PHONE_LENGTH = 11

// Letters of any script, joined by the marks names use: "Анна-Мария", "O'Neil", "St. John", "Jean Luc".
const NAME = /^\p{L}[\p{L}\p{M}]*(?:(?:[-' ’]|\. ?)\p{L}[\p{L}\p{M}]*)*\.?$/u

/**
 * A person's name as a courier reads it: letters (any script) with hyphens, apostrophes, dots and spaces
 * between them, and at least one word of two letters or more. "Я Ё", "😀" or "123" are refused (issue 10: a
 * paid order went out to the name "Я Ё").
 */
export function isRealName(text: string): boolean {
  const name = text.trim().replace(/\s+/g, ' ')
  if (!NAME.test(name)) return false
  return name.split(/[-' ’.]+/).some((word) => [...word.replace(/\p{M}/gu, '')].length >= 2)
}

/**
 * One part of an address (city, street, house, flat…): blank, or text with a letter or digit and no emoji.
 * "🏙️" or "кв. 🚪" are not something a courier can find.
 */
export function isAddressText(text: string | null | undefined): boolean {
  const value = (text ?? '').trim()
  if (value === '') return true
  return /[\p{L}\p{N}]/u.test(value) && !/\p{Extended_Pictographic}/u.test(value)
}

export type PersonFields = { first_name?: string | null; last_name?: string | null; phone?: string | null }
export type PersonErrors = Partial<Record<'first_name' | 'last_name' | 'phone', ValidationMessageKey>>

/**
 * Customer and recipient on checkout: first name, last name and phone are required; the phone must have at
 * least 11 characters (spec §5 wording) and be a valid number by the phone rules.
 */
export function validatePerson(person: PersonFields): PersonErrors {
  return validatePersonWith(person, isValidPhone)
}

/**
 * {@link validatePerson} with the phone check given: a browser may check the shape only until it has loaded
 * the phone metadata (issue 18: ~49 kB gzip, kept out of the checkout's first load); whoever accepts the
 * data (the storefront's action, the API) checks with the full rules.
 */
export function validatePersonWith(
  person: PersonFields,
  isPhoneValid: (text: string) => boolean,
): PersonErrors {
  const errors: PersonErrors = {}
  if (!person.first_name?.trim()) errors.first_name = 'required'
  else if (!isRealName(person.first_name)) errors.first_name = 'name_letters'
  if (!person.last_name?.trim()) errors.last_name = 'required'
  else if (!isRealName(person.last_name)) errors.last_name = 'name_letters'
  const phone = person.phone?.trim() ?? ''
  if (!phone) errors.phone = 'required'
  else if (phone.length < MIN_PHONE_LENGTH) errors.phone = 'min_length_11'
  else if (!isPhoneValid(phone)) errors.phone = 'phone'
  return errors
}
