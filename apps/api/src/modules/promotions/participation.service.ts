import type { Participation } from '@vitrina/api-client/schemas/promo-code'
import { and, eq } from 'drizzle-orm'
import { promoCodes, promotionParticipations, type promotions } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { conflict } from '../../http/errors.ts'
import { findPromotion } from '../content/content.service.ts'
import { issuePersonalCode, promoCodeJson } from './personal-promo-codes.service.ts'

type Ctx = { companyId: number; customerId: number }
type PromotionRow = typeof promotions.$inferSelect

async function readParticipation(deps: Deps, ctx: Ctx, promotion: PromotionRow): Promise<Participation> {
  const [row] = await deps.db
    .select({ participation: promotionParticipations, code: promoCodes })
    .from(promotionParticipations)
    .leftJoin(promoCodes, eq(promoCodes.id, promotionParticipations.promoCodeId))
    .where(
      and(
        eq(promotionParticipations.promotionId, promotion.id),
        eq(promotionParticipations.customerId, ctx.customerId),
      ),
    )
  if (!row) return { joined: false, joined_at: null, promo_code: null }
  return {
    joined: true,
    joined_at: row.participation.createdAt.toISOString(),
    promo_code: row.code
      ? promoCodeJson(row.code, { slug: promotion.slug, title: promotion.title }, deps.clock.now())
      : null,
  }
}

export async function getParticipation(deps: Deps, ctx: Ctx, slug: string): Promise<Participation> {
  return readParticipation(deps, ctx, await findPromotion(deps, ctx.companyId, slug))
}

/**
 * "Take part" (spec §2, §6: participation requires sign-in). Idempotent: the unique (promotion, customer) row
 * is inserted with `on conflict do nothing`, so a second press or a parallel one neither fails nor issues a
 * second code; the personal code is issued in the same transaction as the participation that earned it.
 */
export async function joinPromotion(deps: Deps, ctx: Ctx, slug: string): Promise<Participation> {
  const promotion = await findPromotion(deps, ctx.companyId, slug)
  const now = deps.clock.now()
  if (!promotion.isParticipation)
    throw conflict('This promotion has no participation.', 'participation_unavailable')
  if (promotion.activeSince.getTime() > now.getTime())
    throw conflict('The promotion has not started yet.', 'promotion_not_started')
  if (promotion.activeUntil && promotion.activeUntil.getTime() < now.getTime())
    throw conflict('The promotion has ended.', 'promotion_ended')
  await deps.db.transaction(async (tx) => {
    const [joined] = await tx
      .insert(promotionParticipations)
      .values({
        companyId: ctx.companyId,
        promotionId: promotion.id,
        customerId: ctx.customerId,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: promotionParticipations.id })
    if (!joined || !promotion.isGetPromocode) return
    const code = await issuePersonalCode(tx, promotion, ctx.customerId, now)
    await tx
      .update(promotionParticipations)
      .set({ promoCodeId: code.id })
      .where(eq(promotionParticipations.id, joined.id))
  })
  return readParticipation(deps, ctx, promotion)
}
