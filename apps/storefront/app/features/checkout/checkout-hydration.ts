/**
 * What the shopper typed into the server-rendered form before the script took over, as checkout machine
 * events: the JavaScript path starts from the machine's initial context and replays these, so nothing typed
 * while the page was loading is lost.
 */
import type { CheckoutValues } from './checkout-form-data.ts'
import type { AddressField, CheckoutEvent, CheckoutProfile } from './checkout-types.ts'

const ADDRESS_FIELDS: AddressField[] = ['city', 'street', 'house', 'entrance', 'flat', 'floor', 'comment']

export function typedEvents(
  values: CheckoutValues,
  profile: CheckoutProfile,
  useBonuses: boolean,
): CheckoutEvent[] {
  const events: CheckoutEvent[] = []
  for (const field of ['first_name', 'last_name', 'middle_name', 'email'] as const)
    if (values.customer[field] !== profile[field])
      events.push({ type: 'customer.change', field, value: values.customer[field] })
  if (values.customer.gender !== profile.gender)
    events.push({ type: 'customer.gender', gender: values.customer.gender })
  if (values.recipient.enabled) events.push({ type: 'recipient.toggle' })
  for (const field of ['first_name', 'last_name', 'phone'] as const)
    if (values.recipient[field] !== '')
      events.push({ type: 'recipient.change', field, value: values.recipient[field] })
  if (values.deliveryTab !== 'courier') events.push({ type: 'delivery.tab', tab: values.deliveryTab })
  if (values.pickupKind !== 'outlet') events.push({ type: 'pickup.kind', kind: values.pickupKind })
  for (const field of ADDRESS_FIELDS)
    if (values.address[field] !== '')
      events.push({ type: 'address.change', field, value: values.address[field] })
  if (values.outletId !== null) events.push({ type: 'outlet.select', id: values.outletId })
  if (values.pickupPointId !== null) events.push({ type: 'pickup-point.select', id: values.pickupPointId })
  if (values.paymentOptionId !== null) events.push({ type: 'payment.select', id: values.paymentOptionId })
  if (values.useBonuses !== useBonuses) events.push({ type: 'bonuses.toggle' })
  if (values.offerAccepted) events.push({ type: 'consent.toggle' })
  return events
}
