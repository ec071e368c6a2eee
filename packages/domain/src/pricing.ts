import { allocateProportionally, percentOf } from './money.ts'

/** A priced cart line in minor units. Unavailable lines are shown but never charged. */
export type PricingLine = { productId: number; unitPriceMinor: number; count: number; available: boolean }

/** A promo code as found by the server; `invalid` carries why it cannot apply at all. */
export type PricingPromo =
  | { code: string; kind: 'percent'; percent: number; productId: number | null }
  | { code: string; kind: 'amount'; amountMinor: number; productId: number | null }
  | { code: string; kind: 'invalid'; error: PromoError }

/** `not_owner`: a personal promo code of another customer (or applied by a guest). */
export type PromoError =
  | 'not_found'
  | 'expired'
  | 'run_out'
  | 'not_applicable'
  | 'one_per_product'
  | 'not_owner'

export type PricedCart = {
  lineDiscounts: number[]
  promos: { code: string; status: 'ok' | 'error'; error: PromoError | null; amountMinor: number }[]
  subtotalMinor: number
  discountMinor: number
  bonusDebitMinor: number
  totalMinor: number
}

/**
 * Share of an order (after promo discounts) that bonus points may pay. The spec does not
 * give the rate; 30% is a common loyalty-programme cap and keeps some money payable.
 */
export const MAX_BONUS_SHARE_PERCENT = 30

/**
 * Prices a cart: promo codes in the order given, each line discounted by at most one code
 * ("only one promo code per product", spec §5), then bonuses up to the cap. All amounts
 * are integer minor units, and discounts never exceed what they discount.
 */
export function priceCart(input: {
  lines: readonly PricingLine[]
  promos: readonly PricingPromo[]
  bonusBalanceMinor: number
  useBonuses: boolean
}): PricedCart {
  const amounts = input.lines.map((l) => (l.available ? l.unitPriceMinor * l.count : 0))
  const lineDiscounts = amounts.map(() => 0)
  const taken = amounts.map(() => false)
  const promos: PricedCart['promos'] = []
  for (const promo of input.promos) {
    if (promo.kind === 'invalid') {
      promos.push({ code: promo.code, status: 'error', error: promo.error, amountMinor: 0 })
      continue
    }
    const targets = input.lines.flatMap((line, i) =>
      line.available && (promo.productId === null || promo.productId === line.productId) ? [i] : [],
    )
    const free = targets.filter((i) => !taken[i])
    if (targets.length === 0 || free.length === 0) {
      promos.push({
        code: promo.code,
        status: 'error',
        error: targets.length === 0 ? 'not_applicable' : 'one_per_product',
        amountMinor: 0,
      })
      continue
    }
    const base = free.map((i) => amounts[i] ?? 0)
    const parts =
      promo.kind === 'percent'
        ? base.map((a) => percentOf(a, Math.min(100, Math.max(0, promo.percent))))
        : allocateProportionally(Math.min(promo.amountMinor, sum(base)), base)
    free.forEach((lineIndex, n) => {
      lineDiscounts[lineIndex] = parts[n] ?? 0
      taken[lineIndex] = true
    })
    promos.push({ code: promo.code, status: 'ok', error: null, amountMinor: sum(parts) })
  }
  const subtotalMinor = sum(amounts)
  const discountMinor = sum(lineDiscounts)
  const afterDiscount = subtotalMinor - discountMinor
  const bonusCap = Math.floor((afterDiscount * MAX_BONUS_SHARE_PERCENT) / 100)
  const bonusDebitMinor = input.useBonuses ? Math.max(0, Math.min(input.bonusBalanceMinor, bonusCap)) : 0
  return {
    lineDiscounts,
    promos,
    subtotalMinor,
    discountMinor,
    bonusDebitMinor,
    totalMinor: afterDiscount - bonusDebitMinor,
  }
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0)
}
