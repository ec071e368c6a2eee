import type { SubmissionResult } from '@conform-to/react'
import { IdNumber, ImportantDateBody } from '@vitrina/api-client/schemas'
import {
  importantDateIso,
  importantDateText,
  validateImportantDate,
  validateImportantDateName,
} from '@vitrina/domain/important-dates'
import * as v from 'valibot'

/** The action's answer to a refused form: conform's reply (codes per field, the values as typed). */
export type DateFormReply = SubmissionResult<string[]>

/** Problems of the whole form that the page words itself. */
export const DATE_FORM_FAILURES = ['too_many', 'failed'] as const
export type DateFormFailure = (typeof DATE_FORM_FAILURES)[number]

const wire = ImportantDateBody.entries

/**
 * The add/edit form's fields on the API operation's own field schemas (`ImportantDateBody`), then the domain's
 * rules the API's service runs (`validateImportantDateName`, `validateImportantDate` for a given day). Spec §5
 * accepts other formats too (a pasted 2015-08-21): they are read, then checked as DD.MM.YYYY; the output is the
 * API's YYYY-MM-DD.
 */
function dateFields(today: Date) {
  return {
    // Trimmed before the wire's bound: the shopper's stray spaces are not part of the name the API receives.
    name: v.pipe(
      v.string(),
      v.trim(),
      wire.name,
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return
        // The wire's bound (the same IMPORTANT_DATE_NAME_MAX_LENGTH) has already said `max_length` once.
        const problem = validateImportantDateName(dataset.value)
        if (problem && problem !== 'too_long') addIssue({ message: problem })
      }),
    ),
    date: v.pipe(
      wire.date,
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const iso = importantDateIso(dataset.value)
        const problem = validateImportantDate(iso ? importantDateText(iso) : dataset.value, today)
        if (!problem && iso) return iso
        addIssue({ message: problem === 'invalid' || !problem ? 'date_invalid' : problem })
        return NEVER
      }),
    ),
  }
}

/** The page's forms, told apart by the pressed button: add, save an edited date, delete one (its id). */
export function importantDateFormSchema(today: Date) {
  return v.variant('intent', [
    v.object({ intent: v.literal('create'), ...dateFields(today) }),
    v.object({ intent: v.literal('update'), id: IdNumber(), ...dateFields(today) }),
    v.object({ intent: v.literal('delete'), id: IdNumber() }),
  ])
}

/** Which date a reply is for (null: the add form), read from the values as typed. */
export function replyDateId(reply: DateFormReply | null): number | null {
  const id = reply?.initialValue?.id
  return typeof id === 'string' && /^\d{1,9}$/.test(id) ? Number(id) : null
}

/** The whole form's failure in a reply, if any. */
export function dateFormFailure(reply: DateFormReply | null): DateFormFailure | null {
  const failure = reply?.error?.['']?.[0]
  return DATE_FORM_FAILURES.find((known) => known === failure) ?? null
}
