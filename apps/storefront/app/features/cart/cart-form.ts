import type { SubmissionResult } from '@conform-to/react'
import { CartItemInput } from '@vitrina/api-client/schemas'
import * as v from 'valibot'
import { parseForm } from '../../lib/forms/form-issues.ts'

/** The API takes at most 999 pieces of a line (`CartItemInput.count` in the api-client contract). */
export const MAX_CART_ITEM_COUNT = 999

const Key = v.pipe(v.string(), v.regex(/^\d+:\d*:\d*$/))

/**
 * The cart page's forms: set a line's count (typed or by the −/+ buttons) or remove the line. The count is the
 * API's own `CartItemInput.count` (a whole number, 1 to 999), read from text by conform.
 */
export const CartForm = v.variant('intent', [
  v.object({ intent: v.literal('set-count'), key: Key, count: CartItemInput.entries.count }),
  v.object({ intent: v.literal('remove'), key: Key }),
])
export type CartChange = v.InferOutput<typeof CartForm>

/** conform's reply for a line's count form: the error codes and the values as typed. */
export type CartLineResult = SubmissionResult<string[]>

export type CartFormResult =
  | { ok: true; change: CartChange; result: CartLineResult }
  /** `key` null: the form itself is broken (no intent or key), not the shopper's input. */
  | { ok: false; key: string | null; result: CartLineResult }

/**
 * Validates a submitted cart form with conform (the same parse runs in the browser before the post); a count
 * error comes back as a code with the typed value so the field can show it again.
 */
export function parseCartForm(form: FormData): CartFormResult {
  const submission = parseForm(form, CartForm)
  if (submission.status === 'success')
    return { ok: true, change: submission.value, result: submission.reply() }
  const key = form.get('key')
  const lineKey = typeof key === 'string' && v.is(Key, key) ? key : null
  const countRefused = form.get('intent') === 'set-count' && submission.error?.count !== undefined
  return { ok: false, key: countRefused ? lineKey : null, result: submission.reply() }
}

/** What the cart action answers; the key says which line a field error belongs to. */
export type CartReply =
  | { ok: true; key: string }
  /** `failed`: the cart could not be saved (spec §8: logged, no message); the typed count is kept. */
  | { ok: false; key: string; result: CartLineResult; failed?: boolean }
