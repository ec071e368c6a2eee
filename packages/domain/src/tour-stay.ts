/**
 * The nights of a stay (issue 12). A stay of N nights from date D occupies the nights of D, D+1 … D+N-1 and
 * ends on the morning of D+N: the end date is exclusive, as hotels and Sharetribe count it, so two stays
 * that meet on a day (one leaves, the next arrives) never compete for the same night.
 * Dates are ISO `YYYY-MM-DD` calendar days computed in UTC (see calendar.ts).
 */
import { calendarSpanEnd, isoDate } from './calendar.ts'

/** The shortest stay sold. */
export const MIN_NIGHTS = 1
/** The longest stay a search or a booking may ask for: three weeks. */
export const MAX_NIGHTS = 21

const DAY_MS = 86_400_000
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** An inclusive range of night counts, e.g. 7..10 nights. */
export interface NightsRange {
  min: number
  max: number
}

export const DEFAULT_NIGHTS: NightsRange = { min: 7, max: 10 }

/** The UTC Date of an ISO day, or null when the text is no real calendar day (2026-02-30). */
export function parseIsoDate(text: string): Date | null {
  if (!ISO_DATE.test(text)) return null
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && isoDate(date) === text ? date : null
}

/** The ISO day `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  const start = parseIsoDate(date)
  if (!start) throw new RangeError(`Not an ISO date: ${date}`)
  return isoDate(new Date(start.getTime() + days * DAY_MS))
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const start = parseIsoDate(from)
  const end = parseIsoDate(to)
  if (!start || !end) throw new RangeError(`Not ISO dates: ${from}, ${to}`)
  return Math.round((end.getTime() - start.getTime()) / DAY_MS)
}

/** The nights a stay occupies: D … D+N-1 (the departure day D+N is not one of them). */
export function stayNights(date: string, nights: number): string[] {
  return Array.from({ length: nights }, (_, index) => addDays(date, index))
}

/** The day the tourists leave the hotel: D+N, the exclusive end of the stay. */
export function checkOutDate(date: string, nights: number): string {
  return addDays(date, nights)
}

export function isValidNights(nights: number): boolean {
  return Number.isInteger(nights) && nights >= MIN_NIGHTS && nights <= MAX_NIGHTS
}

export function isValidNightsRange(range: NightsRange): boolean {
  return isValidNights(range.min) && isValidNights(range.max) && range.min <= range.max
}

export type StayDateError = 'date_past' | 'date_too_far'

/**
 * Whether a stay may start on `date`: from today to the end of the 6-month calendar span (spec §9), the span
 * `calendarMonths` shows, so the picker and the server agree on the last day.
 */
export function checkStayDate(date: string, today: Date): StayDateError | null {
  if (date < isoDate(today)) return 'date_past'
  if (date > isoDate(calendarSpanEnd(today))) return 'date_too_far'
  return null
}
