import type { Order } from '@vitrina/api-client/schemas/order'
import type { TourBookingRequest } from '@vitrina/api-client/schemas/tours'
import { isoDate } from '@vitrina/domain/calendar'
import { parseDate } from '@vitrina/domain/dates'
import { stayNights } from '@vitrina/domain/tour-stay'
import { normalisePassportNumber, validateTouristDetails } from '@vitrina/domain/tourist-details'
import { isRealName, VALIDATION_MESSAGES } from '@vitrina/domain/validation'
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { Database } from '../../db/client.ts'
import { orders } from '../../db/schema/orders.ts'
import { roomAllotments, tourBookingNights, tourBookings, tours } from '../../db/schema/tours.ts'
import { ApiProblem, type FieldErrors, fieldErrors } from '../../http/errors.ts'
import { loadOrder } from '../orders/create-order.ts'
import { assertUnpaidOrderCap, paymentDueDate } from '../orders/unpaid-orders.ts'
import { removeBookedLine } from './tour-cart.service.ts'
import { lineKey, type ResolvedLine, resolveLines, seenMinor, tourPaymentOptions } from './tour-lines.ts'
import type { TourScope } from './tour-refs.ts'
import { LINE_MESSAGES, TRAVELLER_MESSAGES } from './tour-texts.ts'

type Request = v.InferOutput<typeof TourBookingRequest>
type Ctx = { customerId: number; regionId: number }

const roomUnavailable = (scope: TourScope, problem: string) =>
  new ApiProblem(409, {
    detail: LINE_MESSAGES.room_unavailable[scope.locale],
    code: 'room_unavailable',
    problem,
  })

/** The tourists checked with the domain's rules; errors keyed `travellers.{index}.{field}`. */
function travellerErrors(scope: TourScope, request: Request, line: ResolvedLine): FieldErrors {
  const result = validateTouristDetails(request.travellers, {
    tourists: line.tourists,
    date: line.date,
    nights: line.nights,
    needsDocument: line.trip?.tour.crossesBorder ?? false,
    today: scope.today,
  })
  if (result.ok) return {}
  const errors: FieldErrors = {}
  if (result.count) errors.travellers = [LINE_MESSAGES.travellers_count[scope.locale]]
  for (const [index, fields] of Object.entries(result.errors))
    for (const [field, error] of Object.entries(fields))
      errors[`travellers.${index}.${field}`] = [TRAVELLER_MESSAGES[error][scope.locale]]
  return errors
}

/** Everything checked before the transaction: payment, recipient, the line now, its price, the tourists. */
async function checkRequest(
  scope: TourScope,
  request: Request,
): Promise<ResolvedLine & { price: NonNullable<ResolvedLine['price']> }> {
  const errors: FieldErrors = {}
  if (!tourPaymentOptions(scope.locale).some((option) => option.id === request.delivery_payment_option))
    errors.delivery_payment_option = [LINE_MESSAGES.payment[scope.locale]]
  if (!isRealName(request.recipient_name)) errors.recipient_name = [VALIDATION_MESSAGES.name_letters]
  const [line] = await resolveLines(scope, [request.line])
  if (!line) errors.line = [LINE_MESSAGES.not_sold[scope.locale]]
  if (Object.keys(errors).length > 0 || !line) throw fieldErrors(errors)
  if (line.problem || !line.price) throw roomUnavailable(scope, line.problem ?? 'sold_out')
  const seen = seenMinor(request.line.seen_total)
  if (seen !== null && seen !== line.price.total) {
    throw new ApiProblem(409, {
      detail: LINE_MESSAGES.price_changed[scope.locale],
      code: 'price_changed',
      total: (line.price.total / 100).toFixed(2),
    })
  }
  const travellers = travellerErrors(scope, request, line)
  if (Object.keys(travellers).length > 0) throw fieldErrors(travellers)
  return { ...line, price: line.price }
}

/**
 * Takes one room on every night of the stay with ONE conditional UPDATE (`taken < total` per row): if any
 * night is full fewer rows come back and the caller's transaction rolls back, so no night is ever overbooked
 * and no half-taken stay remains, under any concurrency (the row locks serialise racing bookings).
 */
async function takeRooms(tx: Database, roomTypeId: number, nights: string[]): Promise<boolean> {
  const taken = await tx
    .update(roomAllotments)
    .set({ taken: sql`${roomAllotments.taken} + 1` })
    .where(
      and(
        eq(roomAllotments.roomTypeId, roomTypeId),
        inArray(roomAllotments.night, nights),
        lt(roomAllotments.taken, roomAllotments.total),
      ),
    )
    .returning({ night: roomAllotments.night })
  return taken.length === nights.length
}

export async function bookTour(
  scope: TourScope,
  ctx: Ctx,
  request: Request,
  idempotencyKey: string | null = null,
): Promise<Order> {
  const line = await checkRequest(scope, request)
  const nights = stayNights(line.date, line.nights)
  const now = scope.deps.clock.now()
  const total = line.price.total
  const orderId = await scope.deps.db.transaction(async (tx) => {
    const owner = { companyId: scope.companyId, customerId: ctx.customerId }
    await assertUnpaidOrderCap(scope.deps, tx, owner, 'redirect')
    if (!(await takeRooms(tx, line.room.id, nights))) throw roomUnavailable(scope, 'sold_out')
    const [order] = await tx
      .insert(orders)
      .values({
        ...owner,
        regionId: ctx.regionId,
        idempotencyKey,
        number: `pending-${crypto.randomUUID()}`,
        deliveryType: 'VIRTUAL',
        recipientName: request.recipient_name,
        recipientPhone: request.recipient_phone,
        recipientEmail: request.recipient_email,
        paymentType: 'redirect',
        subtotalMinor: total,
        discountMinor: 0,
        bonusDebitMinor: 0,
        totalMinor: total,
        // Held only for the payment window: the unpaid release job expires the order and frees the rooms.
        dueDate: paymentDueDate(scope.deps, 'redirect', now),
        createdAt: now,
      })
      .returning({ id: orders.id })
    if (!order) throw new Error('order insert returned nothing')
    const number = `${scope.companyId === 1 ? 'TR' : 'WF'}-${now.getUTCFullYear()}-${String(order.id).padStart(6, '0')}`
    await tx.update(orders).set({ number }).where(eq(orders.id, order.id))
    const [booking] = await tx
      .insert(tourBookings)
      .values({
        orderId: order.id,
        companyId: scope.companyId,
        tourId: line.trip?.tour.id ?? null,
        departureId: line.departureId,
        hotelId: line.hotel.id,
        roomTypeId: line.room.id,
        date: line.date,
        nights: line.nights,
        tourists: { adults: line.tourists.adults, children: [...line.tourists.children] },
        travellers: request.travellers.map((traveller) => ({
          first_name: traveller.first_name.trim(),
          last_name: traveller.last_name.trim(),
          birth_date: isoDate(parseDate(traveller.birth_date) ?? now),
          document: traveller.document?.number
            ? {
                number: normalisePassportNumber(traveller.document.number),
                expiry: isoDate(parseDate(traveller.document.expiry) ?? now),
              }
            : null,
        })),
        totalMinor: total,
        breakdown: { price: line.price, fees: line.trip?.tour.fees ?? [] },
        createdAt: now,
      })
      .returning({ id: tourBookings.id })
    if (!booking) throw new Error('booking insert returned nothing')
    await tx
      .insert(tourBookingNights)
      .values(nights.map((night) => ({ bookingId: booking.id, roomTypeId: line.room.id, night })))
    if (line.trip)
      await tx
        .update(tours)
        .set({ popularity: sql`${tours.popularity} + 1` })
        .where(eq(tours.id, line.trip.tour.id))
    return order.id
  })
  await removeBookedLine(scope, ctx.customerId, lineKey(request.line))
  return loadOrder(
    scope.deps,
    { companyId: scope.companyId, customerId: ctx.customerId, locale: scope.locale },
    orderId,
  )
}
