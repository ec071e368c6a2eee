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
const BUDGET_SPENT = 'The shop cannot send more sign-in codes right now. Try again later.'
export const RULES = {
  sendPerPhoneHour: { bucket: 'send:phone:h', limit: 5, windowSeconds: 3600, detail: TOO_MANY },
  sendPerPhoneDay: { bucket: 'send:phone:d', limit: 10, windowSeconds: 86_400, detail: TOO_MANY },
  // The limit here is the default; AUTH_CODES_PER_IP_HOUR sets the one enforced.
  sendPerIpHour: { bucket: 'send:ip:h', limit: 30, windowSeconds: 3600, detail: TOO_MANY },
  // The company's SMS budget: AUTH_CODES_PER_COMPANY_HOUR, or the company's `sign_in_codes_per_hour` if lower.
  sendPerCompanyHour: { bucket: 'send:company:h', limit: 1000, windowSeconds: 3600, detail: BUDGET_SPENT },
  wrongPerIpHour: { bucket: 'wrong:ip:h', limit: 50, windowSeconds: 3600, detail: TOO_MANY },
} satisfies Record<string, RateRule>

/** Key space of `pg_advisory_xact_lock(key, companyId)` for code sends (any constant unique to this use). */
const SEND_LOCK_KEY = 170_017

/**
 * The wait before the next try of one code after `wrong` wrong tries: none for the first two slips, then
 * 2, 4, 8... s. A stranger guessing slows down; the owner, who gets a fresh code (tries reset), never waits.
 */
export function tryDelaySeconds(wrong: number): number {
  return wrong < 2 ? 0 : Math.min(2 ** (wrong - 1), 300)
}

function normalisePhone(text: string): { e164: string; country: string | undefined } {
  const result = validatePhone(text)
  if (!result.ok) throw fieldErrors({ phone: ['The phone number contains an error.'] })
  return { e164: result.e164, country: result.country }
}

/**
 * Where a company sends codes: its `sign_in_countries` setting (ISO codes), else the shop's own country
 * (`country`, else the country of the seller's phone, else RU, spec §9's default). Premium and foreign ranges
 * stay closed unless the shop opens them.
 */
export function signInCountries(settings: Record<string, unknown>): string[] {
  const listed = settings.sign_in_countries
  if (Array.isArray(listed) && listed.every((item) => typeof item === 'string') && listed.length > 0)
    return listed.map((item) => item.toUpperCase())
  if (typeof settings.country === 'string') return [settings.country.toUpperCase()]
  const seller = settings.seller as { phone?: unknown } | null | undefined
  const sellerPhone = typeof seller?.phone === 'string' ? validatePhone(seller.phone) : undefined
  return [(sellerPhone?.ok && sellerPhone.country) || 'RU']
}

function companyBudget(deps: Deps, settings: Record<string, unknown>): number {
  const own = settings.sign_in_codes_per_hour
  const configured = deps.env.AUTH_CODES_PER_COMPANY_HOUR
  return typeof own === 'number' && Number.isInteger(own) && own > 0 ? Math.min(own, configured) : configured
}

/**
 * Sends a sign-in code: 6 digits by SMS, or a call from a number whose last 4 digits are the code. The resend
 * delay and the per-phone, per-IP and per-company limits are checked and recorded inside one transaction that
 * holds the company's send lock, so a parallel burst is served one at a time and cannot pass them together.
 */
export async function sendCode(
  deps: Deps,
  input: {
    companyId: number
    settings: Record<string, unknown>
    phone: string
    method: CodeMethod
    ip: string
  },
): Promise<{ phone: string; method: CodeMethod; resend_after: number; expires_in: number }> {
  const { db, clock } = deps
  const { e164: phone, country } = normalisePhone(input.phone)
  if (!country || !signInCountries(input.settings).includes(country))
    throw fieldErrors({ phone: ['Sign-in codes cannot be sent to numbers of this country.'] })
  const subject = `${input.companyId}:${phone}`
  const company = String(input.companyId)
  const code = randomDigits(input.method === 'sms' ? 6 : 4)
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEND_LOCK_KEY}, ${input.companyId})`)
    // The clock is read under the lock: a request that waited for it is judged at the time it got it.
    const now = clock.now()
    const [last] = await tx
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
        throw tooManyRequests(
          `A new code can be requested in ${Math.ceil(wait)} s.`,
          wait,
          'resend_too_early',
        )
    }
    const ipRule = { ...RULES.sendPerIpHour, limit: deps.env.AUTH_CODES_PER_IP_HOUR }
    const companyRule = { ...RULES.sendPerCompanyHour, limit: companyBudget(deps, input.settings) }
    await assertWithin(tx, RULES.sendPerPhoneHour, subject, now)
    await assertWithin(tx, RULES.sendPerPhoneDay, subject, now)
    await assertWithin(tx, ipRule, `${company}:${input.ip}`, now)
    await assertWithin(tx, companyRule, company, now)

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
    await record(tx, RULES.sendPerPhoneHour.bucket, subject, now)
    await record(tx, RULES.sendPerPhoneDay.bucket, subject, now)
    await record(tx, RULES.sendPerIpHour.bucket, `${company}:${input.ip}`, now)
    await record(tx, RULES.sendPerCompanyHour.bucket, company, now)
  })
  deps.logger.info({ companyId: input.companyId, method: input.method }, 'sign-in code sent')
  return { phone, method: input.method, resend_after: RESEND_AFTER_SECONDS, expires_in: CODE_TTL_SECONDS }
}

/**
 * Checks a code for a phone; on success signs the customer in (creating them on first sign-in). Wrong tries
 * are counted per code (a new code starts afresh) and each one past the second makes the next wait longer;
 * after the code's last try it dies. Nothing here locks the phone's owner out of asking for a new code.
 */
export async function verifyCode(
  deps: Deps,
  input: { companyId: number; phone: string; code: string; method: CodeMethod; ip: string },
): Promise<{ key: string; customerId: number }> {
  const { db, clock } = deps
  const now = clock.now()
  const { e164: phone } = normalisePhone(input.phone)
  const subject = `${input.companyId}:${phone}`
  const ipSubject = `${input.companyId}:${input.ip}`
  await assertWithin(db, RULES.wrongPerIpHour, ipSubject, now)

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
  // Reserve a try atomically before comparing, so parallel guesses can exceed neither the tries nor the delay:
  // the UPDATE only matches while tries are left and the delay since the last wrong try has passed.
  const [reserved] = await db
    .update(authCodes)
    .set({ attempts: sql`${authCodes.attempts} + 1`, lastTryAt: now })
    .where(
      and(
        eq(authCodes.id, active.id),
        isNull(authCodes.usedAt),
        lt(authCodes.attempts, maxTries),
        sql`(${authCodes.lastTryAt} is null or ${authCodes.attempts} < 2 or ${authCodes.lastTryAt} <= ${now.toISOString()}::timestamptz - make_interval(secs => least(power(2, ${authCodes.attempts} - 1), 300)))`,
      ),
    )
    .returning({ attempts: authCodes.attempts })
  if (!reserved) {
    const [current] = await db
      .select({ attempts: authCodes.attempts, lastTryAt: authCodes.lastTryAt, usedAt: authCodes.usedAt })
      .from(authCodes)
      .where(eq(authCodes.id, active.id))
    if (current && !current.usedAt && current.attempts < maxTries && current.lastTryAt) {
      const wait =
        tryDelaySeconds(current.attempts) - (now.getTime() - new Date(current.lastTryAt).getTime()) / 1000
      throw tooManyRequests(`Wrong code. Try again in ${Math.ceil(Math.max(wait, 1))} s.`, wait, 'try_later')
    }
    throw triesUsedUp()
  }
  if (!safeEqualHex(active.codeHash, hashCode(deps.env.AUTH_SECRET, subject, input.code))) {
    const last = reserved.attempts >= maxTries
    if (last) await db.update(authCodes).set({ usedAt: now }).where(eq(authCodes.id, active.id))
    await record(db, RULES.wrongPerIpHour.bucket, ipSubject, now)
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
