import { isInteger } from '@vitrina/domain/validation'
import * as v from 'valibot'

/** The API takes at most 999 pieces of a line (`CartItemInput.count` in the api-client contract). */
export const MAX_CART_ITEM_COUNT = 999

const COUNT_ERRORS = ['required', 'integer', 'min', 'max'] as const
export type CountError = (typeof COUNT_ERRORS)[number]

const Key = v.pipe(v.string(), v.regex(/^\d+:\d*:\d*$/))
const Count = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  v.nonEmpty('required'),
  v.check(isInteger, 'integer'),
  v.transform(Number),
  v.minValue(1, 'min'),
  v.maxValue(MAX_CART_ITEM_COUNT, 'max'),
)

/** The cart page's forms: set a line's count (typed or by the −/+ buttons) or remove the line. */
export const CartForm = v.variant('intent', [
  v.object({ intent: v.literal('set-count'), key: Key, count: Count }),
  v.object({ intent: v.literal('remove'), key: Key }),
])

export type CartFormResult =
  | { ok: true; change: v.InferOutput<typeof CartForm> }
  /** `key` null: the form itself is broken (no intent or key), not the shopper's input. */
  | { ok: false; key: string | null; errors: { count?: CountError }; values: { count: string } }

/** Validates a submitted cart form; a count error keeps the typed value so the field can show it again. */
export function parseCartForm(form: Record<string, unknown>): CartFormResult {
  const parsed = v.safeParse(CartForm, form)
  if (parsed.success) return { ok: true, change: parsed.output }
  const typed = typeof form.count === 'string' ? form.count : ''
  const key = v.is(Key, form.key) ? form.key : null
  const countIssue = parsed.issues.find((issue) => v.getDotPath(issue) === 'count')
  if (form.intent !== 'set-count' || !countIssue || key === null)
    return { ok: false, key: null, errors: {}, values: { count: typed } }
  const code = COUNT_ERRORS.find((candidate) => candidate === countIssue.message) ?? 'integer'
  return { ok: false, key, errors: { count: code }, values: { count: typed } }
}

/** What the cart action answers; the key says which line a field error belongs to. */
export type CartReply =
  | { ok: true; key: string }
  | { ok: false; key: string; errors: { count?: CountError }; values: { count: string }; failed?: boolean }
