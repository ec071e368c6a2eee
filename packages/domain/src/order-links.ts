/**
 * Where the customer goes after placing an order, or from the order list: to payment when the order still
 * has to be paid online, else to the "order placed" page.
 */

/** Payment methods the checkout page can run. */
export const PAYMENT_METHODS = ['yookassa-sdk', 'redirect', 'sberpay', 'yandex-pay'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly unknown[]).includes(value)
}

export interface OrderForNextHref {
  readonly id: number | string
  readonly actions?: readonly string[] | null
  /** What is left to pay: a number or a decimal string as the API sends money ('1500.00'). */
  readonly pay_now?: number | string | null
  readonly available_payment_options?: readonly unknown[] | null
  /** The method the order was placed with ('redirect', 'sberpay', … or 'cash'). */
  readonly payment_type?: string | null
}

/**
 * `/cart/checkout/{id}/?payment={type}` when the order is to be paid online now, else `/cart/success/{id}/`.
 * Paying online now means all of:
 * - `actions` include 'PAY' but not 'PAY_CASH' (cash is paid to the courier or at the outlet, not here);
 * - `pay_now` is more than zero (a string is read as a decimal, '1500.00' or '1500,00'; unreadable is zero);
 * - some payment option is available: `{type}` is the order's own `payment_type` when it is still offered
 *   (the method the customer chose at checkout), else the type of the first option that has one.
 *
 * The API has sent options in three shapes over time, all accepted: a bare string ('redirect'),
 * `{ type: 'redirect' }` and `{ payment_type: { type: 'redirect' } }` (a top-level `type` wins when both
 * are present). Options without a readable type are skipped; when none is left the order goes to the
 * success page, which shows the order and its status, rather than to a checkout that cannot pay it.
 * The type is not restricted to {@link PAYMENT_METHODS}: the checkout page decides what it can run.
 * The id and the type are URL-encoded.
 */
export function orderNextHref(order: OrderForNextHref): string {
  const id = encodeURIComponent(String(order.id))
  const actions = order.actions ?? []
  const types = (order.available_payment_options ?? []).map(paymentOptionType).filter((t) => t !== '')
  const own = order.payment_type?.trim() ?? ''
  const type = own !== '' && types.includes(own) ? own : types[0]
  const payable = actions.includes('PAY') && !actions.includes('PAY_CASH') && amount(order.pay_now) > 0
  if (payable && type !== undefined) return `/cart/checkout/${id}/?payment=${encodeURIComponent(type)}`
  return `/cart/success/${id}/`
}

/** The payment type of an option in any of the shapes described at {@link orderNextHref}; '' if none. */
export function paymentOptionType(option: unknown): string {
  if (typeof option === 'string') return option.trim()
  if (!isRecord(option)) return ''
  if (typeof option.type === 'string' && option.type.trim() !== '') return option.type.trim()
  const nested = option.payment_type
  return isRecord(nested) && typeof nested.type === 'string' ? nested.type.trim() : ''
}

function amount(value: number | string | null | undefined): number {
  const number = typeof value === 'string' ? Number(value.trim().replace(',', '.')) : Number(value ?? 0)
  return Number.isFinite(number) ? number : 0
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
