/** The four delivery types the storefront distinguishes (spec §4). */
export const DELIVERY_TYPES = ['VIRTUAL', 'DELIVERY', 'PICKUP_POINT', 'PICKUP'] as const
export type DeliveryType = (typeof DELIVERY_TYPES)[number]

/**
 * Normalises a delivery type coming from the backend or a form.
 * PICKUP_NOW and PICKUP both mean pickup from an outlet; any unknown value is
 * treated as courier DELIVERY, the safest default for showing an address form.
 */
export function toDeliveryType(value: unknown): DeliveryType {
  switch (value) {
    case 'VIRTUAL':
      return 'VIRTUAL'
    case 'PICKUP_POINT':
      return 'PICKUP_POINT'
    case 'PICKUP':
    case 'PICKUP_NOW':
      return 'PICKUP'
    default:
      return 'DELIVERY'
  }
}

/** Whether a delivery type needs a courier address (as opposed to an outlet or pickup point). */
export function needsAddress(type: DeliveryType): boolean {
  return type === 'DELIVERY'
}
