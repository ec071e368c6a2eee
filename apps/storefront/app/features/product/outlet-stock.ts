export type OutletAvailabilityLike = {
  outlet: { id: number; name: string; address: string }
  skus: readonly { sku: number; quantity: number }[]
}

export type OutletStock = { id: number; name: string; address: string; quantity: number }

/**
 * How many pieces of the chosen sku each outlet holds; with no sku chosen (all sold out online), of the
 * product as a whole. Outlets that have it come first, otherwise the API's order is kept.
 */
export function outletStock(
  availability: readonly OutletAvailabilityLike[],
  sku: number | null,
): OutletStock[] {
  const rows = availability.map(({ outlet, skus }) => ({
    id: outlet.id,
    name: outlet.name,
    address: outlet.address,
    quantity: skus
      .filter((line) => sku === null || line.sku === sku)
      .reduce((sum, line) => sum + Math.max(0, line.quantity), 0),
  }))
  return [...rows.filter((row) => row.quantity > 0), ...rows.filter((row) => row.quantity === 0)]
}
