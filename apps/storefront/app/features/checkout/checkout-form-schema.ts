/**
 * The checkout form on conform: the typed fields are checked with the order-creation operation's declared
 * field schemas (`OrderRequest` of @vitrina/api-client, and `ProfilePatch` for the customer's names, which the
 * checkout saves to the profile), and what must be filled is decided by the checkout machine's own rules
 * (`checkPlaceOrder` → `validateCheckout`, checkout-validation.ts). There is no third rulebook: this module
 * only joins the two into one conform submission.
 *
 * The no-JS action parses the post with it (`submission.reply()` keeps every value as typed); on the live page
 * conform's `onValidate` calls it with the machine's context as the draft, so the browser refuses exactly what
 * the machine's guards would, and conform focuses the first wrong field. It pulls conform and valibot's form
 * coercion: only the server and the lazily loaded live checkout import it (the page's first load has a budget).
 */
import { parse } from '@conform-to/react'
import type { OrderRequest as OrderBody } from '@vitrina/api-client'
import { ProfilePatch } from '@vitrina/api-client/operations/auth'
import { AddressDetails, AddressInput, OrderRequest } from '@vitrina/api-client/schemas'
import * as v from 'valibot'
import type { FormIssue } from '../../lib/forms/form-codes.ts'
import { parseForm } from '../../lib/forms/form-issues.ts'
import { type FieldErrors, presentErrors } from './checkout-field-names.ts'
import type { CheckoutValues } from './checkout-form-data.ts'
import { checkPlaceOrder } from './checkout-place-order.ts'
import type { AddressField, CheckoutField } from './checkout-types.ts'

/**
 * The form's typed fields with the limits and formats the API declares for what they become. Every field is
 * optional here: whether it must be filled depends on the tab and the switches, which is the rules' job.
 */
export const CHECKOUT_FIELDS = v.looseObject({
  first_name: ProfilePatch.entries.first_name,
  last_name: ProfilePatch.entries.last_name,
  // The API's default (an empty email) is dropped by conform's coercion of empty text: optional again.
  email: v.optional(OrderRequest.entries.recipient_email),
  // The recipient's name is sent as "first last" in `recipient_name`: each part within its limit.
  recipient_first_name: v.optional(OrderRequest.entries.recipient_name),
  recipient_last_name: v.optional(OrderRequest.entries.recipient_name),
  city: v.optional(AddressInput.entries.city),
  street: v.optional(AddressInput.entries.street),
  house: v.optional(AddressInput.entries.house),
  entrance: AddressDetails.entries.entrance,
  flat: AddressDetails.entries.flat,
  floor: AddressDetails.entries.floor,
  comment: AddressDetails.entries.comment,
})

/** What the rules read: the machine's draft (its context on the live page) and the page's consultant. */
export type CheckoutRulesInput = {
  draft: Parameters<typeof checkPlaceOrder>[0]
  consultant: CheckoutValues['consultant']
  address: CheckoutValues['address']
}

export type CheckoutSubmission = ReturnType<typeof checkoutSubmission>

/**
 * One submission of the "Place order" button: the declared fields' problems (as codes, form-issues.ts) joined
 * with the machine's rules' errors by input name (a field's own format problem wins: it is the more precise
 * one). Valid, its value is the order body the rules built.
 */
export function checkoutSubmission(formData: FormData, rules: CheckoutRulesInput) {
  const fields = parseForm(formData, CHECKOUT_FIELDS)
  const placing = checkPlaceOrder(rules.draft, rules.consultant)
  const errors: FieldErrors = {
    ...(placing.ok ? {} : fieldErrorsOf(placing.errors, rules.address)),
    ...(fields.status === 'error' ? presentErrors(fields.error) : {}),
  }
  return parse<OrderBody, string[]>(formData, {
    resolve: () =>
      Object.keys(errors).length === 0 && placing.ok ? { value: placing.request } : { error: errors },
  })
}

/**
 * The rules' errors by input name, as one comparable string ('' when the order could go). The live page checks
 * conform's shown errors again whenever it changes without an input event (a delivery tab switched, an address
 * taken from the map or the position, a pickup point chosen): an error for a field no longer required goes.
 */
export function rulesVerdict(rules: CheckoutRulesInput): string {
  const placing = checkPlaceOrder(rules.draft, rules.consultant)
  return placing.ok ? '' : JSON.stringify(fieldErrorsOf(placing.errors, rules.address))
}

/** The courier address parts a complete address needs (`isCompleteAddress`), in the form's order. */
const REQUIRED_ADDRESS: readonly AddressField[] = ['city', 'street', 'house']

/**
 * The rules' error keys (`customer.first_name`, `consent`…, checkout-validation.ts) as input names: one map for
 * the no-JS action's reply and the live page, so an error lands on the same input whichever path found it.
 */
const INPUT_OF: Record<Exclude<CheckoutField, 'address'>, string> & { consultant: string } = {
  'customer.first_name': 'first_name',
  'customer.last_name': 'last_name',
  'customer.email': 'email',
  'customer.phone': 'customer_phone',
  'recipient.first_name': 'recipient_first_name',
  'recipient.last_name': 'recipient_last_name',
  'recipient.phone': 'recipient_phone',
  items: 'items',
  outlet: 'outlet',
  pickup_point: 'pickup_point',
  payment: 'payment',
  consent: 'offer',
  consultant: 'consultant_phone',
}

type RuleErrors = Partial<Record<CheckoutField | 'consultant', string>>

/**
 * The rules' errors by input name. The address problem stays on `address`, which the address block shows as a
 * whole; an incomplete one also names each missing part ("required" under City, Street, House), so the first
 * of them takes the focus.
 */
export function fieldErrorsOf(errors: RuleErrors, address: CheckoutValues['address']): FieldErrors {
  const result: FieldErrors = {}
  for (const [key, code] of Object.entries(errors)) {
    if (code === undefined) continue
    if (key === 'address') {
      const missing = REQUIRED_ADDRESS.filter((part) => address[part].trim() === '')
      if (code === 'address_incomplete')
        for (const part of missing) result[part] = ['required' satisfies FormIssue]
      result.address = [code]
      continue
    }
    const input = INPUT_OF[key as keyof typeof INPUT_OF]
    if (input) result[input] = [key === 'consultant' && code === 'phone' ? 'phone' : code]
  }
  return result
}
