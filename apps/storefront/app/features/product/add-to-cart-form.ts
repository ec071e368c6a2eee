import { parse, type Submission, type SubmissionResult } from '@conform-to/react'
import { CartItemInput } from '@vitrina/api-client/schemas'
import * as v from 'valibot'
import type { FormCode } from '../../lib/forms/form-codes.ts'
import { parseForm } from '../../lib/forms/form-issues.ts'

/**
 * The add-to-cart form of the product page: the intent button and the checked `sku` radio, the API's own
 * `CartItemInput.sku` (an id) read from text by conform. Its second button, `buy-now` (unless the company
 * hides fast order), checks the same choice and goes on to /cart/direct/. The server action and the page's
 * lazily loaded live form (`purchase-live.tsx`) parse it with `addToCartSubmission`; the page's first load
 * imports only this module's types (conform and the parser are not in the product page's budget).
 */
export const AddToCartForm = v.object({
  intent: v.picklist(['add-to-cart', 'buy-now']),
  sku: CartItemInput.entries.sku,
})

/** The product's kind: its choice is a size (goods), a date (tours) or a room (hotels). */
export type PurchaseKind = 'product' | 'tour' | 'hotel'

/**
 * Why the chosen sku cannot be added, as codes of the one message map (form-codes.ts): none chosen (worded
 * after the product's kind of choice, "Choose a size."), not a variant of this product, or sold out.
 */
export type AddToCartIssue = Extract<
  FormCode,
  'choose_size' | 'choose_option' | 'sku_unknown' | 'sku_sold_out'
>

/** The cart's own refusals after the form was accepted: not validation, worded by the purchase form. */
export type CartRefusal = 'limit' | 'full' | 'failed'

/**
 * What the add-to-cart action answers. A refusal is conform's reply (`submission.reply()`): the issue code
 * on `sku`, or the cart's refusal as the form's error, and the values as posted; `sku` is the posted choice
 * read as an id of this product (kept checked), `stock` the pieces the cart may hold (for `limit`).
 */
export type AddToCartReply =
  | { ok: true; sku: number; count: number }
  | { ok: false; sku: number | null; submission: SubmissionResult<string[]>; stock?: number }

export type AddToCartValue<T> = { intent: 'add-to-cart' | 'buy-now'; sku: T }

type Sku = { id: number; in_stock: boolean }

/**
 * One submission of the form, checked against the product's skus: a sku must be chosen, belong to this
 * product and be in stock. Valid, its value is the intent and the sku itself. The declared fields are parsed
 * by conform (`parseForm`: an unchecked radio is a missing `sku`), the sku rules follow; the codes name the
 * product's kind of choice. A wrong `intent` is `choice` on `intent` (no button of the page posts it).
 */
export function addToCartSubmission<T extends Sku>(
  formData: FormData,
  skus: readonly T[],
  kind: PurchaseKind,
): Submission<AddToCartValue<T>, string[]> {
  const fields = parseForm(formData, AddToCartForm)
  return parse<AddToCartValue<T>, string[]>(formData, {
    resolve: () => {
      if (fields.status !== 'success') return { error: fieldCodes(fields.error ?? {}, kind) }
      const { intent, sku: id } = fields.value
      const sku = skus.find((candidate) => candidate.id === id)
      const code = skuCode(id, sku, kind)
      return code || !sku ? { error: { sku: [code ?? 'sku_unknown'] } } : { value: { intent, sku } }
    },
  })
}

/** The declared fields' codes as the form's: a missing choice names the kind, any other is not this product's. */
function fieldCodes(problems: Record<string, string[] | null>, kind: PurchaseKind) {
  const error: Record<string, string[]> = {}
  if (problems.intent) error.intent = problems.intent
  if (problems.sku) error.sku = [problems.sku.includes('required') ? chooseCode(kind) : 'sku_unknown']
  return error
}

/** Why a read id cannot be added (null: it can). */
function skuCode(id: number | null, sku: Sku | undefined, kind: PurchaseKind): AddToCartIssue | null {
  if (id === null) return chooseCode(kind)
  if (!sku) return 'sku_unknown'
  return sku.in_stock ? null : 'sku_sold_out'
}

function chooseCode(kind: PurchaseKind): AddToCartIssue {
  return kind === 'product' ? 'choose_size' : 'choose_option'
}

/**
 * The posted choice as an id of this product, kept checked on a refused page: null when nothing was chosen
 * or it names no sku of this product (the page then checks its default).
 */
export function postedSku(formData: FormData, skus: readonly Sku[]): number | null {
  const posted = formData.get('sku')
  const id = typeof posted === 'string' && /^\d{1,9}$/.test(posted) ? Number(posted) : null
  return skus.some((sku) => sku.id === id) ? id : null
}

/** Whether a post is the add-to-cart form at all (a button of the page): anything else is a forged request. */
export function isAddToCartPost(formData: FormData): boolean {
  const intent = formData.get('intent')
  return intent === 'add-to-cart' || intent === 'buy-now'
}
