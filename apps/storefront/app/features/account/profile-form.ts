import type { Submission, SubmissionResult } from '@conform-to/react'
import type { Customer, ProfilePatch as ProfilePatchBody } from '@vitrina/api-client'
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, ProfilePatch } from '@vitrina/api-client/operations/auth'
import { formatDateRu, parseDate, typedDate, validateBirthDate } from '@vitrina/domain/dates'
import { isValidEmail } from '@vitrina/domain/validation'
import * as v from 'valibot'
import { parseForm } from '../../lib/forms/form-issues.ts'

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

/** What the form starts from: the stored profile as text (a refused form shows what was typed instead). */
export type ProfileValues = Record<ProfileField, string>

/** The action's answer to a refused form (a saved one redirects): conform's reply with codes and the values. */
export type ProfileReply = SubmissionResult<string[]>

/** A problem of the whole form that the page words itself: the API could not be reached. */
export const PROFILE_SAVE_FAILED = 'failed'

/** The API's limits, from the operation's declaration: one number for the form, the API and the document. */
export { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH }

const wire = ProfilePatch.entries

/**
 * The form's schema for a given day (the birthday rules depend on it), on the API's own field schemas
 * (`ProfilePatch` of `@vitrina/api-client`): the names and limits are the API's; the form adds what the API
 * checks in its service (spec §5 birthday and email rules) so the shopper hears about them before a round trip.
 * The birthday is read in any accepted format (a post without the script's mask still works) and sent as
 * YYYY-MM-DD. Any radio value the form never offers is refused by the API's picklists (`choice`).
 */
export function profileFormSchema(today: Date) {
  return v.object({
    first_name: wire.first_name,
    last_name: wire.last_name,
    middle_name: wire.middle_name,
    birthday: v.optional(
      v.pipe(
        v.unwrap(v.unwrap(wire.birthday)),
        v.trim(),
        v.rawTransform(({ dataset, addIssue, NEVER }) => {
          // Spaces only are no birthday, as an empty field is.
          if (dataset.value === '') return null
          const parsed = parseDate(dataset.value)
          const problem = validateBirthDate(parsed ? formatDateRu(parsed) : dataset.value, today)
          if (problem || !parsed) {
            addIssue({ message: problem === 'invalid' || !problem ? 'date_invalid' : problem })
            return NEVER
          }
          return parsed.toISOString().slice(0, 10)
        }),
      ),
    ),
    gender: wire.gender,
    email: v.optional(
      v.pipe(
        v.unwrap(wire.email),
        v.trim(),
        v.check((email) => email === '' || isValidEmail(email), 'email'),
      ),
    ),
    kind: v.pipe(v.unwrap(wire.kind)),
  })
}

export type ParsedProfile =
  | { ok: true; patch: ProfilePatchBody; submission: Submission<unknown> }
  | { ok: false; submission: Submission<unknown> }

/**
 * Validates the posted form with conform. The patch carries every text field (an emptied one clears the stored
 * value; conform reads an empty field as missing, so it is put back as ''), except an unanswered gender, which
 * leaves the stored one alone. The phone is never part of it (spec §5).
 */
export function parseProfileForm(form: FormData, today: Date): ParsedProfile {
  const submission = parseForm(form, profileFormSchema(today))
  if (submission.status !== 'success') return { ok: false, submission }
  const { gender, birthday, first_name, last_name, middle_name, email, kind } = submission.value
  const patch: ProfilePatchBody = {
    first_name: first_name ?? '',
    last_name: last_name ?? '',
    middle_name: middle_name ?? '',
    birthday: birthday ?? null,
    email: email ?? '',
    kind,
    ...(gender ? { gender } : {}),
  }
  return { ok: true, patch, submission }
}

/**
 * The API's 400 field errors (`{ field: [message] }`) for `submission.reply()`: on the form's fields, and a
 * message for any other field (the phone, say) as the form's error, since no field on the page can show it.
 */
export function apiProfileErrors(fieldErrors: Record<string, readonly string[]>): {
  fieldErrors: Partial<Record<ProfileField, string[]>>
  formErrors: string[]
} {
  const fields: Partial<Record<ProfileField, string[]>> = {}
  const other: string[] = []
  for (const [name, messages] of Object.entries(fieldErrors)) {
    const detail = messages.join(' ')
    if (detail === '') continue
    const field = PROFILE_FIELDS.find((candidate) => candidate === name)
    if (field) fields[field] = [detail]
    else other.push(detail)
  }
  return { fieldErrors: fields, formErrors: other.length > 0 ? [other.join(' ')] : [] }
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
 * The birthday field as the shopper types: the DD.MM.YYYY mask, and a year typed first (1990-05-05, a paste
 * or the browser's autofill) read as such rather than mangled (the domain's `typedDate`).
 */
export function typedBirthday(input: string): string {
  return typedDate(input)
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
