import { validatePhone } from '@vitrina/domain/phone'
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import { authCodes, authTokens, customers, outbox } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { badRequest, fieldErrors, tooManyRequests } from '../../http/errors.ts'
import { hashCode, hashToken, newTokenKey, randomDigits, safeEqualHex } from '../../lib/crypto.ts'
import { assertWithin, type RateRule, record } from './rate-limit.ts'

export type CodeMethod = 'sms' | 'call'

const CODE_TTL_SECONDS = 5 * 60
const RESEND_AFTER_SECONDS = 60
const CODE_CHANNELS: CodeMethod[] = ['sms', 'call']
const TOKEN_TTL_SECONDS = 31_536_000
const MAX_WRONG_PER_CODE: Record<CodeMethod, number> = { sms: 5, call: 3 }

const TOO_MANY = 'Too many requests from this device. Wait a few minutes and try again.'
export const RULES = {
  sendPerPhoneHour: { bucket: 'send:phone:h', limit: 5, windowSeconds: 3600, detail: TOO_MANY },
  sendPerPhoneDay: { bucket: 'send:phone:d', limit: 10, windowSeconds: 86_400, detail: TOO_MANY },
  // The limit here is the default; AUTH_CODES_PER_IP_HOUR sets the one enforced.
  sendPerIpHour: { bucket: 'send:ip:h', limit: 30, windowSeconds: 3600, detail: TOO_MANY },
  wrongPerPhoneHour: { bucket: 'wrong:phone:h', limit: 10, windowSeconds: 3600, detail: TOO_MANY },
  wrongPerIpHour: { bucket: 'wrong:ip:h', limit: 50, windowSeconds: 3600, detail: TOO_MANY },
} satisfies Record<string, RateRule>

function normalisePhone(text: string): string {
  const result = validatePhone(text)
  if (!result.ok) throw fieldErrors({ phone: ['The phone number contains an error.'] })
  return result.e164
}

/**
 * Sends a sign-in code: 6 digits by SMS, or a call from a number whose last 4 digits are
 * the code. Enforces the resend delay and the per-phone and per-IP send limits.
 */
export async function sendCode(
  deps: Deps,
  input: { companyId: number; phone: string; method: CodeMethod; ip: string },
): Promise<{ phone: string; method: CodeMethod; resend_after: number; expires_in: number }> {
  const { db, clock } = deps
  const now = clock.now()
  const phone = normalisePhone(input.phone)
  const subject = `${input.companyId}:${phone}`
  const [last] = await db
    .select({ createdAt: authCodes.createdAt })
    .from(authCodes)
    // Sign-in links (channel 'link', sent by a manager or a bot) live their own life: they neither delay a
    // code the customer asks for nor die when one is sent.
    .where(
      and(
        eq(authCodes.companyId, input.companyId),
        eq(authCodes.phone, phone),
        inArray(authCodes.channel, CODE_CHANNELS),
      ),
    )
    .orderBy(desc(authCodes.createdAt))
    .limit(1)
  if (last) {
    const wait = RESEND_AFTER_SECONDS - (now.getTime() - new Date(last.createdAt).getTime()) / 1000
    // Its own code: the code already sent still works, so a client can go on to the code step and wait.
    if (wait > 0)
      throw tooManyRequests(`A new code can be requested in ${Math.ceil(wait)} s.`, wait, 'resend_too_early')
  }
  await assertWithin(db, RULES.sendPerPhoneHour, subject, now)
  await assertWithin(db, RULES.sendPerPhoneDay, subject, now)
  await assertWithin(db, { ...RULES.sendPerIpHour, limit: deps.env.AUTH_CODES_PER_IP_HOUR }, input.ip, now)

  const code = randomDigits(input.method === 'sms' ? 6 : 4)
  await db.transaction(async (tx) => {
    // Only the newest code is valid: older unused ones die when a new one is sent.
    await tx
      .update(authCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(authCodes.companyId, input.companyId),
          eq(authCodes.phone, phone),
          inArray(authCodes.channel, CODE_CHANNELS),
          isNull(authCodes.usedAt),
        ),
      )
    await tx.insert(authCodes).values({
      companyId: input.companyId,
      phone,
      channel: input.method,
      codeHash: hashCode(deps.env.AUTH_SECRET, `${input.companyId}:${phone}`, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
    })
    const text =
      input.method === 'sms'
        ? `Your sign-in code: ${code}`
        : `Incoming call from +7 900 00${code.slice(0, 2)}-${code.slice(2)}: enter the last 4 digits`
    await tx
      .insert(outbox)
      .values({ companyId: input.companyId, channel: input.method, to: phone, code, text, createdAt: now })
  })
  await record(db, RULES.sendPerPhoneHour.bucket, subject, now)
  await record(db, RULES.sendPerPhoneDay.bucket, subject, now)
  await record(db, RULES.sendPerIpHour.bucket, input.ip, now)
  deps.logger.info({ companyId: input.companyId, method: input.method }, 'sign-in code sent')
  return { phone, method: input.method, resend_after: RESEND_AFTER_SECONDS, expires_in: CODE_TTL_SECONDS }
}

/** Checks a code for a phone; on success signs the customer in (creating them on first sign-in). */
export async function verifyCode(
  deps: Deps,
  input: { companyId: number; phone: string; code: string; method: CodeMethod; ip: string },
): Promise<{ key: string; customerId: number }> {
  const { db, clock } = deps
  const now = clock.now()
  const phone = normalisePhone(input.phone)
  const subject = `${input.companyId}:${phone}`
  await assertWithin(db, RULES.wrongPerPhoneHour, subject, now)
  await assertWithin(db, RULES.wrongPerIpHour, input.ip, now)

  // The newest code of this phone and channel, used or not: a code spent by its last wrong try is told apart
  // from an expired one, so the shopper learns the tries are used up (and asks for a new code), not "expired".
  const [latest] = await db
    .select()
    .from(authCodes)
    .where(
      and(
        eq(authCodes.companyId, input.companyId),
        eq(authCodes.phone, phone),
        eq(authCodes.channel, input.method),
      ),
    )
    .orderBy(desc(authCodes.createdAt))
    .limit(1)
  const maxTries = MAX_WRONG_PER_CODE[input.method]
  if (latest?.usedAt && latest.attempts >= maxTries && latest.expiresAt.getTime() > now.getTime()) {
    throw triesUsedUp()
  }
  const active = latest && latest.usedAt === null ? latest : undefined
  if (!active || active.expiresAt.getTime() <= now.getTime()) {
    throw badRequest('The code has expired. Request a new code.', 'code_expired')
  }
  // Reserve a try atomically before comparing, so parallel guesses cannot exceed the limit.
  const [reserved] = await db
    .update(authCodes)
    .set({ attempts: sql`${authCodes.attempts} + 1` })
    .where(and(eq(authCodes.id, active.id), isNull(authCodes.usedAt), lt(authCodes.attempts, maxTries)))
    .returning({ attempts: authCodes.attempts })
  if (!reserved) throw triesUsedUp()
  if (!safeEqualHex(active.codeHash, hashCode(deps.env.AUTH_SECRET, subject, input.code))) {
    const last = reserved.attempts >= maxTries
    if (last) await db.update(authCodes).set({ usedAt: now }).where(eq(authCodes.id, active.id))
    await record(db, RULES.wrongPerPhoneHour.bucket, subject, now)
    await record(db, RULES.wrongPerIpHour.bucket, input.ip, now)
    // The last allowed try says so at once: the next one could not succeed even with the right code.
    if (last) throw triesUsedUp()
    throw badRequest('Wrong code.', 'wrong_code')
  }
  // Single use even under concurrent requests: only one UPDATE can flip used_at.
  const claimed = await db
    .update(authCodes)
    .set({ usedAt: now })
    .where(and(eq(authCodes.id, active.id), isNull(authCodes.usedAt)))
    .returning({ id: authCodes.id })
  if (claimed.length === 0) throw badRequest('The code has expired. Request a new code.', 'code_expired')
  const customerId = await findOrCreateCustomer(deps, input.companyId, phone)
  return { key: await issueToken(deps, customerId), customerId }
}

/** Every try of the code was wrong: a distinct error, so the storefront offers a new code instead of "expired". */
function triesUsedUp() {
  return badRequest('Wrong code, and no tries are left for it. Request a new code.', 'code_tries_exhausted')
}

export async function findOrCreateCustomer(deps: Deps, companyId: number, phone: string): Promise<number> {
  const inserted = await deps.db
    .insert(customers)
    .values({ companyId, phone })
    .onConflictDoNothing({ target: [customers.companyId, customers.phone] })
    .returning({ id: customers.id })
  if (inserted[0]) return inserted[0].id
  const [existing] = await deps.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.phone, phone)))
  if (!existing) throw new Error('customer vanished between insert and select')
  return existing.id
}

/** A new token at every sign-in; only its hash is stored. */
export async function issueToken(deps: Deps, customerId: number): Promise<string> {
  const key = newTokenKey()
  const now = deps.clock.now()
  await deps.db.insert(authTokens).values({
    customerId,
    keyHash: hashToken(key),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000),
  })
  return key
}

export async function revokeToken(deps: Deps, tokenId: number): Promise<void> {
  await deps.db.update(authTokens).set({ revokedAt: deps.clock.now() }).where(eq(authTokens.id, tokenId))
}
