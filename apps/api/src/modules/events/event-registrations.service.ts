import type { EventRegistration } from '@vitrina/api-client/schemas/event-registration'
import {
  canMoveRegistration,
  type EventRegistrationState,
  holdsPlace,
  isEventPast,
  type RegistrationActor,
} from '@vitrina/domain/event-registration'
import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { customers, eventRegistrations, events } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { conflict, notFound } from '../../http/errors.ts'
import { findEvent } from '../content/content.service.ts'

type Ctx = { companyId: number; customerId: number }
type Row = typeof eventRegistrations.$inferSelect
type EventRow = typeof events.$inferSelect

function registrationJson(row: Row, event: EventRow): EventRegistration {
  return {
    id: row.id,
    state: row.state,
    comment: row.comment,
    created: row.createdAt.toISOString(),
    can_cancel: canMoveRegistration(row.state, 'canceled', 'customer'),
    event: {
      slug: event.slug,
      title: event.title,
      starts_at: event.startsAt.toISOString(),
      duration_minutes: event.durationMinutes,
      type: event.type,
      address: event.type === 'offline' ? event.address : null,
      // The link is the ticket of an online event: only an approved registration gets it.
      online_url: event.type === 'online' && row.state === 'approved' ? event.onlineUrl : null,
    },
  }
}

const isUniqueViolation = (error: unknown): boolean => {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error
  const code = (e: unknown) => (typeof e === 'object' && e !== null && 'code' in e ? e.code : undefined)
  return code(error) === '23505' || code(cause) === '23505'
}

/**
 * Registers the customer: ONE transaction takes a place with a conditional update (`taken < capacity`, so
 * concurrent registrations for the last places cannot overbook) and writes the registration; the partial
 * unique index refuses a second active registration of the same customer, which rolls the place back.
 */
export async function registerForEvent(deps: Deps, ctx: Ctx, slug: string): Promise<EventRegistration> {
  const event = await findEvent(deps, ctx.companyId, slug)
  const now = deps.clock.now()
  if (isEventPast(event, now)) throw conflict('The event has already started or is over.', 'event_past')
  try {
    const row = await deps.db.transaction(async (tx) => {
      const taken = await tx
        .update(events)
        .set({ taken: sql`${events.taken} + 1` })
        .where(and(eq(events.id, event.id), or(isNull(events.capacity), lt(events.taken, events.capacity))))
        .returning({ id: events.id })
      if (taken.length === 0) throw conflict('There are no places left for this event.', 'event_full')
      const [created] = await tx
        .insert(eventRegistrations)
        .values({
          companyId: ctx.companyId,
          eventId: event.id,
          customerId: ctx.customerId,
          state: 'new',
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      if (!created) throw new Error('registration insert returned nothing')
      return created
    })
    return registrationJson(row, event)
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('You are already registered for this event.', 'already_registered')
    throw error
  }
}

export async function listRegistrations(
  deps: Deps,
  ctx: Ctx,
  query: { event?: string | undefined; page: number; pageSize: number },
) {
  const where = and(
    eq(eventRegistrations.companyId, ctx.companyId),
    eq(eventRegistrations.customerId, ctx.customerId),
    query.event ? eq(events.slug, query.event) : undefined,
  )
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ registration: eventRegistrations, event: events })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(where)
      .orderBy(desc(eventRegistrations.createdAt), desc(eventRegistrations.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db
      .select({ n: count() })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(where),
  ])
  const n = total?.n ?? 0
  return {
    count: n,
    next: query.page * query.pageSize < n ? String(query.page + 1) : null,
    previous: query.page > 1 ? String(query.page - 1) : null,
    results: rows.map((r) => registrationJson(r.registration, r.event)),
  }
}

/**
 * Moves a registration by the domain's table (409 otherwise). A move out of a place-holding state gives the
 * place back in the same transaction. The row is locked first, so a cancel racing a rejection moves once.
 * `companyId` null: the dev control, across tenants; `customerId` set: only the customer's own (else 404).
 */
export async function moveRegistration(
  deps: Deps,
  scope: { companyId: number | null; customerId: number | null },
  id: number,
  to: EventRegistrationState,
  actor: RegistrationActor,
  comment = '',
): Promise<EventRegistration> {
  const now = deps.clock.now()
  const [row, event] = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.id, id),
          scope.companyId === null ? undefined : eq(eventRegistrations.companyId, scope.companyId),
          scope.customerId === null ? undefined : eq(eventRegistrations.customerId, scope.customerId),
        ),
      )
      .for('update')
    if (!current) throw notFound('Registration not found.')
    if (!canMoveRegistration(current.state, to, actor))
      throw conflict(`A registration in state ${current.state} cannot become ${to}.`, 'wrong_state')
    if (holdsPlace(current.state) && !holdsPlace(to)) await releasePlace(tx, current.eventId)
    const [moved] = await tx
      .update(eventRegistrations)
      .set({ state: to, updatedAt: now, ...(actor === 'staff' ? { comment } : {}) })
      .where(eq(eventRegistrations.id, id))
      .returning()
    const [eventRow] = await tx.select().from(events).where(eq(events.id, current.eventId))
    if (!moved || !eventRow) throw new Error('registration update returned nothing')
    return [moved, eventRow] as const
  })
  return registrationJson(row, event)
}

async function releasePlace(tx: Database, eventId: number) {
  await tx
    .update(events)
    .set({ taken: sql`${events.taken} - 1` })
    .where(and(eq(events.id, eventId), gt(events.taken, 0)))
}

/** The newest registrations of every company with their event and the customer's phone (the dev control's list). */
export async function recentRegistrations(deps: Deps, limit = 50) {
  return deps.db
    .select({ registration: eventRegistrations, event: events, phone: customers.phone })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .innerJoin(customers, eq(customers.id, eventRegistrations.customerId))
    .orderBy(desc(eventRegistrations.id))
    .limit(limit)
}
