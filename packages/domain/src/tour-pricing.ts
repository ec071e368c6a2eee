/**
 * The price of a tour stay (issue 12), computed on the server and shown line by line: every night of the stay
 * (exclusive end: see tour-stay.ts) is priced by its own rate for this party, then the tour's fees are added.
 * All amounts are integer minor units (kopecks, cents); the wire turns them into decimal strings.
 *
 * Who pays what on a night:
 * - an adult pays the night's adult price;
 * - a child (1..17) pays the price of the first child band their age falls in, or the adult price when no
 *   band covers the age (a hotel that lists no band for teenagers charges them as adults);
 * - a baby "до года" (age 0) pays the night's infant price (0 when the hotel lets babies stay free).
 * Fees: `booking` once per booking, `tourist` per tourist aged one or more (babies never pay a fee),
 * `adult` per adult, `adult_night` per adult and night (a resort tax).
 */
import { normaliseTourists, type Tourists } from './tourists.ts'

export interface ChildBand {
  minAge: number
  maxAge: number
  /** Per night, minor units. */
  price: number
}

/** The rate of one room type on one night. */
export interface NightRate {
  date: string
  adult: number
  childBands: readonly ChildBand[]
  infant: number
}

export type FeeBasis = 'booking' | 'tourist' | 'adult' | 'adult_night'

export interface TourFee {
  /** Stable code: `transfer`, `resort_tax`, `package`… */
  code: string
  basis: FeeBasis
  /** Minor units per basis unit. */
  amount: number
}

export type TouristKind = 'adult' | 'child' | 'infant'

export interface PricedTourist {
  /** Adults first, then children oldest first (the order of {@link normaliseTourists}). */
  index: number
  kind: TouristKind
  /** Null for an adult. */
  age: number | null
  /** Nights plus the fees that fall on this tourist. */
  amount: number
}

export interface PricedNight {
  date: string
  amount: number
  /** Per tourist, in the same order as {@link StayPrice.tourists}. */
  tourists: readonly number[]
}

export interface PricedFee {
  code: string
  basis: FeeBasis
  /** How many times the fee is charged (tourists, adults, adult-nights or 1). */
  quantity: number
  amount: number
}

export interface StayPrice {
  nights: PricedNight[]
  tourists: PricedTourist[]
  fees: PricedFee[]
  accommodation: number
  feesTotal: number
  total: number
}

export type StayPriceResult = { kind: 'priced'; price: StayPrice } | { kind: 'no_rate'; date: string }

interface Traveller {
  kind: TouristKind
  age: number | null
}

/** The tourists in price order: adults, then children oldest first. */
export function travellersOf(tourists: Tourists): Traveller[] {
  const party = normaliseTourists(tourists)
  const adults = Array.from({ length: party.adults }, (): Traveller => ({ kind: 'adult', age: null }))
  const children = party.children.map((age): Traveller => ({ kind: age === 0 ? 'infant' : 'child', age }))
  return [...adults, ...children]
}

/** What one tourist pays for one night at this rate. */
export function nightPriceOf(rate: NightRate, traveller: Traveller): number {
  if (traveller.kind === 'adult' || traveller.age === null) return rate.adult
  if (traveller.kind === 'infant') return rate.infant
  const age = traveller.age
  const band = rate.childBands.find((candidate) => age >= candidate.minAge && age <= candidate.maxAge)
  return band ? band.price : rate.adult
}

/**
 * Prices the nights `nightDates` for the party. `rates` may hold other nights too; a night without a rate
 * gives `no_rate` (the hotel does not sell it), never a free night.
 */
export function priceStay(
  nightDates: readonly string[],
  rates: readonly NightRate[],
  tourists: Tourists,
  fees: readonly TourFee[] = [],
): StayPriceResult {
  const byDate = new Map(rates.map((rate) => [rate.date, rate]))
  const travellers = travellersOf(tourists)
  const perTourist = travellers.map(() => 0)
  const nights: PricedNight[] = []
  for (const date of nightDates) {
    const rate = byDate.get(date)
    if (!rate) return { kind: 'no_rate', date }
    const amounts = travellers.map((traveller) => nightPriceOf(rate, traveller))
    amounts.forEach((amount, index) => {
      perTourist[index] = (perTourist[index] ?? 0) + amount
    })
    nights.push({ date, amount: sum(amounts), tourists: amounts })
  }
  const accommodation = sum(nights.map((night) => night.amount))
  const pricedFees = fees.map((fee) => priceFee(fee, travellers, nightDates.length, perTourist))
  const feesTotal = sum(pricedFees.map((fee) => fee.amount))
  const pricedTourists = travellers.map(
    (traveller, index): PricedTourist => ({ index, ...traveller, amount: perTourist[index] ?? 0 }),
  )
  return {
    kind: 'priced',
    price: {
      nights,
      tourists: pricedTourists,
      fees: pricedFees,
      accommodation,
      feesTotal,
      total: accommodation + feesTotal,
    },
  }
}

/** Charges a fee and adds each tourist's share to `perTourist` (a booking fee falls on the first tourist). */
function priceFee(
  fee: TourFee,
  travellers: readonly Traveller[],
  nights: number,
  perTourist: number[],
): PricedFee {
  const units = travellers.map((traveller, index) => {
    if (fee.basis === 'booking') return index === 0 ? 1 : 0
    if (fee.basis === 'tourist') return traveller.kind === 'infant' ? 0 : 1
    if (traveller.kind !== 'adult') return 0
    return fee.basis === 'adult' ? 1 : nights
  })
  units.forEach((count, index) => {
    perTourist[index] = (perTourist[index] ?? 0) + count * fee.amount
  })
  const quantity = sum(units)
  return { code: fee.code, basis: fee.basis, quantity, amount: quantity * fee.amount }
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0)
}
