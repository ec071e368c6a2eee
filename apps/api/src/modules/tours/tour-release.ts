import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { orders } from '../../db/schema/orders.ts'
import { roomAllotments, tourBookingNights, tourBookings } from '../../db/schema/tours.ts'

/**
 * Gives back the rooms of an order's tour booking, night by night. Called by whoever moved the order into a
 * final state (cancel, unpaid expiry) in the same transaction; the conditional UPDATE of the booking's state
 * makes it run once per booking even when two releases race.
 */
export async function releaseTourBooking(tx: Database, orderId: number): Promise<void> {
  const [booking] = await tx
    .update(tourBookings)
    .set({ state: 'released' })
    .where(and(eq(tourBookings.orderId, orderId), ne(tourBookings.state, 'released')))
    .returning({ id: tourBookings.id, roomTypeId: tourBookings.roomTypeId })
  if (!booking) return
  const nights = await tx
    .select({ night: tourBookingNights.night })
    .from(tourBookingNights)
    .where(eq(tourBookingNights.bookingId, booking.id))
  if (nights.length === 0) return
  await tx
    .update(roomAllotments)
    .set({ taken: sql`${roomAllotments.taken} - 1` })
    .where(
      and(
        eq(roomAllotments.roomTypeId, booking.roomTypeId),
        inArray(
          roomAllotments.night,
          nights.map((row) => row.night),
        ),
      ),
    )
}

/** A held booking becomes confirmed once its order is paid in full (called where a payment is credited). */
export async function confirmPaidTourBooking(tx: Database, orderId: number): Promise<void> {
  await tx
    .update(tourBookings)
    .set({ state: 'confirmed' })
    .where(
      and(
        eq(tourBookings.orderId, orderId),
        eq(tourBookings.state, 'held'),
        sql`exists (select 1 from ${orders} where ${orders.id} = ${orderId} and ${orders.paidMinor} >= ${orders.totalMinor})`,
      ),
    )
}
