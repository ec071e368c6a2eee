/**
 * Spec §4 "Profile save": the name and gender typed on the order form are saved to the profile when they
 * differ from the stored ones. "Name" is taken as all three parts (first, last, middle): the form shows all
 * three, and saving two of them would leave a patronymic the shopper just corrected unsaved. Email and phone
 * are not part of it (email needs a confirmation link; the phone cannot change, spec §5).
 */
import type { ProfilePatch } from '@vitrina/api-client'
import type { CheckoutCustomer, CheckoutProfile } from './checkout-types.ts'

const NAME_FIELDS = ['first_name', 'last_name', 'middle_name'] as const

/** Only the changed fields, trimmed; null when nothing differs (then nothing is sent). */
export function profilePatch(stored: CheckoutProfile, form: CheckoutCustomer): ProfilePatch | null {
  const patch: ProfilePatch = {}
  for (const field of NAME_FIELDS) {
    const value = form[field].trim()
    if (value !== stored[field].trim()) patch[field] = value
  }
  if (form.gender !== stored.gender) patch.gender = form.gender
  return Object.keys(patch).length > 0 ? patch : null
}
