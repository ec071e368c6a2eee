/**
 * What must be filled before placing an order (spec §5): items to buy, customer and recipient, a delivery
 * address or an outlet or a pickup point, a payment method and the offer consent. Each section is checked by
 * its own function so the machine can name a guard per rule; `validateCheckout` joins them for the form.
 * The person rules (required names and phone, phone length) are the domain's `validatePerson`, with the phone
 * rules loaded on demand (phone-rules.ts).
 */
import { isCompleteAddress } from '@vitrina/domain/address'
import {
  isAddressText,
  isValidEmail,
  type PersonErrors,
  validatePersonWith,
} from '@vitrina/domain/validation'
import { deliveryTypeOf, hasNoDeliveryToAddress, selectedPaymentOption } from './checkout-delivery.ts'
import type { CheckoutContext, CheckoutFieldErrors } from './checkout-types.ts'
import { isPhoneAcceptable } from './phone-rules.ts'

type Draft = Pick<
  CheckoutContext,
  | 'customer'
  | 'recipient'
  | 'deliveryTab'
  | 'pickupKind'
  | 'address'
  | 'outletId'
  | 'pickupPointId'
  | 'paymentOptionId'
  | 'offerAccepted'
  | 'preview'
>

/** The cart still has something to buy (unavailable lines are not ordered). */
export function validateItems(draft: Pick<Draft, 'preview'>): CheckoutFieldErrors {
  return draft.preview.items.length > 0 ? {} : { items: 'items_unavailable' }
}

/** Customer always; recipient only when "another person receives" is on. Email is optional but must be valid. */
export function validatePeople(draft: Pick<Draft, 'customer' | 'recipient'>): CheckoutFieldErrors {
  const errors: CheckoutFieldErrors = prefixed(
    'customer',
    validatePersonWith(draft.customer, isPhoneAcceptable),
  )
  const email = draft.customer.email.trim()
  if (email !== '' && !isValidEmail(email)) errors['customer.email'] = 'email'
  if (draft.recipient.enabled)
    Object.assign(errors, prefixed('recipient', validatePersonWith(draft.recipient, isPhoneAcceptable)))
  return errors
}

/** The address parts a courier reads (the comment is free text and may hold anything). */
const ADDRESS_PARTS = ['city', 'settlement', 'street', 'house', 'flat', 'entrance', 'floor'] as const

/** Courier: a complete address the cart can be delivered to. Pickup: the outlet or the pickup point. */
export function validateDestination(
  draft: Pick<Draft, 'deliveryTab' | 'pickupKind' | 'address' | 'outletId' | 'pickupPointId' | 'preview'>,
): CheckoutFieldErrors {
  switch (deliveryTypeOf(draft)) {
    case 'PICKUP':
      return draft.outletId === null ? { outlet: 'required' } : {}
    case 'PICKUP_POINT':
      return draft.pickupPointId === null ? { pickup_point: 'required' } : {}
    default:
      if (!isCompleteAddress(draft.address)) return { address: 'address_incomplete' }
      // Every part a courier reads must be words or numbers ("🏙️, 🏠🌲🏔️" was accepted before).
      if (!ADDRESS_PARTS.every((part) => isAddressText(draft.address[part])))
        return { address: 'address_text' }
      return hasNoDeliveryToAddress(draft) ? { address: 'no_delivery' } : {}
  }
}

/** A payment method the last preview offers for the chosen delivery. */
export function validatePayment(
  draft: Pick<Draft, 'preview' | 'paymentOptionId' | 'deliveryTab' | 'pickupKind'>,
): CheckoutFieldErrors {
  return selectedPaymentOption(draft) ? {} : { payment: 'required' }
}

export function validateConsent(draft: Pick<Draft, 'offerAccepted'>): CheckoutFieldErrors {
  return draft.offerAccepted ? {} : { consent: 'required' }
}

/** All the rules above; an empty object means the order can be placed. */
export function validateCheckout(draft: Draft): CheckoutFieldErrors {
  return {
    ...validateItems(draft),
    ...validatePeople(draft),
    ...validateDestination(draft),
    ...validatePayment(draft),
    ...validateConsent(draft),
  }
}

export function isValid(errors: CheckoutFieldErrors): boolean {
  return Object.keys(errors).length === 0
}

function prefixed(who: 'customer' | 'recipient', errors: PersonErrors): CheckoutFieldErrors {
  const result: CheckoutFieldErrors = {}
  if (errors.first_name) result[`${who}.first_name`] = errors.first_name
  if (errors.last_name) result[`${who}.last_name`] = errors.last_name
  if (errors.phone) result[`${who}.phone`] = errors.phone
  return result
}
