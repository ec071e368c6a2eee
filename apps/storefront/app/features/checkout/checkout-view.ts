/**
 * What the checkout sections render, whichever path drives the page: without JavaScript the action's answer
 * (values as posted), with JavaScript the checkout machine's snapshot (`viewOfContext`). One shape keeps one
 * set of components for both.
 */
import type { Cart, Outlet } from '@vitrina/api-client'
import type { CardError } from './checkout-cards.ts'
import type { FieldErrors } from './checkout-field-names.ts'
import type { CheckoutValues } from './checkout-form-data.ts'
import type { CheckoutContext, CheckoutEvent, FormErrorKey, PromoError } from './checkout-types.ts'

export interface CheckoutView {
  values: CheckoutValues
  /**
   * The field errors by input name (conform's shape, codes of the one message map): the no-JS action's
   * `submission.reply()`, or on the live page conform's errors joined with the machine's.
   */
  fieldErrors: FieldErrors
  /** Without JavaScript: the input that takes the focus after a refused post (the first wrong one). */
  focus: string | null
  formError: FormErrorKey | null
  /** A promo code the server refused (it is no longer applied), with the server's reason. */
  promoError: PromoError | null
  /** A card the check or the order refused (or the note that the bonus card was switched on). */
  cardError: CardError | null
  preview: Cart
  points: Outlet[]
  /** How many points match in all (JavaScript path; the list shows the first `points.length`). */
  pointsCount?: number
  /** The account's phone (shown, never editable). */
  phone: string
  /** A preview, a lookup or the order is running: the order button waits. */
  busy: boolean
}

export type CheckoutSend = (event: CheckoutEvent) => void

/** Pickup points per page of the list: the first page, and each "Show more". */
export const POINTS_PAGE = 10

export interface CheckoutSectionProps {
  view: CheckoutView
  /** Present on the JavaScript path: fields are controlled and edits go to the machine. */
  send?: CheckoutSend
}

/**
 * The machine's context as form values. The parts the machine does not model (the outlet search, the
 * position, the consultant) come from the page's own state.
 */
export function viewValues(
  context: CheckoutContext,
  page: Pick<
    CheckoutValues,
    'idempotencyKey' | 'lines' | 'outletSearch' | 'position' | 'consultant' | 'cardInput' | 'pointsPage'
  >,
): CheckoutValues {
  const { city, street, house, entrance, flat, floor, comment } = context.address
  return {
    ...page,
    idempotencyKey: context.idempotencyKey ?? page.idempotencyKey,
    promoCodes: context.promoCodes,
    customer: {
      first_name: context.customer.first_name,
      last_name: context.customer.last_name,
      middle_name: context.customer.middle_name,
      email: context.customer.email,
      gender: context.customer.gender,
    },
    recipient: context.recipient,
    deliveryTab: context.deliveryTab,
    pickupKind: context.pickupKind,
    address: { city, street, house, entrance, flat, floor, comment },
    outletId: context.outletId,
    pickupPointId: context.pickupPointId,
    paymentOptionId: context.paymentOptionId,
    useBonuses: context.useBonuses,
    offerAccepted: context.offerAccepted,
    cards: context.cards,
  }
}
