import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { giftCards } from '../../db/schema/index.ts'
import { assertWithin, type RateRule, record } from '../auth/rate-limit.ts'

type Owner = { companyId: number; customerId: number }
export type GiftCardRow = typeof giftCards.$inferSelect

const CODE = 'card_checks_throttled'

/**
 * Limits on looking gift cards up by number (the check at checkout and an order's `balances`), so numbers
 * cannot be guessed by brute force:
 * - a customer gets 10 numbers that match no card an hour (a shopper mistypes a few; a script tries
 *   thousands). Only misses count, so checking one's own cards again and again costs nothing here;
 * - one number is looked up at most 30 times an hour by everybody together, so a known card cannot be
 *   watched or probed from many accounts.
 * The subjects are the signed-in customer and the number, never an address or header the client chooses.
 */
export const CARD_LOOKUP_RULES = {
  missesPerCustomer: {
    bucket: 'card:miss:customer',
    limit: 10,
    windowSeconds: 3600,
    detail: 'Too many card numbers were not found. Please try again in an hour.',
    code: CODE,
  },
  checksPerCard: {
    bucket: 'card:check:number',
    limit: 30,
    windowSeconds: 3600,
    detail: 'This card has been checked too many times. Please try again in an hour.',
    code: CODE,
  },
} satisfies Record<string, RateRule>

/** The advisory lock class of card lookups (the company id is the second key), distinct from the others. */
const CARD_LOCK_KEY = 170_019

/**
 * Looks a gift card of the company up by its normalised number under the limits above. Check, lookup and
 * record happen in one transaction holding the company's card lock, so a parallel burst is served one at a
 * time and cannot pass the limits together; the record is committed even when the card is then refused (the
 * caller throws its 400 after this returns), so refusals count.
 */
export async function lookUpGiftCard(
  db: Database,
  owner: Owner,
  barcode: string,
  now: Date,
): Promise<GiftCardRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CARD_LOCK_KEY}, ${owner.companyId})`)
    const customer = `${owner.companyId}:${owner.customerId}`
    const number = `${owner.companyId}:${barcode}`
    await assertWithin(tx, CARD_LOOKUP_RULES.missesPerCustomer, customer, now)
    await assertWithin(tx, CARD_LOOKUP_RULES.checksPerCard, number, now)
    const [card] = await tx
      .select()
      .from(giftCards)
      .where(and(eq(giftCards.companyId, owner.companyId), eq(giftCards.barcode, barcode)))
    await record(tx, CARD_LOOKUP_RULES.checksPerCard.bucket, number, now)
    if (!card) await record(tx, CARD_LOOKUP_RULES.missesPerCustomer.bucket, customer, now)
    return card
  })
}
