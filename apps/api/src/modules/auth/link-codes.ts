import { validatePhone } from '@vitrina/domain/phone'
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm'
import { authCodes, customers, outbox } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { badRequest, fieldErrors, notFound } from '../../http/errors.ts'
import { hashCode, newTokenKey, safeEqualHex } from '../../lib/crypto.ts'
import { issueToken } from './auth.service.ts'

const LINK_TTL_SECONDS = 15 * 60
const MAX_TRIES = 5

/**
 * One-time sign-in links (spec §2: `auth_customer_id` + `auth_code` sign the user in on any
 * page), e.g. sent by a chat bot or a manager. The code is 160 random bits, hashed at rest,
 * single use, 15 minutes, 5 tries.
 */
/** The company's customer with the phone (as typed: normalised by the domain's rules first), or a 404. */
export async function customerIdByPhone(deps: Deps, companyId: number, phone: string): Promise<number> {
  const parsed = validatePhone(phone)
  if (!parsed.ok) throw fieldErrors({ phone: ['The phone number contains an error.'] })
  const [customer] = await deps.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.phone, parsed.e164)))
  if (!customer) throw notFound('Customer not found.')
  return customer.id
}

export async function issueLinkCode(
  deps: Deps,
  companyId: number,
  customerId: number,
  /** The storefront origin the link opens on (see http/storefront-origin.ts). */
  linkOrigin: string,
): Promise<{ id: number; code: string; url: string }> {
  const [customer] = await deps.db
    .select({ phone: customers.phone })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.companyId, companyId)))
  if (!customer) throw notFound('Customer not found.')
  const code = newTokenKey()
  const now = deps.clock.now()
  await deps.db.insert(authCodes).values({
    companyId,
    phone: customer.phone,
    channel: 'link',
    customerId,
    codeHash: hashCode(deps.env.AUTH_SECRET, `link:${customerId}`, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + LINK_TTL_SECONDS * 1000),
  })
  const url = `${linkOrigin}/?auth_customer_id=${customerId}&auth_code=${code}`
  await deps.db
    .insert(outbox)
    .values({ companyId, channel: 'sms', to: customer.phone, code, text: `Sign in: ${url}`, createdAt: now })
  return { id: customerId, code, url }
}

export async function verifyLinkCode(
  deps: Deps,
  companyId: number,
  customerId: number,
  code: string,
): Promise<{ key: string }> {
  const now = deps.clock.now()
  const [active] = await deps.db
    .select()
    .from(authCodes)
    .where(
      and(
        eq(authCodes.companyId, companyId),
        eq(authCodes.customerId, customerId),
        eq(authCodes.channel, 'link'),
        isNull(authCodes.usedAt),
      ),
    )
    .orderBy(desc(authCodes.createdAt))
    .limit(1)
  const refused = badRequest('The sign-in link is invalid or has expired.', 'code_expired')
  if (!active || active.expiresAt.getTime() <= now.getTime()) throw refused
  const [reserved] = await deps.db
    .update(authCodes)
    .set({ attempts: sql`${authCodes.attempts} + 1` })
    .where(and(eq(authCodes.id, active.id), isNull(authCodes.usedAt), lt(authCodes.attempts, MAX_TRIES)))
    .returning({ attempts: authCodes.attempts })
  if (!reserved) throw refused
  if (!safeEqualHex(active.codeHash, hashCode(deps.env.AUTH_SECRET, `link:${customerId}`, code))) {
    if (reserved.attempts >= MAX_TRIES)
      await deps.db.update(authCodes).set({ usedAt: now }).where(eq(authCodes.id, active.id))
    throw badRequest('Wrong code.', 'wrong_code')
  }
  const claimed = await deps.db
    .update(authCodes)
    .set({ usedAt: now })
    .where(and(eq(authCodes.id, active.id), isNull(authCodes.usedAt)))
    .returning({ id: authCodes.id })
  if (claimed.length === 0) throw refused
  return { key: await issueToken(deps, customerId) }
}
