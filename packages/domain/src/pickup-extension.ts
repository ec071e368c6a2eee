/**
 * Extending the storage of an order waiting at a pickup point. The customer can extend it by 1 or 7 days;
 * an order paid online is stored without limit, so there is nothing to extend.
 */

export const PICKUP_EXTENSION_DAYS = [1, 7] as const
export type PickupExtensionDays = (typeof PICKUP_EXTENSION_DAYS)[number]

export interface PickupOrder {
  readonly paid_online: boolean
  /** Last day of storage, 'YYYY-MM-DD' or an ISO date-time such as '2024-05-10T18:00:00+03:00'. */
  readonly storage_until?: string | null
}

export interface PickupExtensionOption {
  readonly days: PickupExtensionDays
  /** The last day of storage after this extension, 'YYYY-MM-DD'. */
  readonly storage_until: string
}

const DAY_MS = 86_400_000

/** Whether the order is kept at the pickup point without a time limit (it was paid online). */
export function hasUnlimitedStorage(order: PickupOrder): boolean {
  return order.paid_online
}

/**
 * The extensions the customer can choose, each with the storage date it leads to (`storage_until` + n days).
 * - Empty when the order was paid online: storage is unlimited.
 * - Empty when `storage_until` is missing or not a real date: without it the new date cannot be shown, and
 *   an extension whose result is unknown should not be offered.
 * - `days` limits the options (e.g. to what the pickup point allows); the result follows its order, without
 *   repeats. It defaults to {@link PICKUP_EXTENSION_DAYS}.
 *
 * The calendar date is read as written ('2024-05-10T01:00:00+03:00' is 10 May, not 9 May in UTC): the shop
 * states storage dates in its own time. Pure: no clock, so a date already in the past is extended all the same;
 * whether extending is still allowed is the backend's decision.
 */
export function pickupExtensionOptions(
  order: PickupOrder,
  days: readonly PickupExtensionDays[] = PICKUP_EXTENSION_DAYS,
): PickupExtensionOption[] {
  if (hasUnlimitedStorage(order)) return []
  const until = parseCalendarDate(order.storage_until)
  if (until === null) return []
  return [...new Set(days)].map((n) => ({ days: n, storage_until: isoDate(until + n * DAY_MS) }))
}

// Milliseconds of 00:00 UTC of the calendar date at the start of `value`, or null when it is not a real date.
function parseCalendarDate(value: string | null | undefined): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(value?.trim() ?? '')
  if (!match) return null
  const [, year, month, day] = match
  const date = new Date(0)
  date.setUTCFullYear(Number(year), Number(month) - 1, Number(day))
  const time = date.getTime()
  return isoDate(time) === `${year}-${month}-${day}` ? time : null
}

function isoDate(time: number): string {
  const date = new Date(time)
  const pad = (value: number, length: number) => String(value).padStart(length, '0')
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`
}
