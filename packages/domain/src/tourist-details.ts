/**
 * The tourists of a booking (issue 12): a name and a birth date for each, and a passport (number, expiry)
 * when the tour crosses a border. The storefront's form and the API check them with these rules.
 * Birth dates use the form date rules of dates.ts (DD.MM.YYYY, ISO and the other accepted spellings).
 */
import { isoDate } from './calendar.ts'
import { MAX_AGE_YEARS, parseDate } from './dates.ts'
import { type TouristKind, travellersOf } from './tour-pricing.ts'
import { checkOutDate } from './tour-stay.ts'
import type { Tourists } from './tourists.ts'
import { isRealName } from './validation.ts'

export interface TouristDetails {
  first_name: string
  last_name: string
  /** As typed: DD.MM.YYYY or any format `parseDate` accepts. */
  birth_date: string
  document?: { number: string; expiry: string } | null | undefined
}

export type TouristDetailsField =
  | 'first_name'
  | 'last_name'
  | 'birth_date'
  | 'document_number'
  | 'document_expiry'
export type TouristDetailsError =
  | 'required'
  | 'name_letters'
  | 'name_latin'
  | 'date_invalid'
  | 'date_future'
  | 'too_old'
  | 'adult_age'
  | 'child_age_mismatch'
  | 'document_number'
  | 'document_expired'

export type TouristErrors = Partial<Record<TouristDetailsField, TouristDetailsError>>

export interface TripFacts {
  /** The party booked: its order (adults, then children oldest first) is the order of the details. */
  tourists: Tourists
  /** ISO day of departure; ages are counted on that day. */
  date: string
  nights: number
  /** The tour crosses a border: passports in Latin letters are needed. */
  needsDocument: boolean
  today: Date
}

export type TouristDetailsResult =
  | { ok: true }
  | { ok: false; count: boolean; errors: Record<number, TouristErrors> }

/** An adult on a tour is 18 or over on the day of departure. */
export const TOUR_ADULT_AGE = 18
const LATIN_NAME = /^[A-Za-z][A-Za-z' -]*$/
const PASSPORT_NUMBER = /^[A-Z0-9]{6,20}$/

/** Full years between a birth day and a day, both ISO. */
export function ageOn(birth: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birth.slice(0, 4))
  return day.slice(5) < birth.slice(5) ? years - 1 : years
}

/** A passport number as printed: letters upper-cased, spaces dropped ("72 1234567" -> "721234567"). */
export function normalisePassportNumber(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase()
}

/**
 * Checks every tourist against the party and the trip; errors are keyed by the tourist's index. `count` is
 * true when the list does not have exactly one entry per tourist of the party.
 */
export function validateTouristDetails(
  list: readonly TouristDetails[],
  trip: TripFacts,
): TouristDetailsResult {
  const travellers = travellersOf(trip.tourists)
  const errors: Record<number, TouristErrors> = {}
  list.forEach((details, index) => {
    const traveller = travellers[index]
    const found = checkTourist(details, traveller ?? { kind: 'adult', age: null }, trip)
    if (Object.keys(found).length > 0) errors[index] = found
  })
  const count = list.length !== travellers.length
  return count || Object.keys(errors).length > 0 ? { ok: false, count, errors } : { ok: true }
}

function checkTourist(
  details: TouristDetails,
  traveller: { kind: TouristKind; age: number | null },
  trip: TripFacts,
): TouristErrors {
  const errors: TouristErrors = {}
  for (const field of ['first_name', 'last_name'] as const) {
    const name = details[field]?.trim() ?? ''
    if (!name) errors[field] = 'required'
    else if (!isRealName(name)) errors[field] = 'name_letters'
    else if (trip.needsDocument && !LATIN_NAME.test(name)) errors[field] = 'name_latin'
  }
  const birthError = checkBirthDate(details.birth_date, traveller, trip)
  if (birthError) errors.birth_date = birthError
  if (trip.needsDocument) Object.assign(errors, checkDocument(details.document, trip))
  return errors
}

function checkBirthDate(
  text: string | undefined,
  traveller: { kind: TouristKind; age: number | null },
  trip: TripFacts,
): TouristDetailsError | null {
  if (!text?.trim()) return 'required'
  const parsed = parseDate(text)
  if (!parsed) return 'date_invalid'
  const birth = isoDate(parsed)
  if (birth > isoDate(trip.today)) return 'date_future'
  if (ageOn(birth, isoDate(trip.today)) > MAX_AGE_YEARS) return 'too_old'
  const age = ageOn(birth, trip.date)
  if (traveller.kind === 'adult') return age >= TOUR_ADULT_AGE ? null : 'adult_age'
  // The room and its price were chosen for this child's age: a different age is another booking.
  return age === traveller.age ? null : 'child_age_mismatch'
}

function checkDocument(document: TouristDetails['document'], trip: TripFacts): TouristErrors {
  const errors: TouristErrors = {}
  const number = normalisePassportNumber(document?.number ?? '')
  if (!number) errors.document_number = 'required'
  else if (!PASSPORT_NUMBER.test(number)) errors.document_number = 'document_number'
  const expiryText = document?.expiry?.trim() ?? ''
  const expiry = expiryText ? parseDate(expiryText) : null
  if (!expiryText) errors.document_expiry = 'required'
  else if (!expiry) errors.document_expiry = 'date_invalid'
  // The passport must still be valid on the day the tourists come home (the exclusive end of the stay).
  else if (isoDate(expiry) <= checkOutDate(trip.date, trip.nights))
    errors.document_expiry = 'document_expired'
  return errors
}
