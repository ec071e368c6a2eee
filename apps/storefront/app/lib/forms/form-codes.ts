/**
 * The closed set of validation-message codes (see `form-issues.ts` for where they come from and
 * `form-messages.tsx` for their words). Its own module with no imports: the message map, which every page with
 * a form loads, must not pull the parser (conform, valibot coercion) into pages that only show messages
 * (the checkout's first load has a budget).
 */
/** Codes without a parameter; see `form-messages.tsx` for their words. */
export const FORM_CODES = [
  'required',
  'required_if',
  'slug',
  'url',
  'email',
  'phone',
  'integer',
  'choice',
  'invalid',
  'too_long',
  'min_length_11',
  'incomplete',
  'date_invalid',
  'future',
  'too_far_ahead',
  'too_old',
  'under_18',
  'expired',
  'address_incomplete',
  'address_text',
  'name_letters',
  'no_delivery',
  'address_not_found',
  'geocode_failed',
  'items_unavailable',
  'series',
  'passport_number',
  'division_code',
  'latin',
  'inn',
  'bic',
  'account',
  'correspondent_account',
  'not_applicant',
  'items_required',
  'photos_required',
  'promo_code',
  'promo_applied',
  'promo_too_many',
  'promo_rejected',
  'rating_required',
  'rules_required',
  'code_sms',
  'code_call',
  // A tourist of a booking (the domain's tourist-details rules).
  'name_latin',
  'date_future',
  'adult_age',
  'child_age_mismatch',
  'document_number',
  'document_expired',
  // A tour search (the domain's tour-search codec).
  'from_invalid',
  'dates_invalid',
  'date_past',
  'date_too_far',
  'dates_reversed',
  'nights_invalid',
  'tourists_invalid',
  'choose_size',
  'choose_option',
  'sku_unknown',
  'sku_sold_out',
] as const
export type FormCode = (typeof FORM_CODES)[number]

/** Codes with a limit, written `min_length:3`: the words name the limit ("Minimum quantity: 1"). */
export const LIMIT_CODES = ['min_length', 'max_length', 'min_value', 'max_value'] as const
export type LimitCode = (typeof LIMIT_CODES)[number]
export type FormIssue = FormCode | `${LimitCode}:${number}`

/** A code read back: a plain one, a limit with its number, or null for any other text (the API's own words). */
export type ReadCode = { code: FormCode } | { code: LimitCode; limit: number }

const PLAIN = new Set<string>(FORM_CODES)
const LIMITS = new Set<string>(LIMIT_CODES)

export function readCode(text: string): ReadCode | null {
  if (PLAIN.has(text)) return { code: text as FormCode }
  const [name = '', limit = ''] = text.split(':')
  if (LIMITS.has(name) && /^\d{1,9}$/.test(limit)) return { code: name as LimitCode, limit: Number(limit) }
  return null
}
