import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { TouristDetailsError } from '@vitrina/domain/tourist-details'

const MESSAGES = {
  required: msg`Fill this in`,
  name_letters: msg`Use letters only`,
  name_latin: msg`Write the name in Latin letters, as in the passport`,
  date_invalid: msg`Enter the date as DD.MM.YYYY`,
  date_future: msg`The birth date cannot be in the future`,
  too_old: msg`Check the year of birth`,
  adult_age: msg`An adult must be 18 or over on the departure day`,
  child_age_mismatch: msg`The age on the departure day differs from the one chosen in the search`,
  document_number: msg`Enter the passport number: 6 to 20 letters and digits`,
  document_expired: msg`The passport must be valid after the return date`,
} satisfies Record<TouristDetailsError, unknown>

/** A booking form error in the shopper's language. */
export function useBookingErrorText(): (error: TouristDetailsError | undefined) => string | undefined {
  const { i18n } = useLingui()
  return (error) => (error ? i18n._(MESSAGES[error]) : undefined)
}
