import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm'
import { events, outlets, pages, promotions, redirects } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'

export async function findOutlet(deps: Deps, companyId: number, id: number) {
  const [row] = await deps.db
    .select()
    .from(outlets)
    .where(and(eq(outlets.companyId, companyId), eq(outlets.id, id)))
  if (!row) throw notFound('Outlet not found.')
  return row
}

function promotionJson(row: typeof promotions.$inferSelect) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    terms: row.terms,
    image: row.image,
    active_since: row.activeSince.toISOString(),
    active_until: row.activeUntil?.toISOString() ?? null,
    product_ids: row.productIds,
  }
}

/** Promotions running now (started, not yet ended). */
export async function listPromotions(deps: Deps, companyId: number) {
  const now = deps.clock.now()
  const rows = await deps.db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.companyId, companyId),
        lte(promotions.activeSince, now),
        or(isNull(promotions.activeUntil), gte(promotions.activeUntil, now)),
      ),
    )
    .orderBy(asc(promotions.activeSince), asc(promotions.id))
  return { count: rows.length, next: null, previous: null, results: rows.map(promotionJson) }
}

export async function promotionDetail(deps: Deps, companyId: number, slug: string) {
  const [row] = await deps.db
    .select()
    .from(promotions)
    .where(and(eq(promotions.companyId, companyId), eq(promotions.slug, slug)))
  if (!row) throw notFound('Promotion not found.')
  return promotionJson(row)
}

function eventJson(row: typeof events.$inferSelect) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    starts_at: row.startsAt.toISOString(),
    duration_minutes: row.durationMinutes,
    organizer: row.organizer,
    speaker: row.speaker,
    type: row.type,
    terms: row.terms,
  }
}

export async function listEvents(deps: Deps, companyId: number) {
  const rows = await deps.db
    .select()
    .from(events)
    .where(eq(events.companyId, companyId))
    .orderBy(asc(events.startsAt))
  return { count: rows.length, next: null, previous: null, results: rows.map(eventJson) }
}

export async function eventDetail(deps: Deps, companyId: number, slug: string) {
  const [row] = await deps.db
    .select()
    .from(events)
    .where(and(eq(events.companyId, companyId), eq(events.slug, slug)))
  if (!row) throw notFound('Event not found.')
  return eventJson(row)
}

export async function pageDetail(deps: Deps, companyId: number, kind: 'static' | 'section', slug: string) {
  const [row] = await deps.db
    .select()
    .from(pages)
    .where(and(eq(pages.companyId, companyId), eq(pages.kind, kind), eq(pages.slug, slug)))
  if (!row) throw notFound('Page not found.')
  return { slug: row.slug, kind: row.kind, title: row.title, body: row.body, blocks: row.blocks }
}

/**
 * The route middleware's lookup: `{ redirect: null }` or the target, absolute (full page
 * load) or relative (in-app navigation). Paths are compared with a trailing slash.
 */
export async function findRedirect(deps: Deps, companyId: number, path: string) {
  const normalised = path.endsWith('/') ? path : `${path}/`
  const [row] = await deps.db
    .select()
    .from(redirects)
    .where(and(eq(redirects.companyId, companyId), eq(redirects.path, normalised)))
  if (!row) return { redirect: null }
  return {
    redirect: { target: row.target, permanent: row.permanent, absolute: /^https?:\/\//i.test(row.target) },
  }
}
