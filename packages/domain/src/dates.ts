/**
 * Dates as typed in forms (spec §5 "Dates"). Every Date here is a calendar date at 00:00 UTC (or the typed
 * time in UTC): a birthday must not move to the previous day because a server runs in another time zone.
 */

const MASK_LENGTH = 10
const DAY_MONTH_DIGITS = 4
const DATE_DIGITS = 8

/** §5 birth date: the holder must be over 18 years. */
export const ADULT_AGE_YEARS = 18
/**
 * §5 "must not be … too far in the past". We reject anyone older than 120 years: the bound moves with `today`,
 * admits every living person (the oldest verified human lived to 122, nobody alive is near that) and catches
 * typos like 1806 for 1986. A fixed year such as 1900 would slowly become meaningless.
 */
export const MAX_AGE_YEARS = 120

export type BirthDateError = 'required' | 'incomplete' | 'invalid' | 'future' | 'too_old' | 'under_18'

/**
 * Applies the DD.MM.YYYY mask to what the user typed: only digits are kept (at most 8) and dots are inserted
 * after the day and the month, so the result is at most 10 characters.
 * While typing, a dot appears only once a digit follows it (`01` -> `01`, `012` -> `01.2`), except that a
 * separator (dot, slash, dash or space) typed right after a full day or month is kept (`01.` -> `01.`,
 * `01/02/` -> `01.02.`), so typing the dots oneself works too; letters never add a dot.
 */
export function maskDate(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, DATE_DIGITS)
  const day = digits.slice(0, 2)
  const month = digits.slice(2, DAY_MONTH_DIGITS)
  const year = digits.slice(DAY_MONTH_DIGITS)
  let masked = day
  if (digits.length > 2) masked += `.${month}`
  if (digits.length > DAY_MONTH_DIGITS) masked += `.${year}`
  if (/[./\s-]$/.test(input) && (digits.length === 2 || digits.length === DAY_MONTH_DIGITS)) masked += '.'
  return masked
}

/**
 * A date field as the shopper types or pastes (spec §5: the DD.MM.YYYY mask, and every accepted format read).
 * `maskDate` alone mangles a year typed first: "1990" is masked to "19.90" and "1990-05-05" ends as
 * "19.90.0505". So:
 * - a whole date in another accepted format (a paste, autofill, 1990-05-05 or 1990/05/05) becomes DD.MM.YYYY;
 * - a dash or slash typed after four digits shows the year came first: the text is kept as typed
 *   (YYYY-MM-DD so far) until it is whole;
 * - eight digits that are no DDMMYYYY date but are a YYYYMMDD one are read year first;
 * - anything else gets the DD.MM.YYYY mask.
 */
export function typedDate(input: string): string {
  const value = input.trim()
  const whole = /^\d{2}\.\d{2}\.\d{4}$/.test(value) ? null : parseDate(value)
  if (whole) return formatDateRu(whole)
  // The mask already put a dot into the year ("19.90"): a dash after it undoes that (DD-MM-YYYY is no accepted
  // format), and so does a slash unless the four digits are a day and a month (DD/MM/YYYY is one).
  const typed = /^(\d{2})\.(\d{2})([-/])/.exec(value)
  const dayMonth = typed
    ? Number(typed[1]) >= 1 && Number(typed[1]) <= 31 && Number(typed[2]) >= 1 && Number(typed[2]) <= 12
    : false
  const unmasked =
    typed && (typed[3] === '-' || !dayMonth)
      ? value.replace(typed[0], `${typed[1]}${typed[2]}${typed[3]}`)
      : value
  if (/^\d{4}[-/]/.test(unmasked)) return unmasked.replace(/[^\d/-]/g, '').slice(0, MASK_LENGTH)
  const digits = value.replace(/\D/g, '')
  if (digits.length === DATE_DIGITS && !parseDate(maskDate(digits))) {
    const yearFirst = parseDate(`${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}`)
    if (yearFirst) return formatDateRu(yearFirst)
  }
  return maskDate(input)
}

// Each accepted format, rewritten by its regex to one canonical `YYYY-MM-DDTHH:MM` string.
const FORMATS: readonly (readonly [RegExp, string])[] = [
  [/^(\d{4})-(\d{2})-(\d{2})$/, '$1-$2-$3T00:00'],
  [/^(\d{2})\/(\d{2})\/(\d{4})$/, '$3-$2-$1T00:00'],
  [/^(\d{4})\/(\d{2})\/(\d{2})$/, '$1-$2-$3T00:00'],
  [/^(\d{2})\.(\d{2})\.(\d{4})$/, '$3-$2-$1T00:00'],
  [/^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/, '$3-$2-$1T$4:$5'],
]

/**
 * Parses the five accepted formats of §5: YYYY-MM-DD, DD/MM/YYYY, YYYY/MM/DD, DD.MM.YYYY, DD.MM.YYYY HH:MM.
 * Surrounding spaces are ignored. A date that does not print back to the same string is null (§5 "passes if
 * the date round-trips"), which rejects 31.02.2020, 29.02.2021 and 25:00. The result is a UTC Date.
 */
export function parseDate(text: string): Date | null {
  const value = text.trim()
  const format = FORMATS.find(([pattern]) => pattern.test(value))
  if (!format) return null
  const canonical = value.replace(format[0], format[1])
  const field = (from: number, to: number) => Number(canonical.slice(from, to))
  const date = utcDate(field(0, 4), field(5, 7) - 1, field(8, 10), field(11, 13), field(14, 16))
  return canonicalOf(date) === canonical ? date : null
}

/** `DD.MM.YYYY` from the UTC parts of the date; an invalid Date gives '' so that a page never shows "NaN". */
export function formatDateRu(date: Date): string {
  if (Number.isNaN(date.getTime())) return ''
  return `${pad(date.getUTCDate(), 2)}.${pad(date.getUTCMonth() + 1, 2)}.${pad(date.getUTCFullYear(), 4)}`
}

/**
 * Checks a masked DD.MM.YYYY birth date (§5: entered fully, no error, not in the future or too far in the past,
 * holder over 18). null means valid. `today` is read by its UTC calendar date, like every date here.
 * - `incomplete`: digits and dots only but shorter than DD.MM.YYYY; anything else malformed is `invalid`.
 * - Over 18 means the 18th birthday is on or before today. Someone born on 29 February has a birthday on
 *   1 March in common years: the later of the two readings, so a shop never lets a 17-year-old through.
 * - `too_old`: the 120th birthday (same leap-day rule) is before today; on that birthday itself the date passes.
 */
export function validateBirthDate(text: string, today: Date): BirthDateError | null {
  const value = text.trim()
  if (value === '') return 'required'
  if (/^[\d.]+$/.test(value) && value.length < MASK_LENGTH) return 'incomplete'
  if (!/^\d{2}\.\d{2}\.\d{4}$/.test(value)) return 'invalid'
  const birth = parseDate(value)
  if (!birth) return 'invalid'
  const day = utcDate(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  if (birth > day) return 'future'
  if (addYears(birth, MAX_AGE_YEARS) < day) return 'too_old'
  if (addYears(birth, ADULT_AGE_YEARS) > day) return 'under_18'
  return null
}

// Date.UTC maps years 0-99 to 1900-1999; setUTCFullYear keeps them, so year 0050 round-trips.
function utcDate(year: number, month: number, day: number, hours = 0, minutes = 0): Date {
  const date = new Date(0)
  date.setUTCFullYear(year, month, day)
  date.setUTCHours(hours, minutes, 0, 0)
  return date
}

// Overflow does the leap-day rule: 29 February of a common year becomes 1 March.
function addYears(date: Date, years: number): Date {
  return utcDate(date.getUTCFullYear() + years, date.getUTCMonth(), date.getUTCDate())
}

function canonicalOf(date: Date): string {
  const day = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`
  return `${day}T${pad(date.getUTCHours(), 2)}:${pad(date.getUTCMinutes(), 2)}`
}

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0')
}
