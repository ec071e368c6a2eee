/**
 * The context updates of the checkout machine as pure functions (context in, changed fields out), so the
 * machine's actions stay one line each and the rules are testable without running the machine.
 */
import type { AddressSuggestion, Cart } from '@vitrina/api-client'
import { normalizePromoCode } from '@vitrina/domain/promo'
import {
  addressFromSuggestion,
  deliveryTypeOf,
  editAddressField,
  hasNoDeliveryToAddress,
  paymentOptionsFor,
  selectedPaymentOption,
} from './checkout-delivery.ts'
import type { OrderFailure } from './checkout-errors.ts'
import type { RejectedCode } from './checkout-promo.ts'
import type {
  AddressField,
  CheckoutContext,
  CheckoutField,
  CheckoutFieldErrors,
  DeliveryTab,
  PickupKind,
} from './checkout-types.ts'

type Update = Partial<CheckoutContext>

/** The field errors without the given keys (a field the shopper just edited is no longer wrong). */
export function clearFieldErrors(
  context: CheckoutContext,
  ...fields: CheckoutField[]
): CheckoutContext['errors'] {
  const next: CheckoutFieldErrors = { ...context.errors.fields }
  for (const field of fields) delete next[field]
  return { ...context.errors, fields: next }
}

/** Re-checks "no delivery to the address" after the address, the tab or the priced options changed. */
export function withDeliveryCheck(context: CheckoutContext): CheckoutContext['errors'] {
  if (hasNoDeliveryToAddress(context))
    return { ...context.errors, fields: { ...context.errors.fields, address: 'no_delivery' } }
  return context.errors.fields.address === 'no_delivery'
    ? clearFieldErrors(context, 'address')
    : context.errors
}

/** The delivery choice both the machine and the no-JS round trip carry (the rest of the context is the machine's). */
export type DeliveryState = Pick<
  CheckoutContext,
  'deliveryTab' | 'pickupKind' | 'pickupPointId' | 'paymentOptionId'
>

/**
 * The rule of a new delivery tab or pickup kind, on the choice alone: a payment method of another delivery type no
 * longer applies, and a pickup point is kept unless the point kind changes to another kind of point (a point chosen
 * on the pickup points tab is not a parcel locker and vice versa). Switching to the courier or the outlet tab keeps
 * it, so coming back finds it still chosen. The machine (`chooseDelivery`) and the page's no-JS action
 * (`applyIntent`) both call this, so a form round trip and a live page cannot disagree.
 */
export function deliveryChoice(
  state: DeliveryState,
  choice: { deliveryTab?: DeliveryTab; pickupKind?: PickupKind },
): DeliveryState {
  const next = { ...state, ...choice }
  const pointKindChanged =
    choice.pickupKind !== undefined &&
    choice.pickupKind !== state.pickupKind &&
    choice.pickupKind !== 'outlet'
  const keepsPayment = deliveryTypeOf(next) === deliveryTypeOf(state)
  return {
    deliveryTab: next.deliveryTab,
    pickupKind: next.pickupKind,
    pickupPointId: pointKindChanged ? null : state.pickupPointId,
    paymentOptionId: keepsPayment ? state.paymentOptionId : null,
  }
}

/** A new delivery tab or pickup kind (`deliveryChoice`), with the errors it clears or raises. */
export function chooseDelivery(
  context: CheckoutContext,
  choice: { deliveryTab?: DeliveryTab; pickupKind?: PickupKind },
): Update {
  const updated: CheckoutContext = { ...context, ...deliveryChoice(context, choice) }
  return {
    deliveryTab: updated.deliveryTab,
    pickupKind: updated.pickupKind,
    pickupPointId: updated.pickupPointId,
    paymentOptionId: updated.paymentOptionId,
    errors: withDeliveryCheck({ ...updated, errors: clearFieldErrors(updated, 'payment') }),
  }
}

/** Removing an applied promo code: compared as the shopper would type it (trimmed, upper-cased, spec §5). */
export function withoutPromoCode(codes: readonly string[], code: string): string[] {
  const removed = normalizePromoCode(code)
  return codes.filter((applied) => applied !== removed)
}

export function fillAddress(context: CheckoutContext, suggestion: AddressSuggestion): Update {
  const address = addressFromSuggestion(context.address, suggestion)
  return {
    address,
    errors: withDeliveryCheck({ ...context, address, errors: clearFieldErrors(context, 'address') }),
  }
}

/** A fresh priced cart: the tried code is kept, a payment method the cart no longer offers is dropped. */
export function storePreview(context: CheckoutContext, cart: Cart): Update {
  const pending = context.pendingPromoCode
  const next: CheckoutContext = {
    ...context,
    preview: cart,
    promoCodes: pending ? [...context.promoCodes, pending] : context.promoCodes,
    pendingPromoCode: null,
  }
  const paymentGone = context.paymentOptionId !== null && selectedPaymentOption(next) === undefined
  const checked = withDeliveryCheck(next)
  const fields = { ...checked.fields }
  if (cart.items.length > 0) delete fields.items
  const errors: CheckoutContext['errors'] = {
    ...checked,
    fields,
    promo: pending ? null : context.errors.promo,
    form: paymentGone ? (context.errors.form ?? 'delivery_unavailable') : context.errors.form,
  }
  return {
    preview: next.preview,
    promoCodes: next.promoCodes,
    pendingPromoCode: null,
    paymentOptionId: paymentGone ? null : context.paymentOptionId,
    errors,
  }
}

/** Applied codes the server stopped accepting are dropped (with the first error shown); the tried one too. */
export function dropRejectedCodes(context: CheckoutContext, rejected: readonly RejectedCode[]): Update {
  const codes = new Set(rejected.map((r) => normalizePromoCode(r.code)))
  const [first] = rejected
  return {
    promoCodes: context.promoCodes.filter((code) => !codes.has(normalizePromoCode(code))),
    pendingPromoCode: null,
    errors: first
      ? { ...context.errors, promo: { code: first.code, key: 'rejected', message: first.message } }
      : context.errors,
  }
}

export function failOrder(context: CheckoutContext, failure: OrderFailure): Update {
  return {
    idempotencyKey: failure.keepIdempotencyKey ? context.idempotencyKey : null,
    paymentOptionId: failure.kind === 'delivery_unavailable' ? null : context.paymentOptionId,
    errors: { ...context.errors, form: failure.toast, server: failure.fieldErrors },
    cardError: failure.card ? { barcode: '', key: failure.card } : context.cardError,
  }
}

/** Whether choosing this payment method must switch bonus spending off (and so re-price the cart). */
export function losesBonuses(context: CheckoutContext, optionId: string): boolean {
  const option = paymentOptionsFor(context.preview, deliveryTypeOf(context)).find((o) => o.id === optionId)
  return context.useBonuses && option !== undefined && !option.can_use_bonuses
}

export function isOfferedPayment(context: CheckoutContext, optionId: string): boolean {
  return paymentOptionsFor(context.preview, deliveryTypeOf(context)).some((o) => o.id === optionId)
}

/** Switching bonuses off is always allowed; on, only if the chosen payment method (if any) accepts them. */
export function canToggleBonuses(context: CheckoutContext): boolean {
  return context.useBonuses || (selectedPaymentOption(context)?.can_use_bonuses ?? true)
}

export function editAddress(context: CheckoutContext, field: AddressField, value: string): Update {
  const address = editAddressField(context.address, field, value)
  return {
    address,
    errors: withDeliveryCheck({ ...context, address, errors: clearFieldErrors(context, 'address') }),
  }
}
