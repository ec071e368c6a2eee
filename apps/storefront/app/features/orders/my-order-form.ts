import type { SubmissionResult } from '@conform-to/react'
import { ExtendPickupBody } from '@vitrina/api-client/operations/orders'
import * as v from 'valibot'
import { parseForm } from '../../lib/forms/form-issues.ts'

/**
 * The order page's forms: cancel (a confirmation button) and extend pickup storage, whose pressed button posts
 * `days`, checked by the API's own `ExtendPickupBody` (1 or 7) and read from text by conform.
 */
export const MyOrderForm = v.variant('intent', [
  v.object({ intent: v.literal('cancel') }),
  // conform reads numbers from text only for number schemas: the picklist of numbers follows one.
  v.object({ intent: v.literal('extend'), days: v.pipe(v.number(), ExtendPickupBody.entries.days) }),
])
export type MyOrderChange = v.InferOutput<typeof MyOrderForm>

/** conform's reply for the extension form: the `days` error as a code and the values as posted. */
export type ExtensionResult = SubmissionResult<string[]>

/**
 * What the order page's action answers besides a redirect: a refused extension form (field error codes), or
 * a cancel or extension the API refused (shown above the order; spec §8 sends the shopper to the call center).
 */
export type MyOrderReply =
  | { error: 'cancel-failed' | 'extend-failed' }
  | { error: 'invalid'; result: ExtensionResult }

export type MyOrderParse =
  | { ok: true; change: MyOrderChange }
  /** `result` null: not a form of this page (no or unknown intent), a plain 400. */
  | { ok: false; result: ExtensionResult | null }

/** Parses a posted order form with conform; an extension with a bad `days` keeps its values for the reply. */
export function parseMyOrderForm(form: FormData): MyOrderParse {
  const submission = parseForm(form, MyOrderForm)
  if (submission.status === 'success') return { ok: true, change: submission.value }
  return { ok: false, result: form.get('intent') === 'extend' ? submission.reply() : null }
}
