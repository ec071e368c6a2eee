/**
 * The two bodies the checkout sends (spec §3 "Order request", §7 POST /api/v2/cart/), built from the
 * machine's context.
 *
 * Decisions:
 * - `products` are the lines the last preview priced as available: an unavailable line would only make the
 *   API refuse the whole order (409 items_unavailable).
 * - The recipient, when enabled, gives the name and phone; the email is always the customer's (the recipient
 *   block has no email, spec §3 "Order options"). The name is "first last", as the reference API expects.
 * - The phone is sent as digits only (spec §5, `phoneDigits`).
 * - Courier orders carry `address` and `address_details`; pickup orders carry `outlet` or `pickup_point`
 *   only. The API requires `city`, so a settlement-only address (a village) sends the settlement as the city.
 * - Empty optional address parts are left out rather than sent as ''.
 */
import type { CartItemInput, CartUpdate, OrderRequest } from '@vitrina/api-client'
import { phoneDigits } from '@vitrina/domain/phone-digits'
import { orderBalances } from './checkout-cards.ts'
import { deliveryTypeOf, paymentForbidsBonuses } from './checkout-delivery.ts'
import type { CheckoutAddress, CheckoutContext } from './checkout-types.ts'

type AddressInput = NonNullable<OrderRequest['address']>

/** The preview body: every cart line, the accepted codes plus the one being tried, never saved. */
export function buildPreviewRequest(
  context: Pick<CheckoutContext, 'items' | 'promoCodes' | 'pendingPromoCode' | 'useBonuses'>,
): CartUpdate {
  const codes = context.pendingPromoCode
    ? [...context.promoCodes, context.pendingPromoCode]
    : context.promoCodes
  return {
    items: context.items,
    promo_codes: [...codes],
    use_bonuses: context.useBonuses,
    save: false,
  }
}

/**
 * The order body. Call it only when the checkout is valid (the machine's guards): a missing payment method or
 * destination is a programming error and throws.
 */
export function buildOrderRequest(
  context: Pick<
    CheckoutContext,
    | 'customer'
    | 'recipient'
    | 'deliveryTab'
    | 'pickupKind'
    | 'address'
    | 'outletId'
    | 'pickupPointId'
    | 'paymentOptionId'
    | 'useBonuses'
    | 'promoCodes'
    | 'preview'
    | 'cards'
  >,
): OrderRequest {
  if (context.paymentOptionId === null) throw new Error('buildOrderRequest: no payment method chosen')
  const receiver = context.recipient.enabled ? context.recipient : context.customer
  return {
    // A method that forbids bonuses spends none, whatever the switch said before it was chosen.
    use_bonuses: context.useBonuses && !paymentForbidsBonuses(context),
    products: context.preview.items.map(toItemInput),
    recipient_name: [receiver.first_name.trim(), receiver.last_name.trim()].filter(Boolean).join(' '),
    recipient_email: context.customer.email.trim(),
    recipient_phone: phoneDigits(receiver.phone),
    promo_codes: [...context.promoCodes],
    delivery_payment_option: context.paymentOptionId,
    // Only when cards were added: an order without them is the same body as before (idempotent replays).
    ...(context.cards.length > 0 ? { balances: orderBalances(context.cards) } : {}),
    ...destination(context),
  }
}

function destination(
  context: Pick<CheckoutContext, 'deliveryTab' | 'pickupKind' | 'address' | 'outletId' | 'pickupPointId'>,
): Pick<OrderRequest, 'address' | 'address_details' | 'outlet' | 'pickup_point'> {
  switch (deliveryTypeOf(context)) {
    case 'PICKUP':
      if (context.outletId === null) throw new Error('buildOrderRequest: no outlet chosen')
      return { outlet: context.outletId }
    case 'PICKUP_POINT':
      if (context.pickupPointId === null) throw new Error('buildOrderRequest: no pickup point chosen')
      return { pickup_point: context.pickupPointId }
    default:
      return {
        address: toAddressInput(context.address),
        address_details: {
          flat: context.address.flat.trim(),
          floor: context.address.floor.trim(),
          entrance: context.address.entrance.trim(),
          comment: context.address.comment.trim(),
        },
      }
  }
}

function toAddressInput(address: CheckoutAddress): AddressInput {
  const settlement = address.settlement.trim()
  const result: AddressInput = {
    city: address.city.trim() || settlement,
    street: address.street.trim(),
    house: address.house.trim(),
  }
  if (settlement) result.settlement = settlement
  if (address.postal.trim()) result.postal = address.postal.trim()
  if (address.fias_id.trim()) result.fias_id = address.fias_id.trim()
  if (address.latitude !== null && address.longitude !== null) {
    result.latitude = address.latitude
    result.longitude = address.longitude
  }
  return result
}

function toItemInput(line: CheckoutContext['preview']['items'][number]): CartItemInput {
  return { product: line.product.id, sku: line.sku?.id ?? null, count: line.count, tour: line.tour }
}
