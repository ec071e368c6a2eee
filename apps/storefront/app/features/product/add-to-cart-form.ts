import * as v from 'valibot'

/**
 * The add-to-cart form of the product page: the intent button and the checked `sku` radio. Its second button,
 * `buy-now` (unless the company hides fast order), checks the same choice and goes on to /cart/direct/.
 */
export const AddToCartForm = v.object({
  intent: v.picklist(['add-to-cart', 'buy-now']),
  sku: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.regex(/^\d{0,15}$/, 'unknown'),
    v.transform((id) => (id === '' ? null : Number(id))),
  ),
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
  form: Record<string, unknown>,
  skus: readonly T[],
): AddToCartCheck<T> | null {
  if (form.intent !== 'add-to-cart' && form.intent !== 'buy-now') return null
  const parsed = v.safeParse(AddToCartForm, form)
  if (!parsed.success) return { ok: false, error: 'unknown', sku: null }
  const id = parsed.output.sku
  if (id === null) return { ok: false, error: 'required', sku: null }
  const sku = skus.find((candidate) => candidate.id === id)
  if (!sku) return { ok: false, error: 'unknown', sku: null }
  if (!sku.in_stock) return { ok: false, error: 'out-of-stock', sku: id }
  return { ok: true, sku, intent: parsed.output.intent }
}
