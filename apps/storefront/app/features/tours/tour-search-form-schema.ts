/**
 * The tour search form's validation on conform (spec §2 `/tours/`). The search is a GET form whose results live
 * at a shareable URL: the page reads the query, refuses a wrong one with conform's reply (codes by input, the
 * values as typed) and redirects a valid one to the codec's compact spelling. The shape is the search
 * operation's own query fields (`TourSearchQuery` of `@vitrina/api-client`: `from`, `dates`, `nights`,
 * `tourists`, what a shared URL carries) and the form's long fields; the rules are the domain codec's
 * (`decodeTourSearch`, the one the API decodes with) as a `fieldRules` step, each error on the input it
 * concerns. The browser runs the same schema before the GET, so a reversed range never leaves the page.
 */
import { TourSearchQuery } from '@vitrina/api-client/operations/tours'
import {
  decodeTourSearch,
  type FieldSource,
  type TourSearchField,
  type TourSearchResult,
  tourSearchFieldsFromForm,
} from '@vitrina/domain/tour-search'
import * as v from 'valibot'
import { fieldRules } from '../../lib/forms/field-rules.ts'

const query = TourSearchQuery.entries
/** A long field of the form: a day, a count or an age, as text (the codec reads and checks it). */
const Text = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(10)))

/** The input each field of the codec is checked on: where its error shows and what takes the focus. */
export const SEARCH_FIELD_INPUTS = {
  from: 'from',
  dates: 'date_from',
  nights: 'nights_min',
  tourists: 'adults',
} as const satisfies Record<TourSearchField, string>

/** A typed form read as the codec's field source (URLSearchParams and FormData are ones too). */
function typedSource(typed: Readonly<Record<string, unknown>>): FieldSource {
  return {
    get: (name) => typed[name],
    getAll: (name) => {
      const value = typed[name]
      return Array.isArray(value) ? value : value === undefined ? [] : [value]
    },
  }
}

/** The codec's verdict on a typed form (or a URL's query): the long fields, or the compact ones, which win. */
function decodeTyped(typed: Readonly<Record<string, unknown>>, today: string): TourSearchResult {
  return decodeTourSearch(tourSearchFieldsFromForm(typedSource(typed)), new Date(`${today}T00:00:00Z`))
}

function searchErrors(typed: Readonly<Record<string, unknown>>, today: string): Record<string, string> {
  const decoded = decodeTyped(typed, today)
  if (decoded.ok) return {}
  const errors: Record<string, string> = {}
  for (const [field, code] of Object.entries(decoded.errors) as [TourSearchField, string][]) {
    // A reversed range is the latest day's fault: it sits before the first one.
    const input = code === 'dates_reversed' ? 'date_to' : SEARCH_FIELD_INPUTS[field]
    errors[input] = code
  }
  return errors
}

/**
 * The search form's schema, checked against the shop's day (`today`, ISO). Its value is the decoded search;
 * the last step decodes what the rule step already passed, so its refusal is only the form's own `invalid`.
 */
export function tourSearchFormSchema(today: string) {
  return v.pipe(
    v.object({
      from: query.from,
      dates: query.dates,
      nights: query.nights,
      tourists: query.tourists,
      date_from: Text,
      date_to: Text,
      nights_min: Text,
      nights_max: Text,
      adults: Text,
      child_age: v.optional(v.array(Text)),
    }),
    fieldRules((typed) => searchErrors(typed, today)),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const decoded = decodeTyped(dataset.value, today)
      if (decoded.ok) return decoded.search
      addIssue({ message: 'invalid' })
      return NEVER
    }),
  )
}
