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

/**
 * The lifecycle a manager drives (the spec lists the states, not the moves; this is the shop's reading of
 * their descriptions): a submitted application is checked (ready or error), the courier brings the goods and
 * statement (shipping), the seller considers them (processing), then refunds (approved → done, or failed and
 * retried) or refuses (rejected → returned). The customer may only cancel an unchecked application.
 */
export const RETURN_TRANSITIONS: Readonly<Record<ReturnState, readonly ReturnState[]>> = {
  new: ['ready', 'error', 'canceled'],
  ready: ['shipping', 'canceled'],
  error: [],
  canceled: [],
  shipping: ['processing'],
  processing: ['approved', 'rejected'],
  approved: ['done', 'failed'],
  failed: ['done'],
  done: [],
  rejected: ['returned'],
  returned: [],
}

/** Whether a manager may move an application from `from` to `to`. */
export function canMoveReturn(from: ReturnState, to: ReturnState): boolean {
  return RETURN_TRANSITIONS[from].includes(to)
}

/** Only a new (unchecked) application can be cancelled by the customer ("cancel of a draft"). */
export function canCustomerCancelReturn(state: ReturnState): boolean {
  return state === 'new'
}

/** The happy path's stages in order, for the "N from M" counter and the stage list on the details page. */
export const RETURN_STAGES = ['new', 'ready', 'shipping', 'processing', 'approved', 'done'] as const

/**
 * The next moment a manager checks drafts: `now` itself within check hours, otherwise the next 09:00 Moscow
 * time (the same day before 09:00, the next day after 21:00).
 */
export function nextReturnDraftCheck(now: Date): Date {
  if (isReturnDraftCheckHours(now)) return now
  const moscow = new Date(now.getTime() + MOSCOW_UTC_OFFSET_MS)
  const day = Date.UTC(moscow.getUTCFullYear(), moscow.getUTCMonth(), moscow.getUTCDate())
  const nineToday = day + RETURN_DRAFT_CHECK_HOURS.from * 3_600_000 - MOSCOW_UTC_OFFSET_MS
  return new Date(moscow.getUTCHours() < RETURN_DRAFT_CHECK_HOURS.from ? nineToday : nineToday + 86_400_000)
}

/**
 * How long after receipt an item can be returned. The law gives 14 days for goods of proper quality; the shop
 * gives 90, and defects are handled through the same application within that window.
 */
export const RETURN_WINDOW_DAYS = 90
