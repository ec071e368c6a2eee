import * as v from 'valibot'

/** The API prices at most this many codes at once (`CartUpdate.promo_codes` in the api-client contract). */
export const MAX_PROMO_CODES = 10

/** A code longer than the API takes (`CartUpdate.promo_codes[].code`) cannot be a real one. */
export const MAX_PROMO_CODE_LENGTH = 64

const Code = v.pipe(v.optional(v.string(), ''), v.maxLength(MAX_PROMO_CODE_LENGTH))

/**
 * The cart's option forms: apply or remove a promo code, switch bonus spending, and restore codes that local
 * storage has but the cookie lost (sent by the page script). Whether a code is empty, already applied or
 * refused is decided after parsing, by the domain rule and the server's answer.
 */
export const CartOptionsForm = v.variant('intent', [
  v.object({ intent: v.literal('apply-promo'), code: Code }),
  v.object({ intent: v.literal('remove-promo'), code: v.pipe(Code, v.nonEmpty()) }),
  v.object({ intent: v.literal('use-bonuses'), value: v.picklist(['on', 'off']) }),
  v.object({ intent: v.literal('restore-promo'), codes: v.pipe(v.string(), v.maxLength(1000)) }),
])
export type CartOptionsChange = v.InferOutput<typeof CartOptionsForm>

const INTENTS: readonly string[] = ['apply-promo', 'remove-promo', 'use-bonuses', 'restore-promo']

/** Whether a posted cart form is one of the option forms (the others change lines). */
export function isCartOptionsForm(form: Record<string, unknown>): boolean {
  return typeof form.intent === 'string' && INTENTS.includes(form.intent)
}

/** The parsed change, or null for a broken form (not the shopper's input: every field is a hidden one). */
export function parseCartOptionsForm(form: Record<string, unknown>): CartOptionsChange | null {
  const parsed = v.safeParse(CartOptionsForm, form)
  return parsed.success ? parsed.output : null
}

/** Why a promo code was not applied; `rejected` carries the server's own message (spec §8). */
export type PromoError = 'required' | 'already_applied' | 'too_many' | 'rejected' | 'failed'

/** What the option forms answer: the promo form's error with the typed code, or the stored codes. */
export type CartOptionsReply =
  | { intent: 'apply-promo'; ok: false; error: PromoError; message: string | null; value: string }
  | { intent: CartOptionsChange['intent']; ok: true; promoCodes: string[] }
  | { intent: CartOptionsChange['intent']; ok: false; error: 'failed'; message: null; value: string }
