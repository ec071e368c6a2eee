import type { SubmissionResult } from '@conform-to/react'
import {
  type LandingField,
  type LandingSentFormId,
  LandingSubmission,
} from '@vitrina/api-client/schemas/landing-form'
import {
  checkLandingFields,
  fieldsOfForm,
  LANDING_FIELD_MAX_LENGTH,
  landingValues,
} from '@vitrina/domain/landing-form'
import * as v from 'valibot'
import { fieldRules } from '../../lib/forms/field-rules.ts'

/** A refused send: conform's reply (codes per field and the values as typed, `form_id` among them). */
export type LandingReply = SubmissionResult<string[]>

/** Problems of the whole send that the page words itself. */
export const LANDING_THROTTLED = 'throttled'
export const LANDING_FAILED = 'failed'

/** One field's value as the API's operation declares it (`LandingSubmission.fields`: text up to 2000). */
const FieldValue = LandingSubmission.entries.fields.value

/** The asked fields' values as text (a missing one as ''), for the domain's rules. */
function textOf(asked: readonly LandingField[], typed: Readonly<Record<string, unknown>>) {
  return Object.fromEntries(
    asked.map((field): [string, string] => {
      const value = typed[field.name]
      return [field.name, typeof value === 'string' ? value : '']
    }),
  )
}

/**
 * The schema of one of the company's landing forms (order or request: every configured field; phone: its phone
 * fields), on the API's declared field value, then the domain's field rules the API re-checks
 * (`checkLandingFields`: required, phone, email, the field type's length), with `too_long` worded with the
 * type's limit.
 */
export function landingFormSchema(formId: LandingSentFormId, fields: readonly LandingField[]) {
  const asked = fieldsOfForm(formId, fields)
  const entries = Object.fromEntries(asked.map((field) => [field.name, v.optional(FieldValue)]))
  return v.pipe(
    v.object({ ...entries, form_id: v.literal(formId) }),
    fieldRules((typed) => {
      const errors = checkLandingFields(asked, landingValues(asked, textOf(asked, typed)))
      return Object.fromEntries(
        asked.map((field) => {
          const error = errors[field.name]
          return [
            field.name,
            error === 'too_long' ? `max_length:${LANDING_FIELD_MAX_LENGTH[field.type]}` : error,
          ]
        }),
      )
    }),
  )
}

/** The values the API is sent: the asked fields, trimmed (an empty one as ''), nothing else. */
export function landingSendValues(
  formId: LandingSentFormId,
  fields: readonly LandingField[],
  parsed: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const asked = fieldsOfForm(formId, fields)
  return landingValues(asked, textOf(asked, parsed))
}

/** Which of the page's forms a reply is for (its `form_id` is kept as typed). */
export function replyFormId(reply: LandingReply | undefined): string | null {
  const typed = reply?.initialValue
  return typed && typeof typed.form_id === 'string' ? typed.form_id : null
}
