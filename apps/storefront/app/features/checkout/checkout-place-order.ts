/**
 * "Place order" on the machine's rules, for both paths: the field errors of `validateCheckout` (the machine's
 * guards) plus the page's consultant, or the order body `buildOrderRequest` makes. Its own module so the
 * page's first load (which reads posted forms with checkout-form-data.ts) does not carry the rules and the
 * body builder: they come with the server and the lazily loaded live checkout.
 */
import type { OrderRequest } from '@vitrina/api-client'
import { phoneDigits } from '@vitrina/domain/phone-digits'
import { MIN_PHONE_LENGTH } from '@vitrina/domain/validation'
import type { CheckoutValues } from './checkout-form-data.ts'
import type { CheckoutFieldErrors } from './checkout-types.ts'
import { validateCheckout } from './checkout-validation.ts'
import { buildOrderRequest } from './order-request.ts'

/** What the rules read: the machine's context, or a post read into the same shape (`checkoutDraft`). */
export type PlaceDraft = Parameters<typeof validateCheckout>[0] & Parameters<typeof buildOrderRequest>[0]

export type PlaceCheck =
  | { ok: true; request: OrderRequest }
  | { ok: false; errors: CheckoutFieldErrors & { consultant?: 'required' | 'phone' } }

/**
 * The machine's rules on a posted form: field errors, or the order request. The consultant (staff ordering,
 * spec §3 `employee`) is the page's own extra: when asked for, a phone is required and sent as digits.
 */
export function checkPlaceOrder(draft: PlaceDraft, consultant: CheckoutValues['consultant']): PlaceCheck {
  const errors: CheckoutFieldErrors & { consultant?: 'required' | 'phone' } = validateCheckout(draft)
  const consultantProblem = consultantError(consultant)
  if (consultantProblem) errors.consultant = consultantProblem
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const request = buildOrderRequest(draft)
  const employee = consultantPhone(consultant)
  return { ok: true, request: employee ? { ...request, employee } : request }
}

/** The consultant's phone, when asked for: required, and at least 11 digits like any order phone (spec §5). */
export function consultantError(consultant: CheckoutValues['consultant']): 'required' | 'phone' | null {
  if (!consultant.enabled) return null
  const digits = phoneDigits(consultant.phone)
  if (digits === '') return 'required'
  return digits.length < MIN_PHONE_LENGTH ? 'phone' : null
}

/** The `employee` the order carries: the consultant's phone as digits, or null when not asked for or invalid. */
export function consultantPhone(consultant: CheckoutValues['consultant']): string | null {
  return consultantError(consultant) === null && consultant.enabled ? phoneDigits(consultant.phone) : null
}
