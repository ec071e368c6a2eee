/**
 * A tour search as a shareable URL (issue 12): the same four fields are the query of `/tours/search`, the
 * path segments `{from}/{dates}/{nights}/{tourists}` of the room-selection route and the query of
 * `GET /api/tours/search/`, so a link copied from the address bar reproduces the search on any device and
 * the storefront and the API read it with one decoder.
 *
 *   from     = departure city slug                       moscow
 *   dates    = one day, or a range joined by `..`         2026-12-05  |  2026-12-05..2026-12-12
 *   nights   = a count, or a range joined by `-`          7  |  7-10
 *   tourists = adults, then each child's age, by `-`      2  |  2-5-0   (0 = a baby "до года")
 *
 * Missing fields widen the search (any city, the whole 6-month calendar, any nights, two adults).
 */
import { calendarSpanEnd, isoDate } from './calendar.ts'
import { checkStayDate, isValidNightsRange, type NightsRange, parseIsoDate } from './tour-stay.ts'
import { DEFAULT_TOURISTS, decodeTourists, encodeTourists, type Tourists } from './tourists.ts'

export interface DateRange {
  /** First possible departure day, ISO. */
  from: string
  /** Last possible departure day, ISO, inclusive; equal to `from` for one day. */
  to: string
}

export interface TourSearch {
  /** Departure city slug; missing: any city. */
  from?: string | undefined
  /** Departure days; missing: today to the end of the calendar span. */
  dates?: DateRange | undefined
  /** Night counts; missing: any. */
  nights?: NightsRange | undefined
  tourists: Tourists
}

/** The wire spelling: each present field as one URL-safe string. */
export interface TourSearchFields {
  from?: string | undefined
  dates?: string | undefined
  nights?: string | undefined
  tourists?: string | undefined
}

export type TourSearchField = keyof TourSearchFields
export type TourSearchError =
  | 'from_invalid'
  | 'dates_invalid'
  | 'date_past'
  | 'date_too_far'
  | 'dates_reversed'
  | 'nights_invalid'
  | 'tourists_invalid'

export type TourSearchResult =
  | { ok: true; search: TourSearch }
  | { ok: false; errors: Partial<Record<TourSearchField, TourSearchError>> }

const CITY_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/
const NIGHTS = /^(\d{1,2})(?:-(\d{1,2}))?$/

export function encodeDates(dates: DateRange): string {
  return dates.from === dates.to ? dates.from : `${dates.from}..${dates.to}`
}

export function encodeNights(nights: NightsRange): string {
  return nights.min === nights.max ? String(nights.min) : `${nights.min}-${nights.max}`
}

/** The fields of a search; absent parts are left out, so equal searches give equal URLs. */
export function encodeTourSearch(search: TourSearch): TourSearchFields {
  const fields: TourSearchFields = {}
  if (search.from) fields.from = search.from
  if (search.dates) fields.dates = encodeDates(search.dates)
  if (search.nights) fields.nights = encodeNights(search.nights)
  fields.tourists = encodeTourists(search.tourists)
  return fields
}

/** `from=moscow&dates=2026-12-05..2026-12-12&nights=7-10&tourists=2-5` in a fixed order. */
export function tourSearchQuery(search: TourSearch): string {
  const fields = encodeTourSearch(search)
  const order: TourSearchField[] = ['from', 'dates', 'nights', 'tourists']
  const params = new URLSearchParams()
  for (const name of order) {
    const value = fields[name]
    if (value) params.set(name, value)
  }
  return params.toString()
}

/**
 * Reads a search from its wire fields, checked against `today` (dates from today to the 6-month calendar
 * end). Every wrong field is reported at once, by name, so a form can show each next to its input.
 */
export function decodeTourSearch(fields: TourSearchFields, today: Date): TourSearchResult {
  const errors: Partial<Record<TourSearchField, TourSearchError>> = {}
  const from = blank(fields.from) ? undefined : fields.from?.trim().toLowerCase()
  if (from !== undefined && !CITY_SLUG.test(from)) errors.from = 'from_invalid'
  const dates = blank(fields.dates)
    ? { ok: true as const, value: undefined }
    : decodeDates(fields.dates ?? '', today)
  if (!dates.ok) errors.dates = dates.error
  const nights = blank(fields.nights) ? undefined : decodeNights(fields.nights ?? '')
  if (nights === null) errors.nights = 'nights_invalid'
  const tourists = blank(fields.tourists) ? DEFAULT_TOURISTS : decodeTourists(fields.tourists?.trim() ?? '')
  if (tourists === null) errors.tourists = 'tourists_invalid'
  if (Object.keys(errors).length > 0 || !dates.ok || nights === null || tourists === null)
    return { ok: false, errors }
  return { ok: true, search: { from, dates: dates.value, nights, tourists } }
}

/** The departure days a search covers: its range, or today to the calendar end when it has none. */
export function searchDateRange(search: TourSearch, today: Date): DateRange {
  return search.dates ?? { from: isoDate(today), to: isoDate(calendarSpanEnd(today)) }
}

/** Something that hands out form or query values: URLSearchParams and FormData both do. */
export interface FieldSource {
  get(name: string): unknown
  getAll(name: string): unknown[]
}

/**
 * The wire fields of the no-JavaScript search form (`from`, `date_from`, `date_to`, `nights_min`,
 * `nights_max`, `adults`, repeated `child_age`) — or of a URL already in the compact spelling, which wins.
 * The result goes through {@link decodeTourSearch}; a storefront then redirects to the compact URL.
 */
export function tourSearchFieldsFromForm(source: FieldSource): TourSearchFields {
  const text = (name: string) => {
    const value = source.get(name)
    return typeof value === 'string' ? value.trim() : ''
  }
  const fields: TourSearchFields = { from: text('from') || undefined }
  const dateFrom = text('date_from')
  const dateTo = text('date_to')
  fields.dates =
    text('dates') ||
    (dateFrom ? (dateTo && dateTo !== dateFrom ? `${dateFrom}..${dateTo}` : dateFrom) : undefined)
  const nightsMin = text('nights_min')
  const nightsMax = text('nights_max') || nightsMin
  fields.nights =
    text('nights') ||
    (nightsMin ? (nightsMax === nightsMin ? nightsMin : `${nightsMin}-${nightsMax}`) : undefined)
  const adults = text('adults')
  const ages = source
    .getAll('child_age')
    .filter((age): age is string => typeof age === 'string' && age.trim() !== '')
    .map((age) => age.trim())
  fields.tourists = text('tourists') || (adults ? [adults, ...ages].join('-') : undefined)
  return fields
}

function blank(value: string | undefined): boolean {
  return value === undefined || value.trim() === ''
}

function decodeDates(
  text: string,
  today: Date,
): { ok: true; value: DateRange } | { ok: false; error: TourSearchError } {
  const [first = '', last = first, ...rest] = text.trim().split('..')
  if (rest.length > 0 || !parseIsoDate(first) || !parseIsoDate(last))
    return { ok: false, error: 'dates_invalid' }
  if (last < first) return { ok: false, error: 'dates_reversed' }
  const error = checkStayDate(first, today) ?? checkStayDate(last, today)
  if (error) return { ok: false, error }
  return { ok: true, value: { from: first, to: last } }
}

function decodeNights(text: string): NightsRange | null {
  const match = NIGHTS.exec(text.trim())
  if (!match) return null
  const min = Number(match[1])
  const max = match[2] === undefined ? min : Number(match[2])
  const range = { min, max }
  return isValidNightsRange(range) ? range : null
}
