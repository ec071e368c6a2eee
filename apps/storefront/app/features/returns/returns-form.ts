/**
 * The return form, shared by the returns machine (JavaScript) and the multi-page form's action (no
 * JavaScript): the steps, what each step holds, how a posted step is read into the stored form, and the API
 * request the finished form becomes. How a step is checked is `return-step-schema.ts` (conform on the API's
 * declared fields and the domain's return rules), for both paths.
 */
import type { ReclamationRequest } from '@vitrina/api-client'
import {
  type ApplicantFields,
  type DocumentFields,
  type PickupFields,
  RETURN_TEXT_MAX,
  type RefundFields,
} from '@vitrina/domain/return-application'

export const RETURN_STEPS = ['items', 'reason', 'applicant', 'refund', 'pickup', 'review'] as const
export type ReturnStep = (typeof RETURN_STEPS)[number]

export type ReturnPhoto = { id: number; name: string; url: string }
/** An uploaded file of the form: a photo of the item, or a scan of the identity document. */
export type ReturnFile = ReturnPhoto
/** Scans of the identity document (optional, as for the API): at most this many. */
export const RETURN_DOCUMENTS_MAX = 5
export type ReturnForm = {
  items: number[]
  reason: string
  comment: string
  photos: ReturnPhoto[]
  documents: ReturnFile[]
  applicant: ApplicantFields
  document: DocumentFields
  refund: RefundFields
  pickup: PickupFields
}
/** An item of the order the shopper may pick (the returnable ones, with their barcodes). */
export type ReturnItem = {
  id: number
  name: string
  article: string
  size: string | null
  barcode: string | null
}
/** Field errors keyed by dotted path (`applicant.email`, `photos`); values are message keys. */
export type StepErrors = Record<string, string>

export function emptyReturnForm(
  items: number[],
  applicant: Partial<ReturnForm['applicant']> = {},
): ReturnForm {
  return {
    items,
    reason: '',
    comment: '',
    photos: [],
    documents: [],
    applicant: {
      full_name: '',
      email: '',
      phone: '',
      birth_date: '',
      registration_address: '',
      ...applicant,
    },
    document: {
      type: 'passport_ru',
      series: '',
      number: '',
      issue_date: '',
      issuer: '',
      division_code: '',
      issue_country: '',
      latin_name: '',
      expiry_date: '',
    },
    refund: {
      method: 'card',
      receiver_full_name: '',
      account: '',
      bank: '',
      bic: '',
      correspondent_account: '',
    },
    pickup: { kind: 'courier', outlet: '', address: '' },
  }
}

export const nextStep = (step: ReturnStep): ReturnStep =>
  RETURN_STEPS[Math.min(RETURN_STEPS.indexOf(step) + 1, RETURN_STEPS.length - 1)] ?? 'review'
export const previousStep = (step: ReturnStep): ReturnStep =>
  RETURN_STEPS[Math.max(RETURN_STEPS.indexOf(step) - 1, 0)] ?? 'items'
export const isReturnStep = (value: unknown): value is ReturnStep =>
  (RETURN_STEPS as readonly unknown[]).includes(value)

/** Sets one field by dotted path (`applicant.email`), keeping everything else; unknown paths change nothing. */
export function setField(form: ReturnForm, path: string, value: string): ReturnForm {
  const [group, field] = path.split('.')
  if (group === 'reason' || group === 'comment')
    return field === undefined ? { ...form, [group]: value } : form
  if (group !== 'applicant' && group !== 'document' && group !== 'refund' && group !== 'pickup') return form
  if (field === undefined || !(field in form[group])) return form
  return { ...form, [group]: { ...form[group], [field]: value } }
}

/** The text fields each step posts (the no-JS form) or edits (the machine). */
export const STEP_FIELDS: Record<ReturnStep, readonly string[]> = {
  items: [],
  reason: ['reason', 'comment'],
  applicant: [
    ...['full_name', 'email', 'phone', 'birth_date', 'registration_address'].map((f) => `applicant.${f}`),
    ...[
      'type',
      'series',
      'number',
      'issue_date',
      'issuer',
      'division_code',
      'issue_country',
      'latin_name',
      'expiry_date',
    ].map((f) => `document.${f}`),
  ],
  refund: ['method', 'receiver_full_name', 'account', 'bank', 'bic', 'correspondent_account'].map(
    (f) => `refund.${f}`,
  ),
  pickup: ['kind', 'outlet', 'address'].map((f) => `pickup.${f}`),
  review: [],
}

/** Reads one posted step into the form: its text fields, and for the items step the checked items. */
export function readStep(
  step: ReturnStep,
  form: ReturnForm,
  posted: FormData,
  allowed: readonly number[],
): ReturnForm {
  let next = form
  for (const path of STEP_FIELDS[step]) {
    const value = posted.get(path)
    if (typeof value === 'string') next = setField(next, path, value.slice(0, RETURN_TEXT_MAX))
  }
  if (step === 'items') {
    const chosen = posted.getAll('items').map(Number)
    next = { ...next, items: allowed.filter((id) => chosen.includes(id)) }
  }
  return next
}

/** The finished form as the API's request: barcodes are those of the chosen items. */
export function toReclamationRequest(
  form: ReturnForm,
  order: number,
  items: readonly ReturnItem[],
): ReclamationRequest {
  const chosen = items.filter((item) => form.items.includes(item.id))
  const r = form.refund
  return {
    order,
    items: chosen.map((item) => item.id),
    barcodes: chosen.map((item) => item.barcode).filter((code): code is string => !!code),
    reason: form.reason.trim(),
    comment: form.comment.trim(),
    photos: form.photos.map((photo) => photo.id),
    documents: form.documents.map((file) => file.id),
    applicant: form.applicant,
    document: form.document,
    refund:
      r.method === 'bank_details'
        ? {
            method: 'bank_details',
            receiver_full_name: r.receiver_full_name.trim(),
            account: r.account.trim(),
            bank: r.bank.trim(),
            bic: r.bic.trim(),
            correspondent_account: r.correspondent_account.trim(),
          }
        : { method: 'card' },
    pickup:
      form.pickup.kind === 'pickup_point'
        ? { kind: 'pickup_point', outlet: Number(form.pickup.outlet) }
        : { kind: 'courier', address: form.pickup.address.trim() },
  }
}

/** A stored draft back into a form; anything malformed falls back to the fresh form's values. */
export function formFromDraft(data: Record<string, unknown>, fresh: ReturnForm): ReturnForm {
  const pick = <K extends keyof ReturnForm>(key: K, ok: (value: unknown) => boolean): ReturnForm[K] =>
    ok(data[key]) ? (data[key] as ReturnForm[K]) : fresh[key]
  const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value)
  const merge = <K extends 'applicant' | 'document' | 'refund' | 'pickup'>(key: K): ReturnForm[K] => {
    const stored = isObject(data[key]) ? (data[key] as Record<string, unknown>) : {}
    const out = { ...fresh[key] }
    for (const field of Object.keys(out) as (keyof ReturnForm[K])[])
      if (typeof stored[field as string] === 'string')
        out[field] = stored[field as string] as ReturnForm[K][typeof field]
    return out
  }
  const files = (v: unknown) =>
    Array.isArray(v) && v.every((p) => isObject(p) && typeof (p as ReturnFile).id === 'number')
  return {
    items: pick('items', (v) => Array.isArray(v) && v.every((n) => typeof n === 'number')),
    reason: pick('reason', (v) => typeof v === 'string'),
    comment: pick('comment', (v) => typeof v === 'string'),
    photos: pick('photos', files),
    documents: pick('documents', files),
    applicant: merge('applicant'),
    document: merge('document'),
    refund: merge('refund'),
    pickup: merge('pickup'),
  }
}
