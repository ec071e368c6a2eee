import { decimalToMinor } from '@vitrina/domain/money'

/** The fields of a sku (variant) that choosing one depends on. */
export type SkuChoice = {
  id: number
  size: string | null
  color: string | null
  price: string
  in_stock: boolean
}

/**
 * The sku preselected on the product page: with the company setting
 * `product_selectors_auto_select_by_minimal_price`, the cheapest sku in stock (the first of equal prices);
 * otherwise the first sku in stock. Undefined when nothing is in stock: then nothing is preselected.
 */
export function defaultSku<T extends SkuChoice>(skus: readonly T[], byMinimalPrice: boolean): T | undefined {
  let best: T | undefined
  for (const sku of skus) {
    if (!sku.in_stock) continue
    if (!byMinimalPrice) return sku
    if (!best || priceOf(sku) < priceOf(best)) best = sku
  }
  return best
}

/** The distinct colours of the skus, in the order they first appear (skus without a colour add none). */
export function skuColours(skus: readonly SkuChoice[]): string[] {
  return [...new Set(skus.flatMap((sku) => (sku.color ? [sku.color] : [])))]
}

export type SkuSelection<T extends SkuChoice> = {
  /** Every colour of the product; empty when no sku has one. */
  colours: string[]
  /** The colour whose sizes are offered; null when the product has no colours. */
  colour: string | null
  /** The skus offered as size options: those of the chosen colour (all skus when there are no colours). */
  options: T[]
  /** The single option has no size: the picker shows "One size". */
  isOneSize: boolean
  /** The checked option; undefined when no option is in stock. */
  selected: T | undefined
}

/**
 * What the size picker shows. The colour is the one asked for (`?color=` on the page) when the product has
 * it, else the colour of the default sku, else the first colour. Among that colour's skus the one asked for
 * (the shopper's last submitted choice) stays checked when it is still in stock; otherwise the default rule
 * picks among the options, so a colour switch never leaves a sku of another colour checked.
 */
export function selectSku<T extends SkuChoice>(
  skus: readonly T[],
  wanted: { colour?: string | null; sku?: number | null; byMinimalPrice: boolean },
): SkuSelection<T> {
  const colours = skuColours(skus)
  const fallback = defaultSku(skus, wanted.byMinimalPrice)?.color ?? colours[0] ?? null
  const colour = wanted.colour && colours.includes(wanted.colour) ? wanted.colour : fallback
  const options = colour === null ? [...skus] : skus.filter((sku) => sku.color === colour)
  const asked = options.find((sku) => sku.id === wanted.sku && sku.in_stock)
  const only = options.length === 1 ? options[0] : undefined
  return {
    colours,
    colour,
    options,
    isOneSize: only !== undefined && !only.size,
    selected: asked ?? defaultSku(options, wanted.byMinimalPrice),
  }
}

// An unreadable price sorts last rather than winning "cheapest".
function priceOf(sku: SkuChoice): number {
  return decimalToMinor(sku.price) ?? Number.POSITIVE_INFINITY
}
