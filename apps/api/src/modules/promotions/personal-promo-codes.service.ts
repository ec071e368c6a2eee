import { randomInt } from 'node:crypto'
import type { PromoCode } from '@vitrina/api-client/schemas/promo-code'
import { minorToDecimal } from '@vitrina/domain/money'
import { personalPromoCode, promoCodeState } from '@vitrina/domain/personal-promo-code'
import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { promoCodes, promotions } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'

type CodeRow = typeof promoCodes.$inferSelect
type PromotionRow = typeof promotions.$inferSelect
const DAY_MS = 86_400_000

export function promoCodeJson(
  row: CodeRow,
  promotion: { slug: string; title: string } | null,
  now: Date,
): PromoCode {
  return {
    code: row.code,
    amount: row.percent === null && row.amountMinor !== null ? minorToDecimal(row.amountMinor) : null,
    percent: row.percent,
    personal: row.customerId !== null,
    state: promoCodeState(row, now),
    active_until: row.activeUntil?.toISOString() ?? null,
    promotion,
  }
}

/** The customer's personal codes, newest first (spec §3; issue 14 "my promo codes"). */
export async function listMyPromoCodes(deps: Deps, ctx: { companyId: number; customerId: number }) {
  const rows = await deps.db
    .select({ code: promoCodes, promotion: { slug: promotions.slug, title: promotions.title } })
    .from(promoCodes)
    .leftJoin(promotions, eq(promotions.id, promoCodes.promotionId))
    .where(and(eq(promoCodes.companyId, ctx.companyId), eq(promoCodes.customerId, ctx.customerId)))
    .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id))
  const now = deps.clock.now()
  return { results: rows.map((r) => promoCodeJson(r.code, r.promotion, now)) }
}

/**
 * Issues the personal code a promotion gives (inside the participation's transaction): one use, valid for the
 * promotion's `promo_code_valid_days` but never past the promotion's own end. A clash with an existing code
 * (1 in 32^8) is skipped by `on conflict do nothing` and another text drawn.
 */
export async function issuePersonalCode(
  tx: Database,
  promotion: PromotionRow,
  customerId: number,
  now: Date,
): Promise<CodeRow> {
  const byDays = promotion.promoCodeValidDays
    ? new Date(now.getTime() + promotion.promoCodeValidDays * DAY_MS)
    : null
  const ends = [byDays, promotion.activeUntil].filter((d): d is Date => d !== null)
  const activeUntil = ends.length ? new Date(Math.min(...ends.map((d) => d.getTime()))) : null
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await tx
      .insert(promoCodes)
      .values({
        companyId: promotion.companyId,
        code: personalPromoCode(promotion.slug, randomInt),
        percent: promotion.promoCodePercent,
        amountMinor: promotion.promoCodePercent === null ? promotion.promoCodeAmountMinor : null,
        activeUntil,
        maxUses: 1,
        customerId,
        promotionId: promotion.id,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning()
    if (row) return row
  }
  throw new Error('could not draw a free promo code text')
}
