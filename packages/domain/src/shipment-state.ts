/** States of a shipment (one order can be shipped in several), in the order they usually happen. */
export const SHIPMENT_STATES = [
  'getting_ready',
  'pickup',
  'delivered',
  'done',
  'canceled',
  'rejected',
] as const
export type ShipmentState = (typeof SHIPMENT_STATES)[number]

export function isShipmentState(value: unknown): value is ShipmentState {
  return (SHIPMENT_STATES as readonly unknown[]).includes(value)
}

/**
 * Normalises a shipment state from the API. Case, surrounding spaces and the separator are ignored:
 * 'GETTING_READY', 'getting ready' and 'Getting-Ready' are all `getting_ready`.
 * Anything unknown (including non-strings) is `getting_ready`: a shipment whose state we cannot read is shown
 * as still being prepared, never as delivered or canceled, which would be a claim we cannot back.
 */
export function shipmentState(value: unknown): ShipmentState {
  if (typeof value !== 'string') return 'getting_ready'
  const normalised = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '_')
  return isShipmentState(normalised) ? normalised : 'getting_ready'
}
