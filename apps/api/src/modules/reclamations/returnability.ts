import type { Returnable } from '@vitrina/api-client/schemas/reclamation'
import { RETURN_WINDOW_DAYS } from '@vitrina/domain/return-state'
import { and, desc, eq, isNotNull } from 'drizzle-orm'
import { orderItems, orders, reclamations, shipments } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'

export type Ctx = { companyId: number; customerId: number }
const DAY = 86_400_000
/** Applications in these states no longer hold the item: it can be applied for again. */
export const RELEASING_STATES = ['canceled', 'error'] as const

/** The customer's order (another customer's or company's is not found) with its items. */
export async function ownOrder(deps: Deps, ctx: Ctx, orderId: number) {
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(
      and(eq(orders.id, orderId), eq(orders.companyId, ctx.companyId), eq(orders.customerId, ctx.customerId)),
    )
  if (!order) throw notFound()
  const items = await deps.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(orderItems.id)
  return { order, items }
}

/**
 * When the order reached the customer: the latest shipment receipt, or (a collected pickup order has no
 * shipment) the order's date. Null while the order is not done.
 */
async function receivedAt(
  deps: Deps,
  order: { id: number; state: string; createdAt: Date },
): Promise<Date | null> {
  if (order.state !== 'done') return null
  const [shipment] = await deps.db
    .select({ at: shipments.receivedAt })
    .from(shipments)
    .where(and(eq(shipments.orderId, order.id), isNotNull(shipments.receivedAt)))
    .orderBy(desc(shipments.receivedAt))
    .limit(1)
  return shipment?.at ?? order.createdAt
}

/** Per order item: can a return be applied for now, and if not why (spec: state and days since receipt). */
export async function returnability(deps: Deps, ctx: Ctx, orderId: number): Promise<Returnable> {
  const { order, items } = await ownOrder(deps, ctx, orderId)
  const received = await receivedAt(deps, order)
  const now = deps.clock.now()
  const days = received ? Math.floor((now.getTime() - received.getTime()) / DAY) : null
  const open = await deps.db
    .select({ id: reclamations.id, items: reclamations.orderItemIds, state: reclamations.state })
    .from(reclamations)
    .where(eq(reclamations.orderId, order.id))
  const holding = (itemId: number) =>
    open.find((r) => r.items.includes(itemId) && !(RELEASING_STATES as readonly string[]).includes(r.state))
      ?.id ?? null
  return {
    order: order.id,
    items: items.map((item) => {
      const reclamation = holding(item.id)
      const reason =
        reclamation !== null
          ? ('already_returned' as const)
          : days === null
            ? ('not_received' as const)
            : days > RETURN_WINDOW_DAYS
              ? ('window_passed' as const)
              : null
      return {
        order_item: item.id,
        returnable: reason === null,
        reason,
        days_since_receipt: days,
        days_left: days === null ? null : Math.max(0, RETURN_WINDOW_DAYS - days),
        reclamation,
      }
    }),
  }
}

/** Whether these items of the order are all returnable now; the ids that are not. */
export async function unreturnable(
  deps: Deps,
  ctx: Ctx,
  orderId: number,
  itemIds: number[],
): Promise<number[]> {
  const answer = await returnability(deps, ctx, orderId)
  return itemIds.filter((id) => !answer.items.some((i) => i.order_item === id && i.returnable))
}
