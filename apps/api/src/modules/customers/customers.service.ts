import type { Customer } from '@vitrina/api-client/schemas/auth'
import { formatDateRu, parseDate, validateBirthDate } from '@vitrina/domain/dates'
import { minorToDecimal } from '@vitrina/domain/money'
import { isValidEmail } from '@vitrina/domain/validation'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { customers, emailConfirmations, levels, outbox } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { badRequest, type FieldErrors, fieldErrors, notFound } from '../../http/errors.ts'
import { hashToken, newTokenKey } from '../../lib/crypto.ts'
import { bonusBalance } from '../loyalty/loyalty-ledger.ts'

export async function customerProfile(deps: Deps, companyId: number, customerId: number): Promise<Customer> {
  const [row] = await deps.db
    .select({ customer: customers, level: levels })
    .from(customers)
    .leftJoin(levels, eq(levels.id, customers.levelId))
    .where(and(eq(customers.id, customerId), eq(customers.companyId, companyId)))
  if (!row) throw notFound()
  const c = row.customer
  return {
    id: c.id,
    phone: c.phone,
    email: c.email,
    email_confirmed: c.emailConfirmed,
    first_name: c.firstName,
    last_name: c.lastName,
    middle_name: c.middleName,
    gender: c.gender,
    birthday: c.birthday,
    kind: c.kind,
    state: c.state,
    level: row.level ? { id: row.level.id, name: row.level.name, description: row.level.description } : null,
    bonus_balance: minorToDecimal(await bonusBalance(deps.db, { companyId, customerId })),
  }
}

export type ProfilePatch = {
  first_name?: string | undefined
  last_name?: string | undefined
  middle_name?: string | undefined
  gender?: 'female' | 'male' | null | undefined
  birthday?: string | null | undefined
  email?: string | undefined
  kind?: 'personal' | 'legal' | undefined
  phone?: string | undefined
}

/** Applies the editable profile fields. The phone can never change (spec §5). */
export async function updateProfile(
  deps: Deps,
  ctx: { companyId: number; customerId: number; targetId: number; linkOrigin: string },
  patch: ProfilePatch,
): Promise<Customer> {
  // Another customer's id answers 404, so ids cannot be probed.
  if (ctx.targetId !== ctx.customerId) throw notFound()
  const current = await customerProfile(deps, ctx.companyId, ctx.customerId)
  const errors: FieldErrors = {}
  if (patch.phone !== undefined && patch.phone.replace(/\D/g, '') !== current.phone.replace(/\D/g, '')) {
    errors.phone = ['The phone number cannot be changed.']
  }
  let birthday: string | null | undefined
  if (patch.birthday === null || patch.birthday === '') birthday = null
  else if (patch.birthday !== undefined) {
    const parsed = parseDate(patch.birthday)
    const problem = parsed ? validateBirthDate(formatDateRu(parsed), deps.clock.now()) : 'invalid'
    if (problem || !parsed) errors.birthday = [birthdayMessage(problem ?? 'invalid')]
    else birthday = parsed.toISOString().slice(0, 10)
  }
  const email = patch.email?.trim()
  if (email && !isValidEmail(email)) errors.email = ['Value is not a valid email address']
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)

  const emailChanged = email !== undefined && email !== current.email
  await deps.db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({
        ...(patch.first_name !== undefined && { firstName: patch.first_name.trim() }),
        ...(patch.last_name !== undefined && { lastName: patch.last_name.trim() }),
        ...(patch.middle_name !== undefined && { middleName: patch.middle_name.trim() }),
        ...(patch.gender !== undefined && { gender: patch.gender }),
        ...(birthday !== undefined && { birthday }),
        ...(patch.kind !== undefined && { kind: patch.kind }),
        ...(emailChanged && { email, emailConfirmed: false }),
      })
      .where(and(eq(customers.id, ctx.customerId), eq(customers.companyId, ctx.companyId)))
    if (emailChanged && email) {
      const token = newTokenKey()
      const now = deps.clock.now()
      await tx
        .insert(emailConfirmations)
        .values({ customerId: ctx.customerId, email, tokenHash: hashToken(token), createdAt: now })
      const link = `${ctx.linkOrigin}/confirm-email/?token=${token}`
      await tx.insert(outbox).values({
        companyId: ctx.companyId,
        channel: 'email',
        to: email,
        code: null,
        text: `Confirm your email: ${link}`,
        createdAt: now,
      })
    }
  })
  return customerProfile(deps, ctx.companyId, ctx.customerId)
}

function birthdayMessage(problem: string): string {
  switch (problem) {
    case 'future':
      return 'The date must not be in the future.'
    case 'too_old':
      return 'The date is too far in the past.'
    case 'under_18':
      return 'You must be over 18 years old.'
    case 'incomplete':
      return 'Enter the date in full.'
    default:
      return 'The date contains an error.'
  }
}

/** Confirms an email by the link's token: one use, 24 hours, and only for the email it was sent to. */
export async function confirmEmail(deps: Deps, companyId: number, token: string): Promise<{ email: string }> {
  const now = deps.clock.now()
  const [row] = await deps.db
    .update(emailConfirmations)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailConfirmations.tokenHash, hashToken(token)),
        isNull(emailConfirmations.usedAt),
        gt(emailConfirmations.createdAt, new Date(now.getTime() - 86_400_000)),
      ),
    )
    .returning({ customerId: emailConfirmations.customerId, email: emailConfirmations.email })
  if (!row)
    throw badRequest(
      'The confirmation code is incorrect or the request was not found.',
      'confirmation_not_found',
    )
  const updated = await deps.db
    .update(customers)
    .set({ emailConfirmed: true })
    .where(
      and(
        eq(customers.id, row.customerId),
        eq(customers.companyId, companyId),
        eq(customers.email, row.email),
      ),
    )
    .returning({ id: customers.id })
  if (updated.length === 0)
    throw badRequest(
      'The confirmation code is incorrect or the request was not found.',
      'confirmation_not_found',
    )
  return { email: row.email }
}
