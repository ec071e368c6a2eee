import type { Order, OrderPage } from '@vitrina/api-client/schemas/order'
import type { Locale } from '@vitrina/domain/locale'
import { CANCELLABLE_ORDER_STATES } from '@vitrina/domain/order-state'
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import { orders } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { conflict, notFound } from '../../http/errors.ts'
import { recordOrderNews, sendAfterCommit } from '../push/order-news.ts'
import { loadOrder } from './create-order.ts'
import { awaitsPickup, isOnlinePayment } from './order-json.ts'
import { restoreOrderHoldings } from './unpaid-orders.ts'

/** The shopper's locale names what they read (payment choices). */
type Ctx = { companyId: number; customerId: number; locale?: Locale | undefined }

export async function listOrders(
  deps: Deps,
  ctx: Ctx,
  page: number,
  pageSize: number,
): Promise<v.InferOutput<typeof OrderPage>> {
  const where = and(eq(orders.companyId, ctx.companyId), eq(orders.customerId, ctx.customerId))
  const [ids, [total]] = await Promise.all([
    deps.db
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
  ])
  const count = total?.n ?? 0
  return {
    count,
    next: page * pageSize < count ? String(page + 1) : null,
    previous: page > 1 ? String(page - 1) : null,
    results: await Promise.all(ids.map((row) => loadOrder(deps, ctx, row.id))),
  }
}

async function ownOrder(deps: Deps, ctx: Ctx, id: number) {
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.companyId, ctx.companyId), eq(orders.customerId, ctx.customerId)))
  if (!order) throw notFound()
  return order
}

/** Cancels an order that has not shipped: stock goes back and spent bonuses are returned. */
export async function cancelOrder(deps: Deps, ctx: Ctx, id: number): Promise<Order> {
  await ownOrder(deps, ctx, id)
  const news = await deps.db.transaction(async (tx) => {
    // The state check and the change are one statement, so two cancels cannot both restock.
    const [order] = await tx
      .update(orders)
      .set({ state: 'canceled' })
      .where(and(eq(orders.id, id), inArray(orders.state, [...CANCELLABLE_ORDER_STATES])))
      .returning()
    if (!order) throw conflict('The order cannot be cancelled. Contact the call center.', 'cannot_cancel')
    await restoreOrderHoldings(tx, order, 'canceled', deps.clock.now())
    // The customer hears of it on the channels their `orders` subscription keeps on (push, email, SMS).
    return recordOrderNews(tx, deps.clock.now(), order)
  })
  await sendAfterCommit(deps, news)
  return loadOrder(deps, ctx, id)
}

/** Keeps a pickup order 1 or 7 days longer, once; orders paid online are stored without limit. */
export async function extendPickup(deps: Deps, ctx: Ctx, id: number, days: 1 | 7): Promise<Order> {
  const order = await ownOrder(deps, ctx, id)
  if (!awaitsPickup(order)) throw conflict('The order is not waiting for pickup.', 'not_awaiting_pickup')
  if (isOnlinePayment(order.paymentType) && order.paidMinor >= order.totalMinor) {
    throw conflict('Orders paid online are stored without a time limit.', 'storage_unlimited')
  }
  const base = order.storageUntil ?? deps.clock.now()
  const updated = await deps.db
    .update(orders)
    .set({ storageUntil: new Date(base.getTime() + days * 86_400_000), pickupExtendedDays: days })
    .where(and(eq(orders.id, id), isNull(orders.pickupExtendedDays)))
    .returning({ id: orders.id })
  if (updated.length === 0) throw conflict('The storage period was already extended.', 'already_extended')
  return loadOrder(deps, ctx, id)
}
