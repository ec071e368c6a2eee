import type { LegalInfo as StoredLegalInfo } from '@vitrina/api-client/schemas/legal'
import {
  LEGAL_INFO_FIELDS,
  type LegalInfo,
  type LegalInfoErrorCode,
  type LegalInfoField,
  legalInfoErrors,
  normalizeLegalInfo,
} from '@vitrina/domain/legal-info'

export { LEGAL_INFO_FIELDS, type LegalInfoField }

/** The form's `intent` that tells the profile action this is the legal info form, not the personal data one. */
export const LEGAL_INFO_INTENT = 'legal-info'

/** A field's problem: a domain code (the page words it) or the API's own message for the field. */
export type LegalInfoError = { code: LegalInfoErrorCode } | { code: 'server'; detail: string }
export type LegalInfoFormErrors = Partial<Record<LegalInfoField, LegalInfoError>>

/** The action's answer to a refused form: what was typed, each field's problem, or a whole-form failure. */
export type LegalInfoReply = {
  intent: typeof LEGAL_INFO_INTENT
  values: LegalInfo
  errors: LegalInfoFormErrors
  failed: boolean
}

/** The posted fields as typed (missing ones empty), so a refused form comes back with nothing lost. */
export function readLegalInfoValues(form: FormData): LegalInfo {
  const value = (name: string) => {
    const v = form.get(name)
    return typeof v === 'string' ? v : ''
  }
  return Object.fromEntries(LEGAL_INFO_FIELDS.map((field) => [field, value(field)])) as LegalInfo
}

export type ParsedLegalInfo =
  | { ok: true; info: LegalInfo }
  | { ok: false; values: LegalInfo; errors: LegalInfoFormErrors }

/**
 * The same rules as the API (the domain's `legalInfoErrors` over `normalizeLegalInfo`): the shopper hears about
 * a wrong INN or account at once, even without JavaScript, and the API never sees an invalid form.
 */
export function parseLegalInfoForm(form: FormData): ParsedLegalInfo {
  const values = readLegalInfoValues(form)
  const info = normalizeLegalInfo(values)
  const problems = legalInfoErrors(info)
  const errors: LegalInfoFormErrors = {}
  for (const field of LEGAL_INFO_FIELDS) {
    const code = problems[field]
    if (code) errors[field] = { code }
  }
  return Object.keys(errors).length > 0 ? { ok: false, values, errors } : { ok: true, info }
}

/** The API's 400 field errors on the form's fields (its messages as they are); others mean the form failed. */
export function apiLegalInfoErrors(fieldErrors: Record<string, readonly string[]>): LegalInfoFormErrors {
  const errors: LegalInfoFormErrors = {}
  for (const field of LEGAL_INFO_FIELDS) {
    const detail = fieldErrors[field]?.join(' ')
    if (detail) errors[field] = { code: 'server', detail }
  }
  return errors
}

/** The stored details as the form shows them. */
export function legalInfoValues(stored: StoredLegalInfo): LegalInfo {
  return Object.fromEntries(LEGAL_INFO_FIELDS.map((field) => [field, stored[field]])) as LegalInfo
}

export function isLegalInfoReply(value: unknown): value is LegalInfoReply {
  return (
    typeof value === 'object' && value !== null && 'intent' in value && value.intent === LEGAL_INFO_INTENT
  )
}

/** After a save the page comes back with `?legal=saved` (PRG). */
export const LEGAL_SAVED_PARAM = 'legal'
