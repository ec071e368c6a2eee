import { decimalToMinor } from '@vitrina/domain/money'
import { type PickupExtensionOption, pickupExtensionOptions } from '@vitrina/domain/pickup-extension'

/** How an order reads on the account and success pages: address lines, amounts, what the customer can do. */

type Fields = Record<string, unknown> | null

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** "City, street, house" from the address the order was placed with; empty when there is none. */
export function addressLine(address: Fields): string {
  if (!address) return ''
  const parts = [address.city, address.street, address.house].map(text).filter((part) => part !== '')
  return parts.join(', ')
}

/** Entrance, floor, flat and comment, each only when given (spec §3 address details). */
export function addressDetails(details: Fields): {
  entrance: string
  floor: string
  flat: string
  comment: string
} {
  return {
    entrance: text(details?.entrance),
    floor: text(details?.floor),
    flat: text(details?.flat),
    comment: text(details?.comment),
  }
}

/** Whether an amount the API sent ('150.00') is above zero: discounts, bonus debit and so on are shown only then. */
export function isPositive(amount: string): boolean {
  return (decimalToMinor(amount) ?? 0) > 0
}

export type OrderFacts = {
  actions: readonly string[]
  payment_type: string
  to_be_paid: string
  storage_until: string | null
}

export function canCancel(order: Pick<OrderFacts, 'actions'>): boolean {
  return order.actions.includes('CANCEL')
}

/**
 * The pickup extensions to offer: only when the API allows it now (EXTEND_PICKUP), and by the domain rule
 * (1 or 7 days from the storage date; none when the order was paid online, as its storage is unlimited).
 */
export function extensionOptions(order: OrderFacts): PickupExtensionOption[] {
  if (!order.actions.includes('EXTEND_PICKUP')) return []
  return pickupExtensionOptions({ paid_online: isPaidOnline(order), storage_until: order.storage_until })
}

/** Paid in full by an online method: such an order is kept at the pickup point without a time limit. */
export function isPaidOnline(order: Pick<OrderFacts, 'payment_type' | 'to_be_paid'>): boolean {
  return order.payment_type !== 'cash' && !isPositive(order.to_be_paid)
}

/** The query a successful cancel redirects with, and the id of its notice (the redirect's anchor, for no JS). */
export const CANCELLED_PARAM = 'cancelled'
export const CANCELLED_NOTICE_ID = 'order-cancelled'
