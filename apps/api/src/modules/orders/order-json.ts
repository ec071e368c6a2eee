import type { Order } from '@vitrina/api-client/schemas/order'
import { toDeliveryType } from '@vitrina/domain/delivery'
import type { Locale } from '@vitrina/domain/locale'
import { type MarketingParams, shortIdentity } from '@vitrina/domain/marketing'
import { minorToDecimal } from '@vitrina/domain/money'
import type { PaymentMethod } from '@vitrina/domain/order-links'
import { isAwaitingPickup, isCancellableOrderState, isFinalOrderState } from '@vitrina/domain/order-state'
import { shipmentState } from '@vitrina/domain/shipment-state'
import type { orderItems, orders, outlets, shipments } from '../../db/schema/index.ts'
import { methodName } from '../payments/payment-methods.ts'

type OrderRow = typeof orders.$inferSelect
type ItemRow = typeof orderItems.$inferSelect
type OutletRow = Pick<typeof outlets.$inferSelect, 'id' | 'name' | 'address'>
type ShipmentRow = typeof shipments.$inferSelect

export const isOnlinePayment = (paymentType: string) => paymentType !== 'cash'
export const isCancellable = (order: Pick<OrderRow, 'state'>) => isCancellableOrderState(order.state)
export const awaitsPickup = (order: Pick<OrderRow, 'state'>) => isAwaitingPickup(order.state)

/** What the customer may do with the order now; the storefront shows buttons from this. */
export function orderActions(order: OrderRow): string[] {
  const actions: string[] = []
  const due = order.totalMinor - order.paidMinor
  if (!isFinalOrderState(order.state) && due > 0)
    actions.push(isOnlinePayment(order.paymentType) ? 'PAY' : 'PAY_CASH')
  if (isCancellable(order)) actions.push('CANCEL')
  if (
    awaitsPickup(order) &&
    order.pickupExtendedDays === null &&
    !(isOnlinePayment(order.paymentType) && due <= 0)
  ) {
    actions.push('EXTEND_PICKUP')
  }
  if (order.state === 'done') actions.push('REVIEW')
  return actions
}

export function orderJson(
  order: OrderRow,
  items: ItemRow[],
  outlet: OutletRow | null,
  pickupPoint: OutletRow | null,
  parcels: ShipmentRow[] = [],
  locale: Locale = 'en',
  /** The online methods the company offers now (payment-methods.ts), in its order. */
  methods: readonly PaymentMethod[] = ['redirect'],
): Order {
  const due = Math.max(0, order.totalMinor - order.paidMinor)
  const payNow = isOnlinePayment(order.paymentType) && !isFinalOrderState(order.state) ? due : 0
  return {
    id: order.id,
    number: order.number,
    state: order.state,
    sub_state: order.subState,
    created: order.createdAt.toISOString(),
    delivery_type: toDeliveryType(order.deliveryType),
    address: order.address,
    address_details: order.addressDetails,
    outlet: outlet ? { id: outlet.id, name: outlet.name, address: outlet.address } : null,
    pickup_point: pickupPoint
      ? { id: pickupPoint.id, name: pickupPoint.name, address: pickupPoint.address }
      : null,
    recipient: { name: order.recipientName, phone: order.recipientPhone, email: order.recipientEmail },
    items: items.map((item) => ({
      id: item.id,
      product: item.productId,
      sku: item.skuId,
      name: item.name,
      article: item.article,
      size: item.size,
      barcode: item.barcode,
      seller: item.seller,
      count: item.count,
      price: minorToDecimal(item.priceMinor),
      discount: minorToDecimal(item.discountMinor),
      total: minorToDecimal(item.priceMinor * item.count - item.discountMinor),
      state: item.state,
    })),
    promo_codes: order.promoCodes,
    payment_type: order.paymentType,
    subtotal: minorToDecimal(order.subtotalMinor),
    discount: minorToDecimal(order.discountMinor),
    bonus_debit: minorToDecimal(order.bonusDebitMinor),
    gift_card_debit: minorToDecimal(order.giftCardDebitMinor),
    total: minorToDecimal(order.totalMinor),
    paid: minorToDecimal(order.paidMinor),
    to_be_paid: minorToDecimal(due),
    pay_now: minorToDecimal(payNow),
    actions: orderActions(order),
    attribution: attributionJson(order.marketing),
    available_payment_options:
      payNow > 0 ? methods.map((method) => ({ type: method, name: methodName(method, locale) })) : [],
    storage_until: order.storageUntil?.toISOString() ?? null,
    due_date: order.dueDate?.toISOString() ?? null,
    receipt_code: order.receiptCode,
    shipments: parcels.map((parcel) => ({
      id: parcel.id,
      number: parcel.number,
      delivery_service: parcel.deliveryService,
      invoice_number: parcel.invoiceNumber,
      state: shipmentState(parcel.state),
      expected_date: parcel.expectedAt?.toISOString() ?? null,
      received_date: parcel.receivedAt?.toISOString() ?? null,
    })),
  }
}

/** The order's marketing parameters (spec §3) and the short identity of its analytics client id. */
function attributionJson(marketing: MarketingParams | null): Order['attribution'] {
  const value = (key: keyof MarketingParams) => marketing?.[key] ?? null
  const clientId = value('client_id')
  return {
    client_id: clientId,
    short_id: clientId ? shortIdentity(clientId) : null,
    yclid: value('yclid'),
    utm_source: value('utm_source'),
    utm_medium: value('utm_medium'),
    utm_campaign: value('utm_campaign'),
    utm_content: value('utm_content'),
    utm_term: value('utm_term'),
  }
}
