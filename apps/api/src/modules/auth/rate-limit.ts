import { and, count, eq, gte, lt, min } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { rateEvents } from '../../db/schema/index.ts'
import { tooManyRequests } from '../../http/errors.ts'

/** The database or a transaction on it (a transaction is a database in Drizzle's types). */
export type Queryable = Database

/** `code` is the 429's `code` (default `throttled`), for a client that names the refusal in its own words. */
export type RateRule = { bucket: string; limit: number; windowSeconds: number; detail: string; code?: string }

/**
 * Sliding-window limits counted in the database, so they hold across processes and
 * restarts. `assertWithin` refuses with 429 and a Retry-After computed from the oldest
 * event still inside the window.
 */
export async function assertWithin(db: Queryable, rule: RateRule, subject: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - rule.windowSeconds * 1000)
  const [row] = await db
    .select({ n: count(), oldest: min(rateEvents.createdAt) })
    .from(rateEvents)
    .where(
      and(
        eq(rateEvents.bucket, rule.bucket),
        eq(rateEvents.subject, subject),
        gte(rateEvents.createdAt, since),
      ),
    )
  const n = row?.n ?? 0
  if (n < rule.limit) return
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime()
  const retryAfter = (oldest + rule.windowSeconds * 1000 - now.getTime()) / 1000
  throw tooManyRequests(rule.detail, retryAfter, rule.code)
}

export async function record(db: Queryable, bucket: string, subject: string, now: Date): Promise<void> {
  await db.insert(rateEvents).values({ bucket, subject, createdAt: now })
}

/** Drops events older than a day; called opportunistically so the table stays small. */
export async function pruneRateEvents(db: Database, now: Date): Promise<void> {
  await db.delete(rateEvents).where(lt(rateEvents.createdAt, new Date(now.getTime() - 86_400_000)))
}
