import type { PriceBreakdown } from '@vitrina/api-client/schemas/tours'
import type { Locale } from '@vitrina/domain/locale'
import { minorToDecimal } from '@vitrina/domain/money'
import { type NightRate, priceStay, type StayPrice, type TourFee } from '@vitrina/domain/tour-pricing'
import { stayNights } from '@vitrina/domain/tour-stay'
import { fitsRoom, type Tourists } from '@vitrina/domain/tourists'
import { and, gte, inArray, lt } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { roomAllotments, roomRates, type TourFeeRow } from '../../db/schema/tours.ts'
import { pick } from './tour-texts.ts'

/** The rates and free rooms of some room types over a window of nights, loaded in two queries. */
export type StayFacts = {
  rates: Map<number, Map<string, NightRate>>
  free: Map<number, Map<string, number>>
}

export type RoomFacts = { id: number; capacityAdults: number; capacityChildren: number }

export type RoomQuote =
  | { kind: 'priced'; price: StayPrice; roomsLeft: number }
  | { kind: 'too_small' | 'no_rate' | 'sold_out'; roomsLeft: number }

/** Loads rates and allotments of `roomTypeIds` for the nights from `from` up to (not including) `until`. */
export async function loadStayFacts(
  db: Database,
  roomTypeIds: readonly number[],
  from: string,
  until: string,
): Promise<StayFacts> {
  const facts: StayFacts = { rates: new Map(), free: new Map() }
  if (roomTypeIds.length === 0) return facts
  const ids = [...new Set(roomTypeIds)]
  const [rates, allotments] = await Promise.all([
    db
      .select()
      .from(roomRates)
      .where(and(inArray(roomRates.roomTypeId, ids), gte(roomRates.night, from), lt(roomRates.night, until))),
    db
      .select()
      .from(roomAllotments)
      .where(
        and(
          inArray(roomAllotments.roomTypeId, ids),
          gte(roomAllotments.night, from),
          lt(roomAllotments.night, until),
        ),
      ),
  ])
  for (const rate of rates) {
    const nights = facts.rates.get(rate.roomTypeId) ?? new Map<string, NightRate>()
    nights.set(rate.night, {
      date: rate.night,
      adult: rate.adultMinor,
      childBands: rate.childBands.map((band) => ({
        minAge: band.min_age,
        maxAge: band.max_age,
        price: band.price_minor,
      })),
      infant: rate.infantMinor,
    })
    facts.rates.set(rate.roomTypeId, nights)
  }
  for (const row of allotments) {
    const nights = facts.free.get(row.roomTypeId) ?? new Map<string, number>()
    nights.set(row.night, row.total - row.taken)
    facts.free.set(row.roomTypeId, nights)
  }
  return facts
}

export const feesOf = (rows: readonly TourFeeRow[]): TourFee[] =>
  rows.map((row) => ({ code: row.code, basis: row.basis, amount: row.amount_minor }))

/**
 * Quotes one room type for a stay: the party must fit, every night (D … D+N-1, exclusive end) must have a
 * rate and a free room. `roomsLeft` is the fewest free rooms over the nights.
 */
export function quoteRoom(
  facts: StayFacts,
  room: RoomFacts,
  date: string,
  nights: number,
  tourists: Tourists,
  fees: readonly TourFee[],
): RoomQuote {
  const dates = stayNights(date, nights)
  const free = facts.free.get(room.id)
  const roomsLeft = Math.max(0, Math.min(...dates.map((night) => free?.get(night) ?? 0)))
  if (!fitsRoom(tourists, { adults: room.capacityAdults, children: room.capacityChildren }))
    return { kind: 'too_small', roomsLeft }
  const priced = priceStay(dates, [...(facts.rates.get(room.id)?.values() ?? [])], tourists, fees)
  if (priced.kind === 'no_rate') return { kind: 'no_rate', roomsLeft }
  if (roomsLeft < 1) return { kind: 'sold_out', roomsLeft: 0 }
  return { kind: 'priced', price: priced.price, roomsLeft }
}

/** The breakdown as answered: decimal amounts, fee names in the shopper's language. */
export function breakdownJson(price: StayPrice, fees: readonly TourFeeRow[], locale: Locale): PriceBreakdown {
  const names = new Map(fees.map((fee) => [fee.code, pick(fee.name, locale)]))
  return {
    nights: price.nights.map((night) => ({
      date: night.date,
      amount: minorToDecimal(night.amount),
      tourists: night.tourists.map(minorToDecimal),
    })),
    tourists: price.tourists.map((tourist) => ({
      index: tourist.index,
      kind: tourist.kind,
      age: tourist.age,
      amount: minorToDecimal(tourist.amount),
    })),
    fees: price.fees.map((fee) => ({
      code: fee.code,
      name: names.get(fee.code) ?? fee.code,
      basis: fee.basis,
      quantity: fee.quantity,
      amount: minorToDecimal(fee.amount),
    })),
    accommodation: minorToDecimal(price.accommodation),
    fees_total: minorToDecimal(price.feesTotal),
    total: minorToDecimal(price.total),
  }
}
