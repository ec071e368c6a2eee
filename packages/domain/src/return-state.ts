/**
 * Product returns: the states a return request goes through, how the refund is paid, and when a draft is
 * checked. Labels are translation keys, not texts: the storefront is white-label and localised.
 */

export const RETURN_STATES = [
  'new',
  'ready',
  'error',
  'canceled',
  'processing',
  'approved',
  'shipping',
  'done',
  'failed',
  'rejected',
  'returned',
] as const
export type ReturnState = (typeof RETURN_STATES)[number]

/** Refund methods: 'card' back to the payment card, 'bank_details' by transfer to the given bank details. */
export const REFUND_TYPES = ['card', 'bank_details'] as const
export type RefundType = (typeof REFUND_TYPES)[number]

/**
 * When return drafts are checked: from 09:00 up to (not including) 21:00 Moscow time.
 * `timeZone` is informative (for texts such as "from 9 to 21 Moscow time"); the check itself does not use it.
 */
export const RETURN_DRAFT_CHECK_HOURS = { from: 9, to: 21, timeZone: 'Europe/Moscow' } as const

/**
 * Moscow has been UTC+3 all year since 2014, with no daylight saving time. A fixed offset gives the same
 * answer as `Intl` without depending on the time zone data of the runtime (small ICU builds, old browsers,
 * tests under a mocked TZ), and keeps this function a plain computation.
 */
const MOSCOW_UTC_OFFSET_MS = 3 * 60 * 60 * 1000

export function isReturnState(value: unknown): value is ReturnState {
  return (RETURN_STATES as readonly unknown[]).includes(value)
}

export function isRefundType(value: unknown): value is RefundType {
  return (REFUND_TYPES as readonly unknown[]).includes(value)
}

/**
 * `returns.state.{state}` for a known state, '' for anything else so the UI shows no label rather than a
 * raw key. Case and surrounding spaces are ignored ('NEW' is `returns.state.new`).
 */
export function returnStateLabelKey(state: string): string {
  const known = state.trim().toLowerCase()
  return isReturnState(known) ? `returns.state.${known}` : ''
}

/** `returns.refund_type.{type}` for 'card' and 'bank_details' (case-insensitive), '' for anything else. */
export function refundTypeLabelKey(type: string): string {
  const known = type.trim().toLowerCase()
  return isRefundType(known) ? `returns.refund_type.${known}` : ''
}

/**
 * Whether `now` falls within {@link RETURN_DRAFT_CHECK_HOURS} in Moscow: 09:00:00 is in, 20:59:59 is in,
 * 21:00:00 is out. An invalid Date is out.
 */
export function isReturnDraftCheckHours(now: Date): boolean {
  const time = now.getTime()
  if (Number.isNaN(time)) return false
  const hour = new Date(time + MOSCOW_UTC_OFFSET_MS).getUTCHours()
  return hour >= RETURN_DRAFT_CHECK_HOURS.from && hour < RETURN_DRAFT_CHECK_HOURS.to
}
