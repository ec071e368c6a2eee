import { CartItemInput } from '@vitrina/api-client/schemas'
import * as v from 'valibot'
import { parseForm } from '../../lib/forms/form-issues.ts'

/**
 * The add-to-cart form of the product page: the intent button and the checked `sku` radio, the API's own
 * `CartItemInput.sku` (an id) read from text by conform. Its second button, `buy-now` (unless the company
 * hides fast order), checks the same choice and goes on to /cart/direct/.
 */
export const AddToCartForm = v.object({
  intent: v.picklist(['add-to-cart', 'buy-now']),
  sku: CartItemInput.entries.sku,
})

/** Why a sku cannot be added: none chosen, not a variant of this product, or sold out. */
export type AddToCartError = 'required' | 'unknown' | 'out-of-stock'

/** What the add-to-cart action answers; `limit`, `full` and `failed` come from the cart, not the form. */
export type AddToCartReply =
  | { ok: true; sku: number; count: number }
  | { ok: false; error: AddToCartError | 'limit' | 'full' | 'failed'; sku: number | null; stock?: number }

export type AddToCartCheck<T> =
  | { ok: true; sku: T; intent: 'add-to-cart' | 'buy-now' }
  | {
      ok: false
      error: AddToCartError /** The submitted sku id, kept checked in the form. */
      sku: number | null
    }

/**
 * Checks a submitted add-to-cart form against the product's skus: a sku must be chosen, belong to this
 * product and be in stock. Answers null when the form is not an add-to-cart form at all (a forged request).
 */
export function checkAddToCart<T extends { id: number; in_stock: boolean }>(
  form: FormData,
  skus: readonly T[],
): AddToCartCheck<T> | null {
  const intent = form.get('intent')
  if (intent !== 'add-to-cart' && intent !== 'buy-now') return null
  // conform's parse (an unchecked radio is a missing `sku`): its codes become the form's own reasons, whose
  // words name the product's kind of choice ("Choose a size.").
  const submission = parseForm(form, AddToCartForm)
  if (submission.status !== 'success') {
    const missing = submission.error?.sku?.includes('required') ?? false
    return { ok: false, error: missing ? 'required' : 'unknown', sku: null }
  }
  const id = submission.value.sku
  if (id === null) return { ok: false, error: 'required', sku: null }
  const sku = skus.find((candidate) => candidate.id === id)
  if (!sku) return { ok: false, error: 'unknown', sku: null }
  if (!sku.in_stock) return { ok: false, error: 'out-of-stock', sku: id }
  return { ok: true, sku, intent: submission.value.intent }
}
