import type { SubmissionResult } from '@conform-to/react'
import { isoDate } from '@vitrina/domain/calendar'
import { type TourSearch, tourSearchQuery } from '@vitrina/domain/tour-search'
import { DEFAULT_NIGHTS, MAX_NIGHTS, MIN_NIGHTS } from '@vitrina/domain/tour-stay'
import { DEFAULT_TOURISTS } from '@vitrina/domain/tourists'
import type { StorefrontContext } from '../../lib/context.server.ts'
import { parseForm } from '../../lib/forms/form-issues.ts'
import type { TourSearchFormValues } from './tour-search-form.tsx'
import { tourSearchFormSchema } from './tour-search-form-schema.ts'

/** The long field names only the no-JavaScript form (and a JS GET submit) writes. */
const FORM_FIELDS = ['date_from', 'date_to', 'nights_min', 'nights_max', 'adults', 'child_age']

/** The shop's calendar day (UTC, as the domain calendar counts days). */
export function shopToday(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
}

/** The search form's refusal: conform's reply (codes by input, the query's values as typed). */
export type SearchReply = SubmissionResult<string[]>

export type ReadSearch =
  | { kind: 'redirect'; query: string }
  | { kind: 'search'; search: TourSearch; query: string }
  | { kind: 'invalid'; reply: SearchReply; values: TourSearchFormValues }

/**
 * A search from a URL's query, parsed by the search form's conform schema (the operation's query fields and
 * the domain codec's rules): a wrong one is conform's reply; the form's long fields are turned into the
 * compact codec spelling and the page redirects there (one shareable URL per search); a compact query is the
 * search.
 */
export function readSearch(params: URLSearchParams, today: Date): ReadSearch {
  const submission = parseForm(params, tourSearchFormSchema(isoDate(today)))
  if (submission.status !== 'success') {
    return { kind: 'invalid', reply: submission.reply(), values: formValues(null, params) }
  }
  const search = submission.value
  const fromForm = FORM_FIELDS.some((name) => params.has(name))
  const query = tourSearchQuery(search)
  if (fromForm) {
    const kept = new URLSearchParams(query)
    const sort = params.get('sort')
    if (sort) kept.set('sort', sort)
    return { kind: 'redirect', query: kept.toString() }
  }
  return { kind: 'search', search: search, query }
}

/** What the search form shows: the search's values, the typed ones after an error, or the defaults. */
export function formValues(search: TourSearch | null, typed?: URLSearchParams): TourSearchFormValues {
  if (search) {
    return {
      from: search.from ?? null,
      date: search.dates?.from ?? null,
      // A one-day search has no "latest departure": the form shows "Only that day".
      dateTo: search.dates && search.dates.to !== search.dates.from ? search.dates.to : null,
      nightsMin: search.nights?.min ?? DEFAULT_NIGHTS.min,
      nightsMax: search.nights?.max ?? DEFAULT_NIGHTS.max,
      adults: search.tourists.adults,
      childAges: search.tourists.children,
    }
  }
  const number = (name: string, fallback: number) => {
    const value = Number(typed?.get(name))
    return Number.isInteger(value) && value > 0 ? value : fallback
  }
  const ages = (typed?.getAll('child_age') ?? [])
    .filter((a) => a.trim() !== '')
    .map(Number)
    .filter(Number.isInteger)
  return {
    from: typed?.get('from') || null,
    date: typed?.get('date_from') || null,
    dateTo: typed?.get('date_to') || null,
    nightsMin: number('nights_min', DEFAULT_NIGHTS.min),
    nightsMax: number('nights_max', DEFAULT_NIGHTS.max),
    adults: number('adults', DEFAULT_TOURISTS.adults),
    childAges: ages,
  }
}

export type SearchFormData = {
  cities: { slug: string; name: string }[]
  today: string
  nightOptions: number[]
}

/** The choices of the search form: departure cities and the nights on sale (every count when none is known). */
export async function loadSearchForm(context: StorefrontContext, today: Date): Promise<SearchFormData> {
  const [cities, dates] = await Promise.all([
    context.api.tours.listDepartureCities(),
    context.api.tours.listDepartureDates({}),
  ])
  const all = Array.from({ length: MAX_NIGHTS - MIN_NIGHTS + 1 }, (_, i) => MIN_NIGHTS + i)
  return {
    cities: cities.map((city) => ({ slug: city.slug, name: city.name })),
    today: isoDate(today),
    nightOptions: dates.nights.length > 0 ? [...dates.nights].sort((a, b) => a - b) : all,
  }
}
