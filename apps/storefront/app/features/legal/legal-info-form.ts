import type { Submission, SubmissionResult } from '@conform-to/react'
import { LegalInfoBody, type LegalInfo as StoredLegalInfo } from '@vitrina/api-client/schemas/legal'
import {
  LEGAL_INFO_FIELDS,
  type LegalInfo,
  type LegalInfoField,
  legalInfoErrors,
  normalizeLegalInfo,
} from '@vitrina/domain/legal-info'
import * as v from 'valibot'
import { fieldRules } from '../../lib/forms/field-rules.ts'
import { parseForm } from '../../lib/forms/form-issues.ts'

export { LEGAL_INFO_FIELDS, type LegalInfoField }

/** The form's `intent` that tells the profile action this is the legal info form, not the personal data one. */
export const LEGAL_INFO_INTENT = 'legal-info'

/** A problem of the whole form that the page words itself: the API could not be reached. */
export const LEGAL_SAVE_FAILED = 'failed'

/** The action's answer to a refused form (a saved one redirects): conform's reply with codes and the values. */
export type LegalInfoReply = SubmissionResult<string[]>

const wire = LegalInfoBody.entries

/**
 * The form's schema: the API operation's own fields (`LegalInfoBody` of `@vitrina/api-client`: names and
 * limits), then the same rules the API's service applies (the domain's `legalInfoErrors` over
 * `normalizeLegalInfo`: every field required, INN and bank check digits), so the shopper hears about a wrong INN
 * or account at once, with or without JavaScript, and the API never sees an invalid form.
 */
export const legalInfoFormSchema = v.pipe(
  v.object({
    company: wire.company,
    inn: wire.inn,
    address: wire.address,
    fio: wire.fio,
    bank_name: wire.bank_name,
    bic: wire.bic,
    account: wire.account,
    correspondent_account: wire.correspondent_account,
  }),
  fieldRules((typed) => legalInfoErrors(normalizeLegalInfo(typed))),
)

export type ParsedLegalInfo =
  | { ok: true; info: LegalInfo; submission: Submission<unknown> }
  | { ok: false; submission: Submission<unknown> }

/** Validates the posted form with conform; a valid one is the details as stored (numbers without spaces). */
export function parseLegalInfoForm(form: FormData): ParsedLegalInfo {
  const submission = parseForm(form, legalInfoFormSchema)
  if (submission.status !== 'success') return { ok: false, submission }
  return { ok: true, info: normalizeLegalInfo(submission.value), submission }
}

/** The API's 400 field errors on the form's fields (its messages as they are); none means the form failed. */
export function apiLegalInfoErrors(
  fieldErrors: Record<string, readonly string[]>,
): Partial<Record<LegalInfoField, string[]>> {
  const errors: Partial<Record<LegalInfoField, string[]>> = {}
  for (const field of LEGAL_INFO_FIELDS) {
    const detail = fieldErrors[field]?.join(' ')
    if (detail) errors[field] = [detail]
  }
  return errors
}

/** The stored details as the form shows them. */
export function legalInfoValues(stored: StoredLegalInfo): LegalInfo {
  return Object.fromEntries(LEGAL_INFO_FIELDS.map((field) => [field, stored[field]])) as LegalInfo
}

/** Whether the profile action's answer is the legal form's (it posts `intent=legal-info`, kept as typed). */
export function isLegalInfoReply(value: unknown): value is LegalInfoReply {
  if (typeof value !== 'object' || value === null || !('initialValue' in value)) return false
  const typed = value.initialValue
  return (
    typeof typed === 'object' && typed !== null && 'intent' in typed && typed.intent === LEGAL_INFO_INTENT
  )
}

/** After a save the page comes back with `?legal=saved` (PRG). */
export const LEGAL_SAVED_PARAM = 'legal'
