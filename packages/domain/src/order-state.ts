/** Order states the backend reports (spec §4). Transitions are the backend's business and are not modelled here. */
export const ORDER_STATES = [
  'new',
  'collecting',
  'collected',
  'ready',
  'ready_delivery',
  'ready_pickup',
  'ready_pickup_now',
  'shipping',
  'done',
  'returned',
  'rejected',
  'canceled',
  'expired',
] as const
export type OrderState = (typeof ORDER_STATES)[number]

/**
 * The spec gives two readings of "final": {canceled, rejected, expired, refunded} and
 * {canceled, expired, returned, rejected}. We take the union. A state is final when nothing more can happen to
 * the order from the shopper's side (no payment, no cancel, no pickup extension); treating one of these as live
 * would offer a "Pay" or "Cancel" button on an order that cannot take it, while treating a live state as final
 * only hides a button. The union is therefore the safe reading. `refunded` is not in the state list but the
 * first reading names it, so a backend may send it.
 */
export const FINAL_ORDER_STATES: ReadonlySet<string> = new Set([
  'canceled',
  'rejected',
  'expired',
  'refunded',
  'returned',
])

export function isFinalOrderState(state: string): boolean {
  return FINAL_ORDER_STATES.has(state.toLowerCase())
}

/**
 * The translation key of an order's state label: `${state}.${sub}` (sub lower-cased) when the catalogue has
 * such a key, else the plain state (spec §4 "Order state label"). `hasKey` is the i18n catalogue's lookup, so
 * this rule stays free of any i18n library.
 */
export function orderStateLabelKey(
  state: string,
  sub: string | null | undefined,
  hasKey: (key: string) => boolean,
): string {
  if (sub) {
    const key = `${state}.${sub.toLowerCase()}`
    if (hasKey(key)) return key
  }
  return state
}

/**
 * States in which the shopper may still cancel: before the order leaves for delivery. The spec does not show
 * transitions; a shipped or finished order is the backend's to return, not the shopper's to cancel.
 */
export const CANCELLABLE_ORDER_STATES = [
  'new',
  'collecting',
  'collected',
  'ready',
  'ready_delivery',
  'ready_pickup',
  'ready_pickup_now',
] as const satisfies readonly OrderState[]

export function isCancellableOrderState(state: string): boolean {
  return (CANCELLABLE_ORDER_STATES as readonly string[]).includes(state)
}

/** States in which the order waits in an outlet: the ones whose storage the pickup extension prolongs. */
export const AWAITING_PICKUP_STATES = [
  'ready_pickup',
  'ready_pickup_now',
] as const satisfies readonly OrderState[]

export function isAwaitingPickup(state: string): boolean {
  return (AWAITING_PICKUP_STATES as readonly string[]).includes(state)
}
