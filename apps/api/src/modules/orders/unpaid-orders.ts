import { CANCELLABLE_ORDER_STATES, FINAL_ORDER_STATES } from '@vitrina/domain/order-state'
import { and, asc, eq, inArray, lt, lte, ne, notInArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { customers, orderItems, orders, payments, skuRegionOffers } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { conflict } from '../../http/errors.ts'
import { refundGiftCards } from '../loyalty/gift-cards.ts'
import { reverseOrderPoints } from '../loyalty/loyalty-ledger.ts'
import { recordOrderNews, sendAfterCommit } from '../push/order-news.ts'
import { releaseTourBooking } from '../tours/tour-release.ts'
import { isOnlinePayment } from './order-json.ts'

/** The reason kept in `sub_state` when the payment window closes on an unpaid online order. */
export const PAYMENT_WINDOW_CLOSED = 'payment_window_closed'

/**
 * Payment attempts that mean the shopper has paid (or the bank holds the money for capture): an order with
 * one of these is never expired, even if the credit has not reached `paid_minor` yet.
 */
const MONEY_TAKEN = ['succeeded', 'waiting_for_capture']

/**
 * When an online order placed at `placedAt` must be paid by (spec §9: payment credit up to 15 minutes); an
 * order paid on delivery or at the outlet has no payment window.
 */
export function paymentDueDate(deps: Deps, paymentType: string, placedAt: Date): Date | null {
  if (!isOnlinePayment(paymentType)) return null
  return new Date(placedAt.getTime() + deps.env.ORDER_PAYMENT_WINDOW_MINUTES * 60_000)
}

/**
 * Refuses a new online order (cash orders pass) while the customer already holds UNPAID_ORDERS_MAX unpaid ones, so one account
 * cannot hold a SKU's whole stock with orders it never pays. Runs inside the order's transaction and locks
 * the customer's row first, so parallel placements by one customer are counted one after another.
 */
export async function assertUnpaidOrderCap(
  deps: Deps,
  tx: Database,
  ctx: { companyId: number; customerId: number },
  paymentType: string,
): Promise<void> {
  if (!isOnlinePayment(paymentType)) return
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, ctx.customerId)).for('update')
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, ctx.companyId),
        eq(orders.customerId, ctx.customerId),
        ne(orders.paymentType, 'cash'),
        lt(orders.paidMinor, orders.totalMinor),
        notInArray(orders.state, [...FINAL_ORDER_STATES]),
      ),
    )
  const max = deps.env.UNPAID_ORDERS_MAX
  if ((row?.n ?? 0) >= max) {
    throw conflict(
      `You already have ${max} unpaid orders. Pay or cancel one of them before placing another.`,
      'too_many_unpaid_orders',
    )
  }
}

/**
 * Puts an order's items back on the shelf and returns its spent bonuses. Called only by whoever moved the
 * order into a final state with a conditional UPDATE, in the same transaction, so it runs once per order.
 */
export async function restoreOrderHoldings(
  tx: Database,
  order: Pick<typeof orders.$inferSelect, 'id' | 'regionId' | 'companyId' | 'customerId' | 'bonusDebitMinor'>,
  itemState: string,
  now: Date,
): Promise<void> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id))
  // The same lock order as placing an order (by sku id), so a release and a placement cannot deadlock.
  for (const item of [...items].sort((a, b) => (a.skuId ?? 0) - (b.skuId ?? 0))) {
    if (item.skuId === null) continue
    await tx
      .update(skuRegionOffers)
      .set({ stock: sql`${skuRegionOffers.stock} + ${item.count}` })
      .where(and(eq(skuRegionOffers.skuId, item.skuId), eq(skuRegionOffers.regionId, order.regionId)))
  }
  await tx.update(orderItems).set({ state: itemState }).where(eq(orderItems.orderId, order.id))
  await releaseTourBooking(tx, order.id)
  // Spent points and gift card money go back; points the order was still to earn are dropped.
  await reverseOrderPoints(tx, order, now)
  await refundGiftCards(tx, order.id, now)
}

export type ReleaseResult = { expired: number[] }

/**
 * Expires online orders still unpaid when their payment window (`due_date`) has closed: state `expired`
 * with the reason `payment_window_closed`, stock and bonuses returned. Each order is expired by one
 * conditional UPDATE that re-checks everything (not paid, no money taken at the bank, not final), so two
 * instances running this at once, or a payment credited at the same moment, cannot restock twice or expire
 * a paid order. Orders paid in cash (on delivery, at the outlet) have no due date here and are never touched.
 */
export async function releaseUnpaidOrders(deps: Deps, options: { limit: number }): Promise<ReleaseResult> {
  const now = deps.clock.now()
  const stillUnpaid = and(
    ne(orders.paymentType, 'cash'),
    eq(orders.paidMinor, 0),
    inArray(orders.state, [...CANCELLABLE_ORDER_STATES]),
    lte(orders.dueDate, now),
    sql`not exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${inArray(payments.status, MONEY_TAKEN)})`,
  )
  const due = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(stillUnpaid)
    .orderBy(asc(orders.dueDate), asc(orders.id))
    .limit(options.limit)
  const expired: number[] = []
  for (const { id } of due) {
    const news = await deps.db.transaction(async (tx) => {
      const [order] = await tx
        .update(orders)
        .set({ state: 'expired', subState: PAYMENT_WINDOW_CLOSED })
        .where(and(eq(orders.id, id), stillUnpaid))
        .returning()
      if (!order) return null
      await restoreOrderHoldings(tx, order, 'expired', now)
      // "Cancelled: not paid in time" reaches the customer on the channels their subscriptions keep on.
      return recordOrderNews(tx, now, order)
    })
    if (news) {
      expired.push(id)
      await sendAfterCommit(deps, news)
    }
  }
  return { expired }
}
