import { isValidPhone } from './phone.ts'
import { isValidEmail } from './validation.ts'

/**
 * The rules of a landing form's fields (company setting `landing_form`, issue 15), shared by the storefront
 * (errors shown before sending, in the shopper's language) and the API (which re-checks what arrives).
 */
export type LandingFieldRule = {
  name: string
  type: 'text' | 'phone' | 'email' | 'textarea'
  required: boolean
}
export type LandingFieldError = 'required' | 'phone' | 'email' | 'too_long'

export const LANDING_FIELD_MAX_LENGTH = { text: 200, phone: 32, email: 254, textarea: 2000 } as const

/**
 * The fields a form asks for: a `phone` form is a call-back request, so only its phone fields; `order` and
 * `request` ask for all configured fields.
 */
export function fieldsOfForm<F extends LandingFieldRule>(formId: string, fields: readonly F[]): F[] {
  return formId === 'phone' ? fields.filter((f) => f.type === 'phone') : [...fields]
}

/** Trimmed values of the asked fields; anything else the client sent is dropped, never stored. */
export function landingValues(
  fields: readonly LandingFieldRule[],
  sent: Record<string, string | undefined>,
): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f.name, (sent[f.name] ?? '').trim()]))
}

/** Per field, the first thing wrong with its value; an empty object when the form can be sent. */
export function checkLandingFields(
  fields: readonly LandingFieldRule[],
  values: Record<string, string>,
): Record<string, LandingFieldError> {
  const errors: Record<string, LandingFieldError> = {}
  for (const field of fields) {
    const value = values[field.name] ?? ''
    if (value === '') {
      if (field.required) errors[field.name] = 'required'
      continue
    }
    if (value.length > LANDING_FIELD_MAX_LENGTH[field.type]) errors[field.name] = 'too_long'
    else if (field.type === 'phone' && !isValidPhone(value)) errors[field.name] = 'phone'
    else if (field.type === 'email' && !isValidEmail(value)) errors[field.name] = 'email'
  }
  return errors
}
