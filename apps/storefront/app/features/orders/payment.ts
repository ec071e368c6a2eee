import { decimalToMinor } from '@vitrina/domain/money'
import { paymentOptionType } from '@vitrina/domain/order-links'

/**
 * Payment screens (spec §2, §8, §9): which return page a method comes back to, how a provider status reads to
 * the customer, and how long the storefront keeps asking. Pure: the routes and the poller call these.
 */

/** The return page of a method: the bank app comes back to /sberpay, cards and wallets to /yookassa. */
export type ReturnPage = 'yookassa' | 'sberpay'

export function returnPageFor(method: string): ReturnPage {
  return method === 'sberpay' ? 'sberpay' : 'yookassa'
}

/** `/cart/checkout/{id}/{page}/` on the shop's own origin: the provider sends the customer back there. */
export function returnUrlFor(origin: string, orderId: number, method: string): string {
  return `${origin}/cart/checkout/${orderId}/${returnPageFor(method)}/`
}

/** The payment step of an order, with the method chosen (the "Pay again" link). */
export function paymentStepHref(orderId: number, method?: string | null): string {
  const query = method ? `?payment=${encodeURIComponent(method)}` : ''
  return `/cart/checkout/${orderId}/${query}`
}

/**
 * What a provider status means on the return page. YooKassa's statuses (the API uses their names):
 * `succeeded` is paid; `pending` and `waiting_for_capture` are not final yet (the bank may credit the payment
 * for up to 15 minutes); `canceled` and anything unknown are a failed attempt that the customer may retry.
 */
export type PaymentOutcome = 'paid' | 'pending' | 'failed'

export function paymentOutcome(status: string): PaymentOutcome {
  if (status === 'succeeded') return 'paid'
  if (status === 'pending' || status === 'waiting_for_capture') return 'pending'
  return 'failed'
}

/** Spec §9: a payment may take up to 15 minutes to be credited; the return page stops asking after that. */
export const PAYMENT_CREDIT_WINDOW_MS = 15 * 60_000
/** How often the return page asks again while a payment is pending. */
export const PAYMENT_POLL_INTERVAL_MS = 5_000

export function shouldKeepPolling(startedAt: number, now: number): boolean {
  return now - startedAt < PAYMENT_CREDIT_WINDOW_MS
}

export type PayableOrder = {
  actions: readonly string[]
  pay_now: string
  available_payment_options: readonly unknown[]
}

/**
 * The methods the order can be paid by online now, in the API's order; empty when it cannot be paid here
 * (already paid, cash on delivery, final state, no option) — the same reading as `orderNextHref`.
 */
export function payableMethods(order: PayableOrder): string[] {
  const payNow = decimalToMinor(order.pay_now) ?? 0
  if (!order.actions.includes('PAY') || order.actions.includes('PAY_CASH') || payNow <= 0) return []
  const types = order.available_payment_options.map(paymentOptionType).filter((t) => t !== '')
  return [...new Set(types)]
}

/**
 * The method to preselect: the one asked for in `?payment=` when the order offers it, else the order's own
 * method (`payment_type`, what the customer chose at checkout) when still offered, else the first.
 */
export function chosenMethod(
  methods: readonly string[],
  asked: string | null,
  own: string | null = null,
): string | null {
  for (const candidate of [asked, own])
    if (candidate !== null && methods.includes(candidate)) return candidate
  return methods[0] ?? null
}

/** A provider's confirmation page must be an absolute http(s) URL before the shop redirects to it. */
export function isConfirmationUrl(value: string | null): value is string {
  if (value === null) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}
