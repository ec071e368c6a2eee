import { and, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { fcmDevices, pushMessages, pushOutbox } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { repeatEvery } from '../../lib/repeating-job.ts'
import { type PushSender, parseSubscription } from './web-push-sender.ts'

export type PushMessageInput = {
  companyId: number
  type: 'ORDER' | 'LANDING' | 'PRODUCT_CATEGORY' | 'PROMOTION' | 'LINK'
  value: string | null
  title: string
  body: string
  media: string | null
  dedupeKey: string
}

/** Attempts before a push is given up (back-off 1, 2, 4, 8 minutes between them). */
export const PUSH_MAX_ATTEMPTS = 5
/** A claimed push whose sender died is taken over after this long. */
const SENDING_LEASE_MS = 60_000

/**
 * Records a message once per dedupe key: answers its id when this call created it, null when it existed
 * already (a retried request, a second instance): the caller then queues nothing, so nobody gets it twice.
 */
export async function recordPushMessage(db: Database, message: PushMessageInput): Promise<number | null> {
  const [row] = await db
    .insert(pushMessages)
    .values(message)
    .onConflictDoNothing({ target: [pushMessages.companyId, pushMessages.dedupeKey] })
    .returning({ id: pushMessages.id })
  return row?.id ?? null
}

/**
 * Queues a message for devices of the company: those linked to `customerIds`, plus unlinked ones when
 * `guests` (a guest who accepted the browser's prompt asked for this shop's news). Devices whose token is not
 * a Web Push subscription are skipped. Answers how many pushes were queued.
 */
export async function queuePush(
  db: Database,
  now: Date,
  input: { companyId: number; messageId: number; customerIds: number[]; guests: boolean },
): Promise<number> {
  if (input.customerIds.length === 0 && !input.guests) return 0
  const audience = [
    ...(input.customerIds.length > 0 ? [inArray(fcmDevices.customerId, input.customerIds)] : []),
    ...(input.guests ? [sql`${fcmDevices.customerId} is null`] : []),
  ]
  const devices = await db
    .select({ id: fcmDevices.id, registrationId: fcmDevices.registrationId })
    .from(fcmDevices)
    .where(and(eq(fcmDevices.companyId, input.companyId), or(...audience)))
  const rows = devices
    .filter((d) => parseSubscription(d.registrationId) !== null)
    .map((d) => ({
      companyId: input.companyId,
      messageId: input.messageId,
      deviceId: d.id,
      nextAttemptAt: now,
    }))
  if (rows.length === 0) return 0
  const queued = await db
    .insert(pushOutbox)
    .values(rows)
    .onConflictDoNothing({ target: [pushOutbox.messageId, pushOutbox.deviceId] })
    .returning({ id: pushOutbox.id })
  return queued.length
}

/** The payload of spec §3 "Push message": what the service worker receives. */
export function pushPayload(message: typeof pushMessages.$inferSelect): string {
  return JSON.stringify({
    id: message.id,
    type: message.type,
    value: message.value,
    title: message.title,
    body: message.body,
    media: message.media,
  })
}

/**
 * Sends the pushes that are due. Each is claimed with a conditional UPDATE (pending, or a lapsed lease) before
 * the request, so two instances never send the same row; the result is written back after it. A push the
 * service accepted is `sent`; 404/410 marks it `gone` and forgets the device's token; other failures retry
 * with back-off until PUSH_MAX_ATTEMPTS, then `failed`. Answers counts for the log and the tests.
 */
export async function deliverDuePushes(
  deps: Pick<Deps, 'db' | 'clock' | 'logger'>,
  sender: PushSender,
  options: { limit?: number } = {},
): Promise<{ sent: number; failed: number; gone: number }> {
  const now = deps.clock.now()
  const due = await deps.db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(
      or(
        and(eq(pushOutbox.state, 'pending'), lte(pushOutbox.nextAttemptAt, now)),
        and(eq(pushOutbox.state, 'sending'), lte(pushOutbox.nextAttemptAt, now)),
      ),
    )
    .orderBy(pushOutbox.id)
    .limit(options.limit ?? 100)
  const counts = { sent: 0, failed: 0, gone: 0 }
  for (const { id } of due) {
    const [claimed] = await deps.db
      .update(pushOutbox)
      .set({
        state: 'sending',
        attempts: sql`${pushOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + SENDING_LEASE_MS),
      })
      .where(
        and(
          eq(pushOutbox.id, id),
          inArray(pushOutbox.state, ['pending', 'sending']),
          lte(pushOutbox.nextAttemptAt, now),
        ),
      )
      .returning()
    if (!claimed) continue
    const [target] = await deps.db
      .select({ message: pushMessages, registrationId: fcmDevices.registrationId })
      .from(pushMessages)
      .innerJoin(fcmDevices, eq(fcmDevices.id, claimed.deviceId))
      .where(and(eq(pushMessages.id, claimed.messageId), isNotNull(fcmDevices.registrationId)))
    const subscription = target ? parseSubscription(target.registrationId) : null
    const result =
      target && subscription
        ? await sender.send(subscription, pushPayload(target.message))
        : ({ outcome: 'gone', status: 0 } as const)
    const at = deps.clock.now()
    if (result.outcome === 'sent') {
      counts.sent++
      await deps.db
        .update(pushOutbox)
        .set({ state: 'sent', sentAt: at, lastError: null })
        .where(eq(pushOutbox.id, id))
    } else if (result.outcome === 'gone') {
      counts.gone++
      await deps.db
        .update(pushOutbox)
        .set({ state: 'gone', lastError: `subscription gone (${result.status})` })
        .where(eq(pushOutbox.id, id))
    } else {
      counts.failed++
      const last = claimed.attempts >= PUSH_MAX_ATTEMPTS
      // Push failures are only logged (spec §8); the row keeps the reason for whoever looks.
      deps.logger.warn({ push: id, attempt: claimed.attempts, reason: result.reason }, 'push delivery failed')
      await deps.db
        .update(pushOutbox)
        .set({
          state: last ? 'failed' : 'pending',
          lastError: result.reason.slice(0, 500),
          nextAttemptAt: new Date(at.getTime() + 60_000 * 2 ** (claimed.attempts - 1)),
        })
        .where(eq(pushOutbox.id, id))
    }
  }
  return counts
}

/**
 * Delivers right after a message was queued, without holding the request that queued it; a failure here is
 * retried by the periodic job.
 */
export function kickPushDelivery(deps: Deps): void {
  const sender = deps.push
  if (!sender) return
  const round = deliverDuePushes(deps, sender).catch((error: unknown) =>
    deps.logger.error({ err: error }, 'push delivery round failed'),
  )
  // Tracked, so a shutdown lets the round finish before it closes the database.
  deps.lifecycle?.track(round)
}

/** Retries due pushes every `intervalSeconds` on this instance; answers a stop function for shutdown. */
export function startPushRetries(deps: Deps, intervalSeconds: number): () => Promise<void> {
  const sender = deps.push
  if (!sender) return async () => {}
  return repeatEvery(
    intervalSeconds,
    async () => {
      await deliverDuePushes(deps, sender)
    },
    (error) => deps.logger.error({ err: error }, 'push retry round failed'),
  )
}
