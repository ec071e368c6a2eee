import type { Reclamation, ReclamationRequest } from '@vitrina/api-client/schemas/reclamation'
import {
  RETURN_ERROR_MESSAGES,
  type ReturnErrors,
  validateApplicant,
  validateDocument,
  validatePickup,
  validateRefund,
} from '@vitrina/domain/return-application'
import {
  canCustomerCancelReturn,
  canMoveReturn,
  isReturnState,
  nextReturnDraftCheck,
  type ReturnState,
} from '@vitrina/domain/return-state'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import {
  orderItems,
  orders,
  outlets,
  type ReclamationRefund,
  reclamationDrafts,
  reclamationHistory,
  reclamations,
} from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { conflict, type FieldErrors, fieldErrors, notFound } from '../../http/errors.ts'
import { attachUploads, uploadJson, uploadsOf } from '../uploads/uploads.service.ts'
import { type Ctx, ownOrder, unreturnable } from './returnability.ts'

type Row = typeof reclamations.$inferSelect
type Input = v.InferOutput<typeof ReclamationRequest>

function prefixed(prefix: string, errors: ReturnErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([k, e]) => [`${prefix}.${k}`, [RETURN_ERROR_MESSAGES[e]]]),
  )
}

/** The domain's rules over the parsed request: every field error at once, keyed like valibot's. */
function ruleErrors(body: Input, today: Date): FieldErrors {
  const r = body.refund
  const refund = {
    method: r.method,
    receiver_full_name: r.method === 'bank_details' ? r.receiver_full_name : '',
    account: r.method === 'bank_details' ? r.account : '',
    bank: r.method === 'bank_details' ? r.bank : '',
    bic: r.method === 'bank_details' ? r.bic : '',
    correspondent_account: r.method === 'bank_details' ? r.correspondent_account : '',
  }
  const p = body.pickup
  return {
    ...prefixed('applicant', validateApplicant(body.applicant, today)),
    ...prefixed('document', validateDocument(body.document, today)),
    ...prefixed('refund', validateRefund(refund, body.applicant.full_name)),
    ...prefixed(
      'pickup',
      validatePickup({
        kind: p.kind,
        outlet: p.kind === 'pickup_point' ? String(p.outlet) : '',
        address: p.kind === 'courier' ? p.address : '',
      }),
    ),
  }
}

/**
 * Sends an application: everything is checked first, then the application, its first history entry and its
 * files are written in one transaction — a failure anywhere leaves nothing visible.
 */
export async function submitReclamation(deps: Deps, ctx: Ctx, body: Input): Promise<Reclamation> {
  const now = deps.clock.now()
  const errors = ruleErrors(body, now)
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
  const { order, items } = await ownOrder(deps, ctx, body.order)
  const itemIds = [...new Set(body.items)]
  const chosen = items.filter((item) => itemIds.includes(item.id))
  if (chosen.length !== itemIds.length) throw fieldErrors({ items: ['An item is not part of this order.'] })
  const barcodes = new Set(chosen.map((item) => item.barcode).filter((b): b is string => !!b))
  if (body.barcodes.some((code) => !barcodes.has(code)))
    throw fieldErrors({ barcodes: ['A barcode does not belong to the chosen items.'] })
  if (body.pickup.kind === 'pickup_point') {
    const [outlet] = await deps.db
      .select({ id: outlets.id })
      .from(outlets)
      .where(and(eq(outlets.id, body.pickup.outlet), eq(outlets.companyId, ctx.companyId)))
    if (!outlet) throw fieldErrors({ 'pickup.outlet': ['Choose a pickup point from the list.'] })
  }
  const id = await deps.db.transaction(async (tx) => {
    // Serialises two sends for the same order, so an item cannot end up in two open applications.
    await tx.execute(sql`select id from ${orders} where ${orders.id} = ${order.id} for update`)
    const blocked = await unreturnable({ ...deps, db: tx as unknown as Deps['db'] }, ctx, order.id, itemIds)
    if (blocked.length > 0) throw conflict('These items cannot be returned now.', 'not_returnable')
    const [row] = await tx
      .insert(reclamations)
      .values({
        companyId: ctx.companyId,
        customerId: ctx.customerId,
        orderId: order.id,
        orderItemIds: itemIds,
        barcodes: [...new Set(body.barcodes)],
        reason: body.reason,
        comment: body.comment,
        applicant: body.applicant,
        document: body.document as Row['document'],
        refund: body.refund as ReclamationRefund,
        pickup: body.pickup,
        state: 'new',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: reclamations.id })
    if (!row) throw new Error('reclamation insert returned nothing')
    await tx
      .insert(reclamationHistory)
      .values({ reclamationId: row.id, state: 'new', actor: 'customer', createdAt: now })
    const target = { to: 'reclamation' as const, id: row.id }
    await attachUploads(tx, ctx, body.photos, 'photo', target, 'photos')
    await attachUploads(tx, ctx, body.documents, 'document', target, 'documents')
    await tx
      .delete(reclamationDrafts)
      .where(
        and(
          eq(reclamationDrafts.companyId, ctx.companyId),
          eq(reclamationDrafts.customerId, ctx.customerId),
          inArray(reclamationDrafts.orderItemId, itemIds),
        ),
      )
    return row.id
  })
  return loadReclamation(deps, ctx, id)
}

const mine = (ctx: Ctx) =>
  and(eq(reclamations.companyId, ctx.companyId), eq(reclamations.customerId, ctx.customerId))

export async function listReclamations(deps: Deps, ctx: Ctx, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(reclamations)
      .where(mine(ctx))
      .orderBy(desc(reclamations.createdAt), desc(reclamations.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ n: sql<number>`count(*)::int` }).from(reclamations).where(mine(ctx)),
  ])
  const count = total?.n ?? 0
  return {
    count,
    next: page * pageSize < count ? String(page + 1) : null,
    previous: page > 1 ? String(page - 1) : null,
    results: await Promise.all(rows.map((row) => reclamationJson(deps, row))),
  }
}

export async function loadReclamation(deps: Deps, ctx: Ctx, id: number): Promise<Reclamation> {
  const [row] = await deps.db
    .select()
    .from(reclamations)
    .where(and(eq(reclamations.id, id), mine(ctx)))
  if (!row) throw notFound()
  return reclamationJson(deps, row)
}

/** The customer cancels an application a manager has not checked yet. */
export async function cancelReclamation(deps: Deps, ctx: Ctx, id: number): Promise<Reclamation> {
  const [row] = await deps.db
    .select()
    .from(reclamations)
    .where(and(eq(reclamations.id, id), mine(ctx)))
  if (!row) throw notFound()
  await moveState(deps, row, 'canceled', 'customer', '')
  return loadReclamation(deps, ctx, id)
}

/** A manager's (or the dev control's) move; the lifecycle of @vitrina/domain decides what is allowed. */
export async function staffMoveReclamation(
  deps: Deps,
  companyId: number | null,
  id: number,
  to: string,
  comment: string,
): Promise<{ id: number; state: ReturnState }> {
  const [row] = await deps.db
    .select()
    .from(reclamations)
    .where(
      companyId === null
        ? eq(reclamations.id, id)
        : and(eq(reclamations.id, id), eq(reclamations.companyId, companyId)),
    )
  if (!row) throw notFound()
  if (!isReturnState(to)) throw fieldErrors({ state: ['Unknown state.'] })
  await moveState(deps, row, to, 'staff', comment)
  return { id: row.id, state: to }
}

async function moveState(
  deps: Deps,
  row: Row,
  to: ReturnState,
  actor: 'customer' | 'staff',
  comment: string,
) {
  const from = row.state as ReturnState
  const allowed =
    actor === 'customer' ? to === 'canceled' && canCustomerCancelReturn(from) : canMoveReturn(from, to)
  if (!allowed) throw conflict(`An application in state ${from} cannot move to ${to}.`, 'invalid_transition')
  const now = deps.clock.now()
  await deps.db.transaction(async (tx) => {
    // The state in the WHERE makes a concurrent move lose instead of writing history twice.
    const moved = await tx
      .update(reclamations)
      .set({ state: to, stateComment: comment, updatedAt: now })
      .where(and(eq(reclamations.id, row.id), eq(reclamations.state, from)))
      .returning({ id: reclamations.id })
    if (moved.length === 0) throw conflict('The application was changed meanwhile: reload it.', 'stale_state')
    await tx
      .insert(reclamationHistory)
      .values({ reclamationId: row.id, state: to, actor, comment, createdAt: now })
  })
}

export async function reclamationJson(deps: Deps, row: Row): Promise<Reclamation> {
  const [[order], items, history, files] = await Promise.all([
    deps.db.select({ id: orders.id, number: orders.number }).from(orders).where(eq(orders.id, row.orderId)),
    deps.db
      .select({
        id: orderItems.id,
        name: orderItems.name,
        article: orderItems.article,
        size: orderItems.size,
      })
      .from(orderItems)
      .where(inArray(orderItems.id, row.orderItemIds.length > 0 ? row.orderItemIds : [0])),
    deps.db
      .select()
      .from(reclamationHistory)
      .where(eq(reclamationHistory.reclamationId, row.id))
      .orderBy(reclamationHistory.createdAt, reclamationHistory.id),
    uploadsOf(deps, 'reclamation', [row.id]),
  ])
  const state = isReturnState(row.state) ? row.state : 'new'
  return {
    id: row.id,
    order: order ?? { id: row.orderId, number: '' },
    items,
    barcodes: row.barcodes,
    reason: row.reason,
    comment: row.comment,
    state,
    state_comment: row.stateComment,
    expected_check: state === 'new' ? nextReturnDraftCheck(deps.clock.now()).toISOString() : null,
    can_cancel: canCustomerCancelReturn(state),
    applicant: row.applicant,
    document: row.document,
    refund: row.refund,
    pickup: row.pickup,
    photos: files.filter((f) => f.kind === 'photo').map((f) => uploadJson(deps, f)),
    documents: files.filter((f) => f.kind === 'document').map((f) => uploadJson(deps, f)),
    history: history.map((h) => ({
      state: isReturnState(h.state) ? h.state : 'new',
      actor: h.actor,
      comment: h.comment,
      created: h.createdAt.toISOString(),
    })),
    created: row.createdAt.toISOString(),
  }
}

/** The newest return applications of every company (the dev control's list). */
export async function recentReclamations(deps: Deps, limit = 50) {
  return deps.db.select().from(reclamations).orderBy(desc(reclamations.id)).limit(limit)
}
