import type { Customer, ProfilePatch } from '@vitrina/api-client'
import {
  type BirthDateError,
  formatDateRu,
  maskDate,
  parseDate,
  validateBirthDate,
} from '@vitrina/domain/dates'
import { isValidEmail } from '@vitrina/domain/validation'
import * as v from 'valibot'

/** The personal-data form's fields (spec §3 Personal data, plus the personal/legal switch), as the API names them. */
export const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'middle_name',
  'birthday',
  'gender',
  'email',
  'kind',
] as const
export type ProfileField = (typeof PROFILE_FIELDS)[number]

/** What the form shows: every field as typed, so a refused form comes back with nothing lost. */
export type ProfileValues = Record<ProfileField, string>

/** `choice`: a radio value the form never offers (a forged post). */
export type ProfileErrorCode = 'too_long' | 'email' | 'choice' | BirthDateError
/** A field's problem: ours as a code (the page words it), or the API's own message for the field. */
export type ProfileError = { code: ProfileErrorCode } | { code: 'server'; detail: string }
export type ProfileErrors = Partial<Record<ProfileField, ProfileError>>
/** A problem of the whole form: the API refused it without naming a field, or could not be reached. */
export type ProfileFormError = { code: 'failed' } | { code: 'server'; detail: string }

/** The action's answer to a refused form (a saved one redirects instead). */
export type ProfileReply = {
  ok: false
  errors: ProfileErrors
  values: ProfileValues
  formError: ProfileFormError | null
}

/** The API's limits, from the operation's declaration: one number for the form, the API and the document. */
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@vitrina/api-client/operations/auth'

export { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH }

const ERROR_CODES: readonly ProfileErrorCode[] = [
  'too_long',
  'email',
  'choice',
  'required',
  'incomplete',
  'invalid',
  'future',
  'too_old',
  'under_18',
]

const Name = v.pipe(v.string(), v.trim(), v.maxLength(NAME_MAX_LENGTH, 'too_long'))

/**
 * The form's schema for a given day (the birthday rules depend on it). An empty birthday is no birthday; any
 * other text is read in one of the accepted formats (so a post without the script's mask still works) and then
 * checked by the §5 rules; the API gets it as YYYY-MM-DD.
 */
function profileSchema(today: Date) {
  return v.object({
    first_name: Name,
    last_name: Name,
    middle_name: Name,
    birthday: v.pipe(
      v.string(),
      v.trim(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const text = dataset.value
        if (text === '') return null
        const parsed = parseDate(text)
        const problem = validateBirthDate(parsed ? formatDateRu(parsed) : text, today)
        if (problem || !parsed) {
          addIssue({ message: problem ?? 'invalid' })
          return NEVER
        }
        return parsed.toISOString().slice(0, 10)
      }),
    ),
    gender: v.picklist(['', 'female', 'male'], 'choice'),
    email: v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(EMAIL_MAX_LENGTH, 'too_long'),
      v.check((email) => email === '' || isValidEmail(email), 'email'),
    ),
    kind: v.picklist(['personal', 'legal'], 'choice'),
  })
}

/** The submitted fields as strings (a missing field, such as an unchecked radio group, is empty). */
export function readProfileValues(form: FormData | Record<string, unknown>): ProfileValues {
  const get = (name: string) => (form instanceof FormData ? form.get(name) : form[name])
  const entries = PROFILE_FIELDS.map((field) => {
    const value = get(field)
    return [field, typeof value === 'string' ? value : ''] as const
  })
  return Object.fromEntries(entries) as ProfileValues
}

export type ParsedProfile =
  | { ok: true; patch: ProfilePatch; values: ProfileValues }
  | { ok: false; errors: ProfileErrors; values: ProfileValues }

/**
 * Validates the posted form. The patch carries every field (the API keeps what did not change), except an
 * unanswered gender, which leaves the stored one alone. The phone is never part of it (spec §5).
 */
export function parseProfileForm(form: FormData | Record<string, unknown>, today: Date): ParsedProfile {
  const values = readProfileValues(form)
  const parsed = v.safeParse(profileSchema(today), values)
  if (parsed.success) {
    const { gender, ...rest } = parsed.output
    return { ok: true, patch: gender === '' ? rest : { ...rest, gender }, values }
  }
  const errors: ProfileErrors = {}
  for (const issue of parsed.issues) {
    const field = PROFILE_FIELDS.find((name) => name === v.getDotPath(issue))
    if (!field || errors[field]) continue
    errors[field] = { code: ERROR_CODES.find((code) => code === issue.message) ?? 'invalid' }
  }
  return { ok: false, errors, values }
}

/**
 * The API's 400 field errors (`{ field: [message] }`) on the form's fields; a message for any other field
 * (the phone, say) becomes the form's error, since no field on the page can show it.
 */
export function apiProfileErrors(fieldErrors: Record<string, readonly string[]>): {
  errors: ProfileErrors
  formError: ProfileFormError | null
} {
  const errors: ProfileErrors = {}
  const other: string[] = []
  for (const [name, messages] of Object.entries(fieldErrors)) {
    const detail = messages.join(' ')
    if (detail === '') continue
    const field = PROFILE_FIELDS.find((candidate) => candidate === name)
    if (field) errors[field] = { code: 'server', detail }
    else other.push(detail)
  }
  return { errors, formError: other.length > 0 ? { code: 'server', detail: other.join(' ') } : null }
}

/** The stored profile as the form shows it: the birthday as DD.MM.YYYY (the API answers YYYY-MM-DD). */
export function profileValues(customer: Customer): ProfileValues {
  const birthday = customer.birthday ? parseDate(customer.birthday) : null
  return {
    first_name: customer.first_name,
    last_name: customer.last_name,
    middle_name: customer.middle_name,
    birthday: birthday ? formatDateRu(birthday) : '',
    gender: customer.gender ?? '',
    email: customer.email,
    kind: customer.kind,
  }
}

/**
 * The birthday field as the shopper types: the DD.MM.YYYY mask, except that a whole date in another accepted
 * format (a paste or the browser's autofill, e.g. 1990-05-17) is rewritten as DD.MM.YYYY rather than mangled.
 */
export function typedBirthday(input: string): string {
  const whole = /^\d{2}\.\d{2}\.\d{4}$/.test(input.trim()) ? null : parseDate(input)
  return whole ? formatDateRu(whole) : maskDate(input)
}

/** After a save the page comes back with `?saved=` (PRG): `email` when a confirmation link went out. */
export const SAVED_PARAM = 'saved'
export type SavedNotice = 'saved' | 'email-sent'

/** Where a saved form goes: the API sends a link whenever the email changed to a new, unconfirmed one. */
export function savedLocation(before: Pick<Customer, 'email'>, after: Customer): string {
  const sent = after.email !== '' && after.email !== before.email && !after.email_confirmed
  return `/my/profile/?${SAVED_PARAM}=${sent ? 'email' : '1'}`
}

export function readSavedNotice(search: URLSearchParams): SavedNotice | null {
  const value = search.get(SAVED_PARAM)
  return value === 'email' ? 'email-sent' : value === null ? null : 'saved'
}
