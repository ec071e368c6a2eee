import type { Reviewable, ReviewRequest, WrittenReview } from '@vitrina/api-client/schemas/review-writing'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import { customers, orderItems, orders, products, reviews, saleItems, sales } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { conflict, fieldErrors, forbidden, notFound } from '../../http/errors.ts'
import { attachUploads, uploadJson, uploadsOf } from '../uploads/uploads.service.ts'

type Ctx = { companyId: number; customerId: number }
type Input = v.InferOutput<typeof ReviewRequest>
type ReviewRow = typeof reviews.$inferSelect
export type ModerationState = 'pending' | 'published' | 'rejected'

type BoughtLine = { productId: number | null; size: string | null }

/**
 * The line the customer bought: an item of one of their received (done) orders, or of one of their in-outlet
 * purchases. Anything else — another customer's line, an order still on its way — is not theirs to review.
 */
async function boughtLine(deps: Deps, ctx: Ctx, body: Input): Promise<BoughtLine> {
  const rows =
    body.order_item !== undefined
      ? await deps.db
          .select({ productId: orderItems.productId, size: orderItems.size })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(
            and(
              eq(orderItems.id, body.order_item),
              eq(orders.companyId, ctx.companyId),
              eq(orders.customerId, ctx.customerId),
              eq(orders.state, 'done'),
            ),
          )
      : await deps.db
          .select({ productId: saleItems.productId, size: saleItems.size })
          .from(saleItems)
          .innerJoin(sales, eq(sales.id, saleItems.saleId))
          .where(
            and(
              eq(saleItems.id, body.sale_item ?? 0),
              eq(sales.companyId, ctx.companyId),
              eq(sales.customerId, ctx.customerId),
            ),
          )
  const [line] = rows
  if (!line) throw forbidden('Only buyers of this item may review it.')
  return line
}

/** "Иван П." — the first name and the last name's initial; '' when the profile has no name. */
function reviewerName(first: string, last: string): string {
  const initial = last.trim().charAt(0)
  return [first.trim(), initial ? `${initial.toUpperCase()}.` : ''].filter(Boolean).join(' ')
}

/** Writes a pending review of a bought line with its photos, in one transaction; one review per line. */
export async function writeReview(deps: Deps, ctx: Ctx, body: Input): Promise<WrittenReview> {
  const line = await boughtLine(deps, ctx, body)
  if (line.productId === null) throw forbidden('This purchase line has no product to review.')
  const productId = line.productId
  const [me] = await deps.db
    .select({ first: customers.firstName, last: customers.lastName })
    .from(customers)
    .where(eq(customers.id, ctx.customerId))
  const lineKey =
    body.order_item !== undefined
      ? eq(reviews.orderItemId, body.order_item)
      : eq(reviews.saleItemId, body.sale_item ?? 0)
  const id = await deps.db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: reviews.id }).from(reviews).where(lineKey)
    if (existing) throw conflict('You have already reviewed this item.', 'already_reviewed')
    const inserted = await tx
      .insert(reviews)
      .values({
        companyId: ctx.companyId,
        productId,
        customerId: ctx.customerId,
        authorName: reviewerName(me?.first ?? '', me?.last ?? ''),
        rating: body.rating,
        pros: body.pros.trim(),
        cons: body.cons.trim(),
        comment: body.comment.trim(),
        isAnonymous: body.is_anonymous,
        size: line.size,
        state: 'pending',
        orderItemId: body.order_item ?? null,
        saleItemId: body.sale_item ?? null,
        termsAccepted: true,
        createdAt: deps.clock.now(),
      })
      // The unique line columns settle a race between two sends of the same review.
      .onConflictDoNothing()
      .returning({ id: reviews.id })
    const row = inserted[0]
    if (!row) throw conflict('You have already reviewed this item.', 'already_reviewed')
    await attachUploads(tx, ctx, body.photos, 'photo', { to: 'review', id: row.id }, 'photos')
    return row.id
  })
  return loadWrittenReview(deps, ctx, id)
}

async function loadWrittenReview(deps: Deps, ctx: Ctx, id: number): Promise<WrittenReview> {
  const [row] = await deps.db
    .select()
    .from(reviews)
    .where(
      and(eq(reviews.id, id), eq(reviews.companyId, ctx.companyId), eq(reviews.customerId, ctx.customerId)),
    )
  if (!row) throw notFound()
  return writtenJson(deps, row)
}

async function writtenJson(deps: Deps, row: ReviewRow): Promise<WrittenReview> {
  const photos = await uploadsOf(deps, 'review', [row.id])
  return {
    id: row.id,
    product: row.productId,
    rating: row.rating,
    pros: row.pros,
    cons: row.cons,
    comment: row.comment,
    is_anonymous: row.isAnonymous,
    state: row.state,
    photos: photos.map((p) => uploadJson(deps, p)),
    created: row.createdAt.toISOString(),
  }
}

/** The lines of the customer's order or purchase and their reviews so far (for the review pages). */
export async function reviewable(
  deps: Deps,
  ctx: Ctx,
  source: { order: number } | { sale: number },
): Promise<Reviewable> {
  const lines =
    'order' in source
      ? await deps.db
          .select({
            item: orderItems.id,
            product: orderItems.productId,
            name: orderItems.name,
            size: orderItems.size,
            state: orders.state,
          })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(
            and(
              eq(orders.id, source.order),
              eq(orders.companyId, ctx.companyId),
              eq(orders.customerId, ctx.customerId),
            ),
          )
          .orderBy(orderItems.id)
      : await deps.db
          .select({
            item: saleItems.id,
            product: saleItems.productId,
            name: saleItems.name,
            size: saleItems.size,
            state: sql<string>`'done'`,
          })
          .from(saleItems)
          .innerJoin(sales, eq(sales.id, saleItems.saleId))
          .where(
            and(
              eq(sales.id, source.sale),
              eq(sales.companyId, ctx.companyId),
              eq(sales.customerId, ctx.customerId),
            ),
          )
          .orderBy(saleItems.id)
  if (lines.length === 0) throw notFound()
  if ('order' in source && lines[0]?.state !== 'done') throw forbidden('The order has not been received yet.')
  const ids = lines.map((l) => l.item)
  const written = await deps.db
    .select({
      id: reviews.id,
      state: reviews.state,
      orderItemId: reviews.orderItemId,
      saleItemId: reviews.saleItemId,
    })
    .from(reviews)
    .where('order' in source ? inArray(reviews.orderItemId, ids) : inArray(reviews.saleItemId, ids))
  return {
    items: lines.map((l) => {
      const review = written.find((w) => ('order' in source ? w.orderItemId : w.saleItemId) === l.item)
      return {
        item: l.item,
        product: l.product,
        name: l.name,
        size: l.size,
        review: review ? { id: review.id, state: review.state } : null,
      }
    }),
  }
}

/** Publishes or rejects a review (staff, dev control) and refreshes the product's rating and count. */
export async function moderateReview(
  deps: Deps,
  companyId: number | null,
  id: number,
  state: ModerationState,
): Promise<{ id: number; state: ModerationState }> {
  if (state === 'pending') throw fieldErrors({ state: ['A review cannot go back to pending.'] })
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set({ state })
      .where(
        companyId === null ? eq(reviews.id, id) : and(eq(reviews.id, id), eq(reviews.companyId, companyId)),
      )
      .returning({ productId: reviews.productId })
    if (!row) throw notFound()
    const [summary] = await tx
      .select({ n: sql<number>`count(*)::int`, avg: sql<string | null>`avg(${reviews.rating})` })
      .from(reviews)
      .where(and(eq(reviews.productId, row.productId), eq(reviews.state, 'published')))
    const n = summary?.n ?? 0
    const average = n === 0 || summary?.avg == null ? 0 : Math.round(Number(summary.avg) * 10) / 10
    await tx.update(products).set({ rating: average, reviewsCount: n }).where(eq(products.id, row.productId))
  })
  return { id, state }
}

/** Reviews awaiting moderation in every company, newest first (the dev control's list). */
export async function pendingReviews(deps: Deps, limit = 50) {
  return deps.db
    .select()
    .from(reviews)
    .where(eq(reviews.state, 'pending'))
    .orderBy(desc(reviews.id))
    .limit(limit)
}
