/**
 * The rules of a return application (spec §3 "Return application", §5 "Return", dates and bank rules), as
 * pure checks that return error keys per field. One rulebook for three readers: the API validates the sent
 * application with it, the storefront's returns machine checks each step with it, and the no-JS form's action
 * checks the same step with it.
 */
import { isValidCorrespondentAccount, isValidRussianBankAccount } from './bank.ts'
import { parseDate, validateBirthDate } from './dates.ts'
import { isValidPhone } from './phone.ts'
import { isValidEmail } from './validation.ts'

export type ReturnFieldError =
  | 'required'
  | 'email'
  | 'phone'
  | 'incomplete'
  | 'invalid'
  | 'future'
  | 'too_old'
  | 'under_18'
  | 'expired'
  | 'series'
  | 'passport_number'
  | 'division_code'
  | 'latin'
  | 'bic'
  | 'account'
  | 'correspondent_account'
  | 'not_applicant'
  | 'too_long'
export type ReturnErrors = Record<string, ReturnFieldError>

export type ApplicantFields = {
  full_name: string
  email: string
  phone: string
  birth_date: string
  registration_address: string
}
export type DocumentFields = {
  type: string
  series: string
  number: string
  issue_date: string
  issuer: string
  division_code: string
  issue_country: string
  latin_name: string
  expiry_date: string
}
export type RefundFields = {
  method: string
  receiver_full_name: string
  account: string
  bank: string
  bic: string
  correspondent_account: string
}
export type PickupFields = { kind: string; outlet: string; address: string }

export const DOCUMENT_TYPES = ['passport_ru', 'passport_foreign'] as const
export const PICKUP_KINDS = ['pickup_point', 'courier'] as const
/** At least one photo (spec §5), at most ten: enough angles of a defect, bounded storage. */
export const RETURN_PHOTOS = { min: 1, max: 10 } as const
export const RETURN_TEXT_MAX = 1000

const blank = (text: string) => text.trim() === ''
const put = (errors: ReturnErrors, field: string, error: ReturnFieldError | null) => {
  if (error) errors[field] = error
}

/** A full DD.MM.YYYY date that exists and is not after `today` (a document issue date). */
export function validatePastDate(text: string, today: Date): ReturnFieldError | null {
  const error = validateBirthDate(text, today)
  // An issue date may be recent: "under 18" and "too old" are about people, not documents.
  return error === 'under_18' || error === 'too_old' ? null : error
}

/** A full DD.MM.YYYY date that exists and is today or later (a foreign passport's expiry). */
export function validateFutureDate(text: string, today: Date): ReturnFieldError | null {
  const value = text.trim()
  if (value === '') return 'required'
  if (/^[\d.]+$/.test(value) && value.length < 10) return 'incomplete'
  const date = /^\d{2}\.\d{2}\.\d{4}$/.test(value) ? parseDate(value) : null
  if (!date) return 'invalid'
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  return date.getTime() < day ? 'expired' : null
}

export function validateApplicant(a: ApplicantFields, today: Date): ReturnErrors {
  const errors: ReturnErrors = {}
  put(
    errors,
    'full_name',
    blank(a.full_name) ? 'required' : a.full_name.trim().split(/\s+/).length < 2 ? 'invalid' : null,
  )
  put(errors, 'email', blank(a.email) ? 'required' : isValidEmail(a.email) ? null : 'email')
  put(errors, 'phone', blank(a.phone) ? 'required' : isValidPhone(a.phone) ? null : 'phone')
  put(errors, 'birth_date', validateBirthDate(a.birth_date, today))
  put(errors, 'registration_address', blank(a.registration_address) ? 'required' : null)
  return errors
}

/** required when blank, `error` when the trimmed value (spaces removed if `compact`) misses `pattern`. */
function shaped(
  text: string,
  pattern: RegExp,
  error: ReturnFieldError,
  compact = false,
): ReturnFieldError | null {
  if (blank(text)) return 'required'
  return pattern.test(compact ? text.replace(/\s/g, '') : text.trim()) ? null : error
}

const filled = (text: string): ReturnFieldError | null => (blank(text) ? 'required' : null)

export function validateDocument(d: DocumentFields, today: Date): ReturnErrors {
  const errors: ReturnErrors = {}
  if (!(DOCUMENT_TYPES as readonly string[]).includes(d.type)) {
    errors.type = 'required'
    return errors
  }
  put(errors, 'issue_date', validatePastDate(d.issue_date, today))
  put(errors, 'issuer', filled(d.issuer))
  if (d.type === 'passport_ru') {
    put(errors, 'series', shaped(d.series, /^\d{4}$/, 'series', true))
    put(errors, 'number', shaped(d.number, /^\d{6}$/, 'passport_number'))
    put(errors, 'division_code', shaped(d.division_code, /^\d{3}-?\d{3}$/, 'division_code'))
  } else {
    put(errors, 'number', filled(d.number))
    put(errors, 'issue_country', filled(d.issue_country))
    put(errors, 'latin_name', shaped(d.latin_name, /^[A-Za-z][A-Za-z' -]*$/, 'latin'))
    put(errors, 'expiry_date', validateFutureDate(d.expiry_date, today))
  }
  return errors
}

/** Names compare without case, extra spaces or the ё/е difference, as banks match them. */
export function sameFullName(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ')
  return norm(a) === norm(b)
}

/** Refund to the card, or to bank details that pass the Bank of Russia checks and are the applicant's own. */
export function validateRefund(r: RefundFields, applicantFullName: string): ReturnErrors {
  const errors: ReturnErrors = {}
  if (r.method === 'card') return errors
  if (r.method !== 'bank_details') {
    errors.method = 'required'
    return errors
  }
  put(
    errors,
    'receiver_full_name',
    blank(r.receiver_full_name)
      ? 'required'
      : sameFullName(r.receiver_full_name, applicantFullName)
        ? null
        : 'not_applicant',
  )
  put(errors, 'bank', blank(r.bank) ? 'required' : null)
  const bic = r.bic.trim()
  put(errors, 'bic', bic === '' ? 'required' : /^04\d{7}$/.test(bic) ? null : 'bic')
  const bicOk = !errors.bic
  put(
    errors,
    'account',
    blank(r.account)
      ? 'required'
      : bicOk && isValidRussianBankAccount(r.account.trim(), bic)
        ? null
        : 'account',
  )
  put(
    errors,
    'correspondent_account',
    blank(r.correspondent_account)
      ? 'required'
      : bicOk && isValidCorrespondentAccount(r.correspondent_account.trim(), bic)
        ? null
        : 'correspondent_account',
  )
  return errors
}

export function validatePickup(p: PickupFields): ReturnErrors {
  const errors: ReturnErrors = {}
  if (p.kind === 'pickup_point') put(errors, 'outlet', /^\d{1,9}$/.test(p.outlet.trim()) ? null : 'required')
  else if (p.kind === 'courier') put(errors, 'address', blank(p.address) ? 'required' : null)
  else errors.kind = 'required'
  return errors
}

/** The English text the API answers for each key (the storefront translates the key itself). */
export const RETURN_ERROR_MESSAGES: Record<ReturnFieldError, string> = {
  required: 'This field is required',
  email: 'Invalid email address',
  phone: 'The phone number contains an error',
  incomplete: 'Enter the date in full',
  invalid: 'The value contains an error',
  future: 'The date cannot be in the future',
  too_old: 'The date is too far in the past',
  under_18: 'The applicant must be over 18',
  expired: 'The document has expired',
  series: 'The series is 4 digits',
  passport_number: 'The number is 6 digits',
  division_code: 'The division code is 6 digits',
  latin: 'Latin letters only',
  bic: 'The BIC is 9 digits starting with 04',
  account: 'Bank account number must be valid',
  correspondent_account: 'Correspondent account must be valid',
  not_applicant: 'The account must belong to the applicant',
  too_long: 'The text is too long',
}
