import fc from 'fast-check'
import { expect, test } from 'vitest'
import { MAX_BONUS_SHARE_PERCENT, type PricingLine, type PricingPromo, priceCart } from './pricing.ts'

const line = (productId: number, unitPriceMinor: number, count = 1, available = true): PricingLine => ({
  productId,
  unitPriceMinor,
  count,
  available,
})

test('a cart without promos or bonuses costs the sum of its available lines', () => {
  const priced = priceCart({
    lines: [line(1, 1000, 2), line(2, 500), line(3, 9999, 1, false)],
    promos: [],
    bonusBalanceMinor: 0,
    useBonuses: false,
  })
  expect(priced).toMatchObject({
    subtotalMinor: 2500,
    discountMinor: 0,
    bonusDebitMinor: 0,
    totalMinor: 2500,
  })
})

test('a percent code discounts every line it applies to', () => {
  const priced = priceCart({
    lines: [line(1, 1000, 2), line(2, 500)],
    promos: [{ code: 'WELCOME10', kind: 'percent', percent: 10, productId: null }],
    bonusBalanceMinor: 0,
    useBonuses: false,
  })
  expect(priced.lineDiscounts).toEqual([200, 50])
  expect(priced.promos).toEqual([{ code: 'WELCOME10', status: 'ok', error: null, amountMinor: 250 }])
  expect(priced.totalMinor).toBe(2250)
})

test('a fixed amount never discounts more than the lines cost', () => {
  const priced = priceCart({
    lines: [line(1, 300)],
    promos: [{ code: 'SALE500', kind: 'amount', amountMinor: 50_000, productId: null }],
    bonusBalanceMinor: 0,
    useBonuses: false,
  })
  expect(priced.totalMinor).toBe(0)
  expect(priced.discountMinor).toBe(300)
})

test('only one promo code per product: a second code for the same lines is an error', () => {
  const priced = priceCart({
    lines: [line(1, 1000)],
    promos: [
      { code: 'A', kind: 'percent', percent: 10, productId: null },
      { code: 'B', kind: 'percent', percent: 50, productId: 1 },
    ],
    bonusBalanceMinor: 0,
    useBonuses: false,
  })
  expect(priced.promos.map((p) => [p.code, p.status, p.error])).toEqual([
    ['A', 'ok', null],
    ['B', 'error', 'one_per_product'],
  ])
  expect(priced.totalMinor).toBe(900)
})

test('a product code without its product in the cart does not apply', () => {
  const priced = priceCart({
    lines: [line(1, 1000)],
    promos: [{ code: 'P', kind: 'percent', percent: 10, productId: 2 }],
    bonusBalanceMinor: 0,
    useBonuses: false,
  })
  expect(priced.promos[0]).toMatchObject({ status: 'error', error: 'not_applicable' })
})

test('invalid codes are reported with their reason and change nothing', () => {
  const priced = priceCart({
    lines: [line(1, 1000)],
    promos: [{ code: 'OLD', kind: 'invalid', error: 'expired' }],
    bonusBalanceMinor: 0,
    useBonuses: false,
  })
  expect(priced.promos[0]).toEqual({ code: 'OLD', status: 'error', error: 'expired', amountMinor: 0 })
  expect(priced.totalMinor).toBe(1000)
})

test(`bonuses pay at most ${MAX_BONUS_SHARE_PERCENT}% and never more than the balance`, () => {
  const rich = priceCart({
    lines: [line(1, 10_000)],
    promos: [],
    bonusBalanceMinor: 1_000_000,
    useBonuses: true,
  })
  expect(rich.bonusDebitMinor).toBe(3000)
  const poor = priceCart({ lines: [line(1, 10_000)], promos: [], bonusBalanceMinor: 100, useBonuses: true })
  expect(poor.bonusDebitMinor).toBe(100)
  const off = priceCart({ lines: [line(1, 10_000)], promos: [], bonusBalanceMinor: 100, useBonuses: false })
  expect(off.bonusDebitMinor).toBe(0)
})

const arbLine = fc.record({
  productId: fc.integer({ min: 1, max: 5 }),
  unitPriceMinor: fc.integer({ min: 0, max: 1_000_000 }),
  count: fc.integer({ min: 1, max: 20 }),
  available: fc.boolean(),
})
const arbPromo: fc.Arbitrary<PricingPromo> = fc.oneof(
  fc.record({
    code: fc.string(),
    kind: fc.constant('percent' as const),
    percent: fc.integer({ min: 0, max: 150 }),
    productId: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  }),
  fc.record({
    code: fc.string(),
    kind: fc.constant('amount' as const),
    amountMinor: fc.integer({ min: 0, max: 10_000_000 }),
    productId: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  }),
)

test('totals are never negative and discounts add up, whatever the cart', () => {
  fc.assert(
    fc.property(
      fc.array(arbLine, { maxLength: 8 }),
      fc.array(arbPromo, { maxLength: 4 }),
      fc.integer({ min: 0, max: 1e8 }),
      fc.boolean(),
      (lines, promos, balance, useBonuses) => {
        const priced = priceCart({ lines, promos, bonusBalanceMinor: balance, useBonuses })
        expect(priced.totalMinor).toBeGreaterThanOrEqual(0)
        expect(priced.lineDiscounts.reduce((a, b) => a + b, 0)).toBe(priced.discountMinor)
        expect(priced.promos.reduce((a, p) => a + p.amountMinor, 0)).toBe(priced.discountMinor)
        expect(priced.subtotalMinor - priced.discountMinor - priced.bonusDebitMinor).toBe(priced.totalMinor)
        lines.forEach((l, i) => {
          expect(priced.lineDiscounts[i] ?? 0).toBeLessThanOrEqual(
            l.available ? l.unitPriceMinor * l.count : 0,
          )
        })
      },
    ),
  )
})
