import {
  daysUntilNext,
  IMPORTANT_DATE_NAME_MAX_LENGTH,
  IMPORTANT_DATES_MAX_COUNT,
  type ImportantDateError,
  type ImportantDateNameError,
  importantDateIso,
  importantDateText,
  nextOccurrence,
  sortByNextOccurrence,
  validateImportantDate,
  validateImportantDateName,
} from '@vitrina/domain/important-dates'
import { and, count, eq } from 'drizzle-orm'
import { customers, importantDates } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { conflict, type FieldErrors, fieldErrors, notFound } from '../../http/errors.ts'

type Caller = { companyId: number; customerId: number }
type Row = typeof importantDates.$inferSelect

const DATE_MESSAGES: Record<ImportantDateError, string> = {
  required: 'This field is required.',
  incomplete: 'Enter the whole date as DD.MM.YYYY.',
  invalid: 'The date contains an error.',
  too_far_ahead: 'The date is too far in the future.',
  too_old: 'The date is too far in the past.',
}
const NAME_MESSAGES: Record<ImportantDateNameError, string> = {
  required: 'This field is required.',
  too_long: `At most ${IMPORTANT_DATE_NAME_MAX_LENGTH} characters.`,
}

const toJson = (row: Row, today: Date) => ({
  id: row.id,
  name: row.name,
  date: row.date,
  next_date: nextOccurrence(row.date, today),
  days_until: daysUntilNext(row.date, today),
})

/**
 * The body's fields checked with the domain's rules: the date may come as YYYY-MM-DD or DD.MM.YYYY (spec §5
 * accepted formats) and must pass the DD.MM.YYYY rules; errors come back per field, codes included.
 */
function readBody(body: { name: string; date: string }, today: Date) {
  const errors: FieldErrors = {}
  const nameError = validateImportantDateName(body.name)
  if (nameError) errors.name = [NAME_MESSAGES[nameError]]
  const iso = importantDateIso(body.date)
  const text = iso ? importantDateText(iso) : body.date
  const dateError = validateImportantDate(text, today)
  if (dateError) errors.date = [DATE_MESSAGES[dateError]]
  if (Object.keys(errors).length > 0 || !iso) throw fieldErrors(errors)
  return { name: body.name.trim(), date: iso }
}

export async function listImportantDates(deps: Deps, caller: Caller) {
  const today = deps.clock.now()
  const rows = await deps.db
    .select()
    .from(importantDates)
    .where(
      and(eq(importantDates.customerId, caller.customerId), eq(importantDates.companyId, caller.companyId)),
    )
  return { results: sortByNextOccurrence(rows, today).map((row) => toJson(row, today)) }
}

/** Adds a date; the bound of 50 is checked under a lock on the customer, so two requests cannot pass it. */
export async function createImportantDate(deps: Deps, caller: Caller, body: { name: string; date: string }) {
  const now = deps.clock.now()
  const fields = readBody(body, now)
  const row = await deps.db.transaction(async (tx) => {
    await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, caller.customerId))
      .for('update')
    const [counted] = await tx
      .select({ n: count() })
      .from(importantDates)
      .where(eq(importantDates.customerId, caller.customerId))
    if ((counted?.n ?? 0) >= IMPORTANT_DATES_MAX_COUNT)
      throw conflict(`You can keep at most ${IMPORTANT_DATES_MAX_COUNT} dates.`, 'too_many_dates')
    const [inserted] = await tx
      .insert(importantDates)
      .values({
        ...fields,
        companyId: caller.companyId,
        customerId: caller.customerId,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    return inserted
  })
  if (!row) throw new Error('important date insert returned nothing')
  return toJson(row, now)
}

/** Another customer's or company's date is a 404, like a missing one. */
export async function updateImportantDate(
  deps: Deps,
  caller: Caller,
  id: number,
  body: { name: string; date: string },
) {
  const now = deps.clock.now()
  const fields = readBody(body, now)
  const [row] = await deps.db
    .update(importantDates)
    .set({ ...fields, updatedAt: now })
    .where(ownDate(caller, id))
    .returning()
  if (!row) throw notFound()
  return toJson(row, now)
}

export async function deleteImportantDate(deps: Deps, caller: Caller, id: number) {
  const deleted = await deps.db
    .delete(importantDates)
    .where(ownDate(caller, id))
    .returning({ id: importantDates.id })
  if (deleted.length === 0) throw notFound()
}

const ownDate = (caller: Caller, id: number) =>
  and(
    eq(importantDates.id, id),
    eq(importantDates.customerId, caller.customerId),
    eq(importantDates.companyId, caller.companyId),
  )
