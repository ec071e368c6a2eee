import type { SubmissionResult } from '@conform-to/react'
import { CartPromoCode } from '@vitrina/api-client/schemas'
import * as v from 'valibot'
import { parseForm } from '../../lib/forms/form-issues.ts'

/** The API prices at most this many codes at once (`CartUpdate.promo_codes` in the api-client contract). */
export const MAX_PROMO_CODES = 10

/** A code longer than the API takes (`CartPromoCode` in the api-client contract) cannot be a real one. */
export const MAX_PROMO_CODE_LENGTH = 64

/**
 * The typed code: the API's `CartPromoCode`, with "Enter a promo code" (spec §8 wording, code `promo_code`) for an
 * empty field rather than the generic "required".
 */
const TypedCode = v.pipe(v.string('promo_code'), v.trim(), v.nonEmpty('promo_code'), CartPromoCode)

/**
 * The cart's option forms: apply or remove a promo code, switch bonus spending, and restore codes that local
 * storage has but the cookie lost (sent by the page script). Whether a code is already applied or refused
 * is decided after parsing, by the domain rule and the server's answer.
 */
export const CartOptionsForm = v.variant('intent', [
  v.object({ intent: v.literal('apply-promo'), code: TypedCode }),
  v.object({ intent: v.literal('remove-promo'), code: CartPromoCode }),
  v.object({ intent: v.literal('use-bonuses'), value: v.picklist(['on', 'off']) }),
  v.object({
    intent: v.literal('restore-promo'),
    codes: v.optional(v.pipe(v.string(), v.maxLength(1000)), ''),
  }),
])
export type CartOptionsChange = v.InferOutput<typeof CartOptionsForm>

const INTENTS: readonly string[] = ['apply-promo', 'remove-promo', 'use-bonuses', 'restore-promo']

/** Whether a posted cart form is one of the option forms (the others change lines). */
export function isCartOptionsForm(form: Record<string, unknown>): boolean {
  return typeof form.intent === 'string' && INTENTS.includes(form.intent)
}

/** conform's reply for the promo form: the field's error (a code or the server's words) and the typed code. */
export type PromoResult = SubmissionResult<string[]>

type OptionsSubmission = ReturnType<typeof parseForm<typeof CartOptionsForm>>

export type CartOptionsParse =
  | { ok: true; change: CartOptionsChange; submission: OptionsSubmission }
  /** `field`: the shopper's typed code was refused; otherwise the form itself is broken (hidden fields). */
  | { ok: false; field: boolean; result: PromoResult }

/** Parses an option form with conform (the promo form runs the same parse in the browser before posting). */
export function parseCartOptionsForm(form: FormData): CartOptionsParse {
  const submission = parseForm(form, CartOptionsForm)
  if (submission.status === 'success') return { ok: true, change: submission.value, submission }
  const field = form.get('intent') === 'apply-promo' && submission.error?.code !== undefined
  return { ok: false, field, result: submission.reply() }
}

/** Why a promo code was not applied; `rejected` carries the server's own message (spec §8). */
export type PromoError = 'required' | 'already_applied' | 'too_many' | 'rejected' | 'failed'

/**
 * The promo field's error for a refusal after parsing: a code of the one message map, or the server's own
 * message as it came (spec §8). A failed update (the API did not answer) shows no message (spec §8).
 */
export function promoFieldError(error: PromoError, message: string | null): string | null {
  switch (error) {
    case 'required':
      return 'promo_code'
    case 'already_applied':
      return 'promo_applied'
    case 'too_many':
      return 'promo_too_many'
    case 'rejected':
      return message ?? 'promo_rejected'
    case 'failed':
      return null
  }
}

/**
 * What the option forms answer: conform's reply (the promo field's error and the typed code, or a reset after
 * an applied code; null for the hidden-field forms) and, on success, the stored codes.
 */
export type CartOptionsReply =
  | { intent: CartOptionsChange['intent']; ok: true; promoCodes: string[]; result: PromoResult | null }
  | { intent: CartOptionsChange['intent']; ok: false; result: PromoResult | null }
