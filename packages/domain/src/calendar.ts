/**
 * The days of a date picker (spec §3 "Calendar day", §9 "Calendar default span 6 months ahead or from a given
 * end date. Weekend is Saturday and Sunday."). All dates are calendar dates read and built in UTC, so a day
 * never shifts with the time zone of the server or the browser; pass `today` as the shop's calendar date.
 */
import { formatDateRu } from './dates.ts'

/** §9: without an explicit end, a calendar is open for 6 months ahead. */
export const CALENDAR_DEFAULT_SPAN_MONTHS = 6

const DAY_MS = 86_400_000
const WEEK_DAYS = 7
const MONTHS_IN_YEAR = 12

/** One cell of the picker; the field names follow §3 "Calendar day". */
export interface CalendarDay {
  /** ISO `YYYY-MM-DD`: the key `selected` and `available` use, and what a form sends. */
  date: string
  /** `DD.MM.YYYY`, as shown and as the date mask expects. */
  formatted: string
  /** Day of the month, 1-31. */
  day: number
  /** The month-year key, `YYYY-MM`, e.g. `2026-11`. */
  monthYear: string
  /** Outside [today, end]: cannot be picked. */
  disabled: boolean
  /** Can be picked: not disabled and, when `available` is given, listed in it. */
  active: boolean
  selected: boolean
  /** Saturday or Sunday (§3, §9); public holidays are not known here. */
  holiday: boolean
}

/** A month of the picker, in weeks from Monday to Sunday; cells of the neighbouring months are null. */
export interface CalendarMonth {
  /** `YYYY-MM`, the same key as the days' `monthYear`. */
  key: string
  year: number
  /** 1-12. */
  month: number
  weeks: (CalendarDay | null)[][]
}

export interface CalendarOptions {
  today: Date
  /** The last day that can be picked; 6 months after `today` when missing. */
  end?: Date | undefined
  /** ISO `YYYY-MM-DD` of the picked day. */
  selected?: string | undefined
  /** ISO dates that can be picked (e.g. tour departures); every day in the span when missing. */
  available?: Iterable<string> | undefined
}

/** The ISO `YYYY-MM-DD` of a date's UTC calendar day. */
export function isoDate(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`
}

/** Whether the UTC calendar day of the date falls on a weekend: Saturday or Sunday (§9). */
export function isHoliday(date: Date): boolean {
  const weekday = date.getUTCDay()
  return weekday === 0 || weekday === 6
}

/**
 * The last day that can be picked: the given end date (its UTC day), else 6 months after today.
 * When the day does not exist in that month, the last day of the month is used (31 August -> 28 or 29
 * February), as the Russian Civil Code (art. 192) counts month-long terms, rather than spilling into March.
 */
export function calendarSpanEnd(today: Date, end?: Date): Date {
  if (end) return startOfDay(end)
  const month = today.getUTCMonth() + CALENDAR_DEFAULT_SPAN_MONTHS
  const day = Math.min(today.getUTCDate(), daysInMonth(today.getUTCFullYear(), month))
  return new Date(Date.UTC(today.getUTCFullYear(), month, day))
}

/**
 * Builds the months of the picker from the month of `today` to the month of the span end (see
 * {@link calendarSpanEnd}). Days before today or after the end are disabled. An end before today still
 * gives today's month, with every day disabled, so the picker never renders empty.
 */
export function calendarMonths(options: CalendarOptions): CalendarMonth[] {
  const first = startOfDay(options.today)
  const last = calendarSpanEnd(options.today, options.end)
  const range = { from: isoDate(first), to: isoDate(last) }
  const available = options.available ? new Set(options.available) : undefined
  const context: DayContext = { ...range, selected: options.selected, available }
  const months: CalendarMonth[] = []
  const lastIndex = Math.max(monthIndex(first), monthIndex(last))
  for (let index = monthIndex(first); index <= lastIndex; index++) {
    months.push(buildMonth(Math.floor(index / MONTHS_IN_YEAR), index % MONTHS_IN_YEAR, context))
  }
  return months
}

interface DayContext {
  from: string
  to: string
  selected: string | undefined
  available: ReadonlySet<string> | undefined
}

function buildMonth(year: number, month: number, context: DayContext): CalendarMonth {
  const key = `${pad(year, 4)}-${pad(month + 1, 2)}`
  // Weeks start on Monday, as in Russia (and ISO 8601): getUTCDay() is 0 for Sunday.
  const leading = (new Date(Date.UTC(year, month, 1)).getUTCDay() + WEEK_DAYS - 1) % WEEK_DAYS
  const cells: (CalendarDay | null)[] = Array.from({ length: leading }, () => null)
  for (let day = 1; day <= daysInMonth(year, month); day++) {
    cells.push(buildDay(new Date(Date.UTC(year, month, day)), key, context))
  }
  while (cells.length % WEEK_DAYS !== 0) cells.push(null)
  const weeks: (CalendarDay | null)[][] = []
  for (let start = 0; start < cells.length; start += WEEK_DAYS)
    weeks.push(cells.slice(start, start + WEEK_DAYS))
  return { key, year, month: month + 1, weeks }
}

function buildDay(date: Date, monthYear: string, context: DayContext): CalendarDay {
  const iso = isoDate(date)
  // ISO dates with four-digit years sort as strings in calendar order.
  const disabled = iso < context.from || iso > context.to
  return {
    date: iso,
    formatted: formatDateRu(date),
    day: date.getUTCDate(),
    monthYear,
    disabled,
    active: !disabled && (context.available?.has(iso) ?? true),
    selected: iso === context.selected,
    holiday: isHoliday(date),
  }
}

function startOfDay(date: Date): Date {
  return new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS)
}

function monthIndex(date: Date): number {
  return date.getUTCFullYear() * MONTHS_IN_YEAR + date.getUTCMonth()
}

// Day 0 of the next month is the last day of this one; Date.UTC carries month overflow into the year.
function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
}

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0')
}
