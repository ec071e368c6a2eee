import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { giftCardSpends, giftCards } from '../../db/schema/index.ts'
import { conflict } from '../../http/errors.ts'

export type GiftCardSpend = { giftCardId: number; amountMinor: number }

/**
 * Takes the planned amounts from gift cards inside the order transaction: one conditional UPDATE per card (in
 * id order, so two orders spending the same cards cannot deadlock); a card whose balance no longer covers its
 * share refuses the whole order, so a card never goes below zero.
 */
export async function debitGiftCards(
  tx: Database,
  companyId: number,
  spends: GiftCardSpend[],
): Promise<void> {
  for (const spend of [...spends].sort((a, b) => a.giftCardId - b.giftCardId)) {
    const updated = await tx
      .update(giftCards)
      .set({ balanceMinor: sql`${giftCards.balanceMinor} - ${spend.amountMinor}` })
      .where(
        and(
          eq(giftCards.id, spend.giftCardId),
          eq(giftCards.companyId, companyId),
          sql`${giftCards.balanceMinor} >= ${spend.amountMinor}`,
        ),
      )
      .returning({ id: giftCards.id })
    if (updated.length === 0)
      throw conflict('The gift card balance has changed. Check the card and try again.', 'balance_changed')
  }
}

/** Links what each card paid to the order, so a cancel can give it back. */
export async function recordGiftCardSpends(
  tx: Database,
  orderId: number,
  spends: GiftCardSpend[],
  now: Date,
) {
  if (spends.length === 0) return
  await tx.insert(giftCardSpends).values(spends.map((s) => ({ ...s, orderId, createdAt: now })))
}

/** A cancelled or expired order gives its gift card money back, once (the refund mark is set atomically). */
export async function refundGiftCards(tx: Database, orderId: number, now: Date): Promise<void> {
  const refunded = await tx
    .update(giftCardSpends)
    .set({ refundedAt: now })
    .where(and(eq(giftCardSpends.orderId, orderId), isNull(giftCardSpends.refundedAt)))
    .returning({ giftCardId: giftCardSpends.giftCardId, amountMinor: giftCardSpends.amountMinor })
  for (const spend of refunded.sort((a, b) => a.giftCardId - b.giftCardId)) {
    await tx
      .update(giftCards)
      .set({ balanceMinor: sql`${giftCards.balanceMinor} + ${spend.amountMinor}` })
      .where(eq(giftCards.id, spend.giftCardId))
  }
}
