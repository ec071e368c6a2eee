/**
 * What a failed order creation means for the shopper (spec §8 toasts), read from the error the `createOrder`
 * actor throws: an `ApiError` (status, code, detail, field errors of apps/api create-order.ts and
 * idempotency.ts), a `ContractError` (the answer did not parse) or anything else (network, timeout).
 *
 * `keepIdempotencyKey` says whether the next attempt must reuse the key: yes whenever the order may exist
 * (no answer, 5xx, an unreadable answer, "still processing"), so a retry replays it instead of creating a
 * second one; no after a definitive refusal (4xx), which created nothing and which a server may remember
 * against the key (a retry with a corrected body would then get 422).
 */
import { ApiError, ContractError } from '@vitrina/api-client'
import { type CardErrorKey, cardErrorOf } from './checkout-cards.ts'
import type { FormErrorKey } from './checkout-types.ts'

export type OrderFailureKind =
  /** Try again: nothing known about the outcome, or a refusal the form cannot fix field by field. */
  | 'order_failed'
  /** The chosen delivery/payment option is gone or changed its terms: re-preview and choose again. */
  | 'delivery_unavailable'
  /** Some lines are out of stock or not sold in the region: re-preview to show them. */
  | 'items_unavailable'
  /** A promo code stopped applying: re-preview, which drops it with its error. */
  | 'promo_rejected'
  /** The page's data is stale or the session is gone: refresh the page. */
  | 'checkout_details'
  /** The customer holds as many unpaid online orders as the shop allows: pay or cancel one first. */
  | 'too_many_unpaid'
  /** A gift or bonus card cannot pay (unknown, expired, empty, or its balance changed): check the cards. */
  | 'card_rejected'

export interface OrderFailure {
  kind: OrderFailureKind
  /** The toast (spec §8). */
  toast: FormErrorKey
  /** Whether the failure calls for a new preview before the next attempt. */
  repreview: boolean
  keepIdempotencyKey: boolean
  /** The API's field errors, shown as they are when the form has no field of its own for them. */
  fieldErrors: Record<string, string[]>
  /** The card refusal, shown by the cards field (`card_rejected` only). */
  card: CardErrorKey | null
}

const TOASTS: Record<OrderFailureKind, FormErrorKey> = {
  order_failed: 'order_failed',
  delivery_unavailable: 'delivery_unavailable',
  items_unavailable: 'items_unavailable',
  promo_rejected: 'order_failed',
  checkout_details: 'checkout_details',
  too_many_unpaid: 'too_many_unpaid',
  card_rejected: 'card_rejected',
}

export function toOrderFailure(error: unknown): OrderFailure {
  if (error instanceof ContractError) return failure('checkout_details', true)
  if (!(error instanceof ApiError)) return failure('order_failed', true)
  const { status, code, fieldErrors } = error
  // Too many card lookups: nothing was written, so the same key may go again once the hour is over.
  if (code === 'card_checks_throttled') return { ...failure('card_rejected', true), card: code }
  if (status >= 500 || status === 408 || status === 429) return failure('order_failed', true)
  if (code === 'idempotency_in_progress') return failure('order_failed', true)
  // The key was used with another body: the earlier attempt went through, so the cart is already an order.
  if (code === 'idempotency_key_reused') return failure('checkout_details', true)
  const card = cardErrorOf(error)
  if (card) return { ...failure('card_rejected', false), card }
  if (code === 'items_unavailable') return failure('items_unavailable', false)
  if (code === 'too_many_unpaid_orders') return failure('too_many_unpaid', false)
  if (code === 'bonuses_changed' || status === 401 || status === 403 || status === 404)
    return failure('checkout_details', false)
  if ('delivery_payment_option' in fieldErrors || 'use_bonuses' in fieldErrors)
    return failure('delivery_unavailable', false, fieldErrors)
  if ('products' in fieldErrors) return failure('items_unavailable', false, fieldErrors)
  if ('promo_codes' in fieldErrors) return failure('promo_rejected', false, fieldErrors)
  return failure('order_failed', false, fieldErrors)
}

function failure(
  kind: OrderFailureKind,
  keepIdempotencyKey: boolean,
  fieldErrors: Record<string, string[]> = {},
): OrderFailure {
  const repreview =
    kind === 'delivery_unavailable' || kind === 'items_unavailable' || kind === 'promo_rejected'
  return { kind, toast: TOASTS[kind], repreview, keepIdempotencyKey, fieldErrors, card: null }
}
