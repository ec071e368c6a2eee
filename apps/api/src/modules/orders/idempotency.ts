import { and, eq, isNull, lt } from 'drizzle-orm'
import { idempotencyKeys } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { conflict, unprocessable } from '../../http/errors.ts'
import { sha256 } from '../../lib/crypto.ts'

const KEY_TTL_MS = 24 * 3_600_000
/*
 * An unanswered claim holds its key for IDEMPOTENCY_LEASE_SECONDS (60 by default). A request that crashed
 * (kill -9, a lost connection to the database) leaves its claim unanswered; past the lease the next request
 * with the key resolves it.
 */

export type Replay = { status: number; body: unknown }
type Scope = { companyId: number; customerId: number; key: string }

/**
 * Idempotency-Key handling after the IETF httpapi draft: the same key with the same payload
 * replays the first answer; with a different payload it is a 422; while the first request
 * runs, a 409. Keys are scoped to the customer and kept for 24 hours.
 */
export async function withIdempotency(
  deps: Deps,
  scope: Scope,
  payload: unknown,
  run: () => Promise<Replay>,
  /** What the crashed request may have done (the order it created), looked up when its lease has run out. */
  findCreated: () => Promise<Replay | null> = async () => null,
): Promise<Replay & { replayed: boolean }> {
  const requestHash = sha256(stableJson(payload))
  const now = deps.clock.now()
  const where = and(
    eq(idempotencyKeys.companyId, scope.companyId),
    eq(idempotencyKeys.customerId, scope.customerId),
    eq(idempotencyKeys.key, scope.key),
  )
  await deps.db
    .delete(idempotencyKeys)
    .where(and(where, lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_TTL_MS))))
  const claimed = await deps.db
    .insert(idempotencyKeys)
    .values({ ...scope, requestHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id })
  if (claimed.length === 0) {
    const [existing] = await deps.db.select().from(idempotencyKeys).where(where)
    if (!existing) throw conflict('The request is being processed. Retry shortly.', 'idempotency_in_progress')
    if (existing.requestHash !== requestHash) {
      throw unprocessable(
        'This Idempotency-Key was already used with a different request.',
        'idempotency_key_reused',
      )
    }
    if (existing.responseStatus !== null)
      return { status: existing.responseStatus, body: existing.responseBody, replayed: true }
    if (now.getTime() - existing.createdAt.getTime() < deps.env.IDEMPOTENCY_LEASE_SECONDS * 1000)
      throw conflict(
        'A request with this Idempotency-Key is still being processed.',
        'idempotency_in_progress',
      )
    // The lease ran out: take the claim over (one taker wins under concurrency), then either answer with what
    // the crashed request created or run the request now.
    const [taken] = await deps.db
      .update(idempotencyKeys)
      .set({ createdAt: now })
      .where(
        and(
          eq(idempotencyKeys.id, existing.id),
          isNull(idempotencyKeys.responseStatus),
          eq(idempotencyKeys.createdAt, existing.createdAt),
        ),
      )
      .returning({ id: idempotencyKeys.id })
    if (!taken)
      throw conflict(
        'A request with this Idempotency-Key is still being processed.',
        'idempotency_in_progress',
      )
    const created = await findCreated()
    if (created) {
      await deps.db
        .update(idempotencyKeys)
        .set({ responseStatus: created.status, responseBody: created.body })
        .where(where)
      return { ...created, replayed: true }
    }
  }
  try {
    const result = await run()
    await deps.db
      .update(idempotencyKeys)
      .set({ responseStatus: result.status, responseBody: result.body })
      .where(where)
    return { ...result, replayed: false }
  } catch (error) {
    // A refused request (stock, validation) leaves nothing behind, so the client may retry it.
    await deps.db.delete(idempotencyKeys).where(where)
    throw error
  }
}

/** JSON with sorted keys, so equal payloads hash equally whatever their key order. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}
