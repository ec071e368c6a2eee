import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TourSearchError, TourSearchField } from '@vitrina/domain/tour-search'

const MESSAGES = {
  from_invalid: msg`Choose a departure city from the list.`,
  dates_invalid: msg`Choose a departure date in the calendar.`,
  date_past: msg`The departure date has passed: choose a later one.`,
  date_too_far: msg`Tours are sold up to 6 months ahead: choose an earlier date.`,
  dates_reversed: msg`The last departure date is before the first one.`,
  nights_invalid: msg`Choose from 1 to 21 nights, the smaller number first.`,
  tourists_invalid: msg`Choose 1 to 6 adults and up to 4 children aged 0 to 17.`,
} satisfies Record<TourSearchError, unknown>

type FormField = 'from' | 'dates' | 'nights' | 'tourists'

/** What to say next to each wrong field of a search, in the shopper's language. */
export function searchErrorMessages(
  errors: Partial<Record<TourSearchField, TourSearchError>>,
  i18n: I18n,
): Partial<Record<FormField, string>> {
  const messages: Partial<Record<FormField, string>> = {}
  for (const [field, error] of Object.entries(errors) as [FormField, TourSearchError][]) {
    messages[field] = i18n._(MESSAGES[error])
  }
  return messages
}
