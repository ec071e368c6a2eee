import type { ReclamationDraft } from '@vitrina/api-client/schemas/reclamation'
import { and, eq } from 'drizzle-orm'
import { orderItems, orders, reclamationDrafts } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { badRequest, notFound } from '../../http/errors.ts'
import type { Ctx } from './returnability.ts'

// A form's worth of text with room to spare; a draft is never a file store (files are uploads).
const MAX_DRAFT_BYTES = 32 * 1024

async function ownItem(deps: Deps, ctx: Ctx, orderItemId: number): Promise<void> {
  const [row] = await deps.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.id, orderItemId),
        eq(orders.companyId, ctx.companyId),
        eq(orders.customerId, ctx.customerId),
      ),
    )
  if (!row) throw notFound()
}

const draftOf = (ctx: Ctx, orderItemId: number) =>
  and(
    eq(reclamationDrafts.companyId, ctx.companyId),
    eq(reclamationDrafts.customerId, ctx.customerId),
    eq(reclamationDrafts.orderItemId, orderItemId),
  )

/** The return form as the shopper left it for this item; 404 when there is none (a fresh form). */
export async function loadDraft(deps: Deps, ctx: Ctx, orderItemId: number): Promise<ReclamationDraft> {
  await ownItem(deps, ctx, orderItemId)
  const [row] = await deps.db.select().from(reclamationDrafts).where(draftOf(ctx, orderItemId))
  if (!row) throw notFound()
  return { step: row.step, data: row.data }
}

export async function saveDraft(
  deps: Deps,
  ctx: Ctx,
  orderItemId: number,
  draft: ReclamationDraft,
): Promise<ReclamationDraft> {
  await ownItem(deps, ctx, orderItemId)
  if (JSON.stringify(draft.data).length > MAX_DRAFT_BYTES)
    throw badRequest('The draft is too large.', 'draft_too_large')
  const now = deps.clock.now()
  await deps.db
    .insert(reclamationDrafts)
    .values({
      companyId: ctx.companyId,
      customerId: ctx.customerId,
      orderItemId,
      step: draft.step,
      data: draft.data,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [reclamationDrafts.companyId, reclamationDrafts.customerId, reclamationDrafts.orderItemId],
      set: { step: draft.step, data: draft.data, updatedAt: now },
    })
  return draft
}

export async function deleteDraft(deps: Deps, ctx: Ctx, orderItemId: number): Promise<void> {
  await ownItem(deps, ctx, orderItemId)
  await deps.db.delete(reclamationDrafts).where(draftOf(ctx, orderItemId))
}
