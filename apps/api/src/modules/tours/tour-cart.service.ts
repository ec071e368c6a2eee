import type { TourCart } from '@vitrina/api-client/schemas/tours'
import { minorToDecimal } from '@vitrina/domain/money'
import { and, eq } from 'drizzle-orm'
import { type TourCartLineRow, tourCarts } from '../../db/schema/tours.ts'
import {
  type LineInput,
  lineJson,
  lineKey,
  resolveLines,
  seenMinor,
  tourPaymentOptions,
} from './tour-lines.ts'
import type { TourScope } from './tour-refs.ts'

async function storedLines(scope: TourScope, customerId: number): Promise<TourCartLineRow[]> {
  const [row] = await scope.deps.db
    .select()
    .from(tourCarts)
    .where(and(eq(tourCarts.companyId, scope.companyId), eq(tourCarts.customerId, customerId)))
  return row?.lines ?? []
}

async function storeLines(scope: TourScope, customerId: number, lines: TourCartLineRow[]) {
  const now = scope.deps.clock.now()
  await scope.deps.db
    .insert(tourCarts)
    .values({ companyId: scope.companyId, customerId, lines, updatedAt: now })
    .onConflictDoUpdate({
      target: [tourCarts.companyId, tourCarts.customerId],
      set: { lines, updatedAt: now },
    })
}

/**
 * Prices and re-checks tour cart lines (the same key twice counts once, the last wins). Each line is
 * compared with the total the shopper saw (`seen_total`), else with the one stored with the customer's
 * cart, and says what changed; the totals answered now become the stored ones.
 */
export async function priceTourCart(
  scope: TourScope,
  customerId: number | null,
  input: { lines: LineInput[]; save: boolean },
): Promise<TourCart> {
  const unique = [...new Map(input.lines.map((line) => [lineKey(line), line])).values()]
  const stored = customerId === null ? [] : await storedLines(scope, customerId)
  const storedTotals = new Map(
    stored.map((line) => [lineKey({ ...line, departure: line.departure }), line.total_minor]),
  )
  const resolved = await resolveLines(scope, unique)
  const lines = resolved.flatMap((line, index) => {
    const sent = unique[index]
    if (!line || !sent) return []
    const previous = seenMinor(sent.seen_total) ?? storedTotals.get(lineKey(sent)) ?? null
    return [{ json: lineJson(scope, line, previous), line, sent }]
  })
  if (input.save && customerId !== null) {
    await storeLines(
      scope,
      customerId,
      lines.map(({ sent, line }) => ({
        departure: sent.departure,
        room_type: sent.room_type,
        date: sent.date,
        nights: sent.nights,
        tourists: { adults: line.tourists.adults, children: [...line.tourists.children] },
        total_minor: line.price?.total ?? null,
      })),
    )
  }
  const available = lines.filter(({ json }) => json.status !== 'unavailable')
  return {
    lines: lines.map(({ json }) => json),
    count: lines.length,
    total: minorToDecimal(available.reduce((sum, { line }) => sum + (line.price?.total ?? 0), 0)),
    changed: lines.length < unique.length || lines.some(({ json }) => json.status !== 'ok'),
    delivery_payment_options: tourPaymentOptions(scope.locale),
  }
}

/** The saved cart of a signed-in customer, re-priced now (and stored with the new totals). */
export async function getTourCart(scope: TourScope, customerId: number): Promise<TourCart> {
  const lines = await storedLines(scope, customerId)
  return priceTourCart(scope, customerId, {
    lines: lines.map((line) => ({ ...line, seen_total: null })),
    save: true,
  })
}

/** Takes a booked line out of the customer's saved tour cart. */
export async function removeBookedLine(scope: TourScope, customerId: number, key: string) {
  const lines = await storedLines(scope, customerId)
  const rest = lines.filter((line) => lineKey(line) !== key)
  if (rest.length !== lines.length) await storeLines(scope, customerId, rest)
}
