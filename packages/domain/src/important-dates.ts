import { formatDateRu, MAX_AGE_YEARS, parseDate } from './dates.ts'

/**
 * A customer's important dates (spec §1, §3 "Important date": date, event name): birthdays of relatives,
 * anniversaries. They recur every year, so the list is sorted by the next time each comes round.
 */

/** Event names are short labels ("Mum's birthday"); the bound keeps one row from holding an essay. */
export const IMPORTANT_DATE_NAME_MAX_LENGTH = 100
/** A customer keeps at most this many dates: enough for a family and friends, a bound for the table. */
export const IMPORTANT_DATES_MAX_COUNT = 50
/** A date may lie this many years ahead (a planned wedding); further is a typo of the year. */
export const IMPORTANT_DATE_MAX_YEARS_AHEAD = 10

export type ImportantDateError = 'required' | 'incomplete' | 'invalid' | 'too_far_ahead' | 'too_old'
export type ImportantDateNameError = 'required' | 'too_long'

/**
 * Checks a DD.MM.YYYY date as typed (spec §5: entered fully, no error, the mask's format). The year may be in
 * the past (a birth year) or a few years ahead; null means valid. `today` is read by its UTC calendar date.
 */
export function validateImportantDate(text: string, today: Date): ImportantDateError | null {
  const value = text.trim()
  if (value === '') return 'required'
  if (/^[\d.]+$/.test(value) && value.length < 10) return 'incomplete'
  if (!/^\d{2}\.\d{2}\.\d{4}$/.test(value)) return 'invalid'
  const date = parseDate(value)
  if (!date) return 'invalid'
  const year = date.getUTCFullYear()
  if (year > today.getUTCFullYear() + IMPORTANT_DATE_MAX_YEARS_AHEAD) return 'too_far_ahead'
  if (year < today.getUTCFullYear() - MAX_AGE_YEARS) return 'too_old'
  return null
}

/** Checks an event name: required once trimmed, at most {@link IMPORTANT_DATE_NAME_MAX_LENGTH} characters. */
export function validateImportantDateName(text: string): ImportantDateNameError | null {
  const value = text.trim()
  if (value === '') return 'required'
  if ([...value].length > IMPORTANT_DATE_NAME_MAX_LENGTH) return 'too_long'
  return null
}

/** `YYYY-MM-DD` (the wire and database form) of a DD.MM.YYYY text; null when it is no valid date. */
export function importantDateIso(text: string): string | null {
  const date = parseDate(text.trim())
  return date ? date.toISOString().slice(0, 10) : null
}

/** `DD.MM.YYYY` of a `YYYY-MM-DD` date, for the form's field. */
export function importantDateText(iso: string): string {
  const date = parseDate(iso)
  return date ? formatDateRu(date) : ''
}

/**
 * The next day on or after `today` (its UTC calendar date) that the yearly date falls on, as `YYYY-MM-DD`.
 * 29 February is kept on 28 February in common years: the day stays in its month, and a reminder of it comes
 * before the day has passed rather than after.
 */
export function nextOccurrence(iso: string, today: Date): string {
  const month = Number(iso.slice(5, 7)) - 1
  const day = Number(iso.slice(8, 10))
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  const inYear = (year: number) => {
    const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
    const date = new Date(0)
    date.setUTCFullYear(year, month, Math.min(day, last))
    return date
  }
  const thisYear = inYear(today.getUTCFullYear())
  const next = thisYear.getTime() >= start ? thisYear : inYear(today.getUTCFullYear() + 1)
  return next.toISOString().slice(0, 10)
}

/** Whole days from `today` (UTC calendar date) to the next occurrence: 0 on the day itself. */
export function daysUntilNext(iso: string, today: Date): number {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  return Math.round((Date.parse(nextOccurrence(iso, today)) - start) / 86_400_000)
}

/**
 * The dates sorted by their next occurrence from `today`, soonest first; on the same day by name, then id, so
 * the order never depends on the database's.
 */
export function sortByNextOccurrence<T extends { id: number; date: string; name: string }>(
  dates: readonly T[],
  today: Date,
): T[] {
  return dates
    .map((item) => ({ item, next: nextOccurrence(item.date, today) }))
    .sort(
      (a, b) =>
        a.next.localeCompare(b.next) || a.item.name.localeCompare(b.item.name) || a.item.id - b.item.id,
    )
    .map(({ item }) => item)
}
