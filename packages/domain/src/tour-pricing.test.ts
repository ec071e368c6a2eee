import { describe, expect, test } from 'vitest'
import { type NightRate, priceStay } from './tour-pricing.ts'
import { checkOutDate, stayNights } from './tour-stay.ts'

const rate = (date: string, adult = 10_000): NightRate => ({
  date,
  adult,
  childBands: [
    { minAge: 1, maxAge: 6, price: 4_000 },
    { minAge: 7, maxAge: 12, price: 6_000 },
  ],
  infant: 1_500,
})

describe('stay nights', () => {
  test('N nights from D occupy D..D+N-1 and end on D+N (exclusive end)', () => {
    expect(stayNights('2026-12-30', 3)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01'])
    expect(checkOutDate('2026-12-30', 3)).toBe('2027-01-02')
    expect(stayNights('2028-02-28', 2)).toEqual(['2028-02-28', '2028-02-29'])
  })
})

describe('priceStay', () => {
  const nights = stayNights('2027-01-10', 2)
  const rates = [rate('2027-01-10'), rate('2027-01-11', 12_000), rate('2027-01-12', 99_000)]

  test('prices every night by its own rate; the check-out night is never charged', () => {
    const result = priceStay(nights, rates, { adults: 2, children: [] })
    expect(result.kind).toBe('priced')
    if (result.kind !== 'priced') return
    expect(result.price.nights.map((n) => n.amount)).toEqual([20_000, 24_000])
    expect(result.price.total).toBe(44_000)
  })

  test('children pay their age band, teenagers the adult price, babies the infant price', () => {
    const result = priceStay(nights, rates, { adults: 1, children: [0, 13, 5, 7] })
    if (result.kind !== 'priced') throw new Error('not priced')
    // Order: adults, then children oldest first.
    expect(result.price.tourists.map((t) => [t.kind, t.age])).toEqual([
      ['adult', null],
      ['child', 13],
      ['child', 7],
      ['child', 5],
      ['infant', 0],
    ])
    expect(result.price.nights[0]?.tourists).toEqual([10_000, 10_000, 6_000, 4_000, 1_500])
    expect(result.price.tourists.map((t) => t.amount)).toEqual([22_000, 22_000, 12_000, 8_000, 3_000])
  })

  test('fees by booking, tourist (babies free), adult and adult-night', () => {
    const result = priceStay(nights, rates, { adults: 2, children: [0, 4] }, [
      { code: 'service', basis: 'booking', amount: 1_000 },
      { code: 'flight', basis: 'tourist', amount: 20_000 },
      { code: 'visa', basis: 'adult', amount: 3_000 },
      { code: 'resort_tax', basis: 'adult_night', amount: 100 },
    ])
    if (result.kind !== 'priced') throw new Error('not priced')
    expect(result.price.fees.map((f) => [f.code, f.quantity, f.amount])).toEqual([
      ['service', 1, 1_000],
      ['flight', 3, 60_000],
      ['visa', 2, 6_000],
      ['resort_tax', 4, 400],
    ])
    expect(result.price.total).toBe(result.price.accommodation + 67_400)
    expect(result.price.tourists.reduce((sum, t) => sum + t.amount, 0)).toBe(result.price.total)
  })

  test('a night without a rate is not sold, never free', () => {
    expect(priceStay(['2027-01-10', '2027-01-13'], rates, { adults: 1, children: [] })).toEqual({
      kind: 'no_rate',
      date: '2027-01-13',
    })
  })
})
