import { type LandingSubmission, readLandingForm } from '@vitrina/api-client/schemas/landing-form'
import {
  checkLandingFields,
  fieldsOfForm,
  type LandingFieldError,
  landingValues,
} from '@vitrina/domain/landing-form'
import { sql } from 'drizzle-orm'
import { landingSubmissions } from '../../db/schema/index.ts'
import type { Company, Deps } from '../../http/context.ts'
import { fieldErrors, notFound } from '../../http/errors.ts'
import { assertWithin, type RateRule, record } from '../auth/rate-limit.ts'

/** Sends per company and client address; a person fills in a form a few times, a script hundreds. */
export const LANDING_RATE: RateRule = {
  bucket: 'landing:ip',
  limit: 5,
  windowSeconds: 600,
  detail: 'Too many forms sent from this device. Please try again in a few minutes.',
}
/** The advisory lock class of landing sends (the company id is the second key), distinct from sign-in's. */
const LANDING_LOCK_KEY = 170_015

const MESSAGES: Record<LandingFieldError, string> = {
  required: 'This field is required.',
  phone: 'Enter a valid phone number.',
  email: 'Enter a valid email address.',
  too_long: 'The text is too long.',
}

/**
 * Stores a landing form for the company: the form must be one it configured, the values pass the shared
 * field rules, and the per-address limit is checked and recorded in the same transaction as the insert,
 * under the company's lock, so a parallel burst cannot slip past it. The address is the socket's (or a
 * trusted proxy's), never a header the sender chooses.
 */
export async function submitLandingForm(
  deps: Deps,
  ctx: { company: Company; ip: string; customerId: number | null },
  body: LandingSubmission,
) {
  const form = readLandingForm(ctx.company.settings)
  if (!form?.form_ids.includes(body.form_id)) throw notFound('The company has no such form.')
  const asked = fieldsOfForm(body.form_id, form.fields)
  const values = landingValues(asked, body.fields)
  const errors = checkLandingFields(asked, values)
  if (Object.keys(errors).length > 0)
    throw fieldErrors(
      Object.fromEntries(
        Object.entries(errors).map(([name, error]) => [`fields.${name}`, [MESSAGES[error]]]),
      ),
    )
  const id = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LANDING_LOCK_KEY}, ${ctx.company.id})`)
    const now = deps.clock.now()
    const subject = `${ctx.company.id}:${ctx.ip}`
    await assertWithin(tx, LANDING_RATE, subject, now)
    await record(tx, LANDING_RATE.bucket, subject, now)
    const [row] = await tx
      .insert(landingSubmissions)
      .values({
        companyId: ctx.company.id,
        formId: body.form_id,
        page: body.page,
        fields: values,
        customerId: ctx.customerId,
        createdAt: now,
      })
      .returning({ id: landingSubmissions.id })
    if (!row) throw new Error('landing submission insert returned nothing')
    return row.id
  })
  return { id, message: form.message_text ?? null }
}
