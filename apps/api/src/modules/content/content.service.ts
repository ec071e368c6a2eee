import { placesLeft } from '@vitrina/domain/event-registration'
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, or } from 'drizzle-orm'
import { events, outlets, pages, products, promotions, redirects } from '../../db/schema/index.ts'
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

type PromotionRow = typeof promotions.$inferSelect
type PromotionPlaces = {
  outlets: { id: number; name: string; address: string; latitude: number; longitude: number }[]
  hotels: { id: number; slug: string; name: string }[]
}

function promotionJson(row: PromotionRow, places: PromotionPlaces = { outlets: [], hotels: [] }) {
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
    outlets: places.outlets,
    hotels: places.hotels,
    is_participation: row.isParticipation,
    is_get_promocode: row.isGetPromocode,
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
  return { count: rows.length, next: null, previous: null, results: rows.map((r) => promotionJson(r)) }
}

/** Where a promotion runs: its outlets (of this company) and, for travel tenants, its hotels. */
async function promotionPlaces(deps: Deps, row: PromotionRow): Promise<PromotionPlaces> {
  const [outletRows, hotelRows] = await Promise.all([
    row.outletIds.length === 0
      ? []
      : deps.db
          .select({
            id: outlets.id,
            name: outlets.name,
            address: outlets.address,
            latitude: outlets.latitude,
            longitude: outlets.longitude,
          })
          .from(outlets)
          .where(and(eq(outlets.companyId, row.companyId), inArray(outlets.id, row.outletIds)))
          .orderBy(asc(outlets.name)),
    row.productIds.length === 0
      ? []
      : deps.db
          .select({ id: products.id, slug: products.slug, name: products.name })
          .from(products)
          .where(
            and(
              eq(products.companyId, row.companyId),
              eq(products.kind, 'hotel'),
              inArray(products.id, row.productIds),
            ),
          )
          .orderBy(asc(products.name))
          .limit(12),
  ])
  return { outlets: outletRows, hotels: hotelRows }
}

export async function findPromotion(deps: Deps, companyId: number, slug: string): Promise<PromotionRow> {
  const [row] = await deps.db
    .select()
    .from(promotions)
    .where(and(eq(promotions.companyId, companyId), eq(promotions.slug, slug)))
  if (!row) throw notFound('Promotion not found.')
  return row
}

export async function promotionDetail(deps: Deps, companyId: number, slug: string) {
  const row = await findPromotion(deps, companyId, slug)
  return promotionJson(row, await promotionPlaces(deps, row))
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
    capacity: row.capacity,
    places_left: placesLeft(row.capacity, row.taken),
    address: row.type === 'offline' ? row.address : null,
    latitude: row.type === 'offline' ? row.latitude : null,
    longitude: row.type === 'offline' ? row.longitude : null,
  }
}

export type EventQuery = {
  type?: 'offline' | 'online' | undefined
  when: 'upcoming' | 'past'
  page: number
  pageSize: number
}

/** Upcoming events soonest first, past ones latest first (an event is past once it has started). */
export async function listEvents(deps: Deps, companyId: number, query: EventQuery) {
  const now = deps.clock.now()
  const where = and(
    eq(events.companyId, companyId),
    query.type ? eq(events.type, query.type) : undefined,
    query.when === 'upcoming' ? gt(events.startsAt, now) : lte(events.startsAt, now),
  )
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(events)
      .where(where)
      .orderBy(query.when === 'upcoming' ? asc(events.startsAt) : desc(events.startsAt), asc(events.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(events).where(where),
  ])
  const n = total?.n ?? 0
  return {
    count: n,
    next: query.page * query.pageSize < n ? String(query.page + 1) : null,
    previous: query.page > 1 ? String(query.page - 1) : null,
    results: rows.map(eventJson),
  }
}

export async function findEvent(deps: Deps, companyId: number, slug: string) {
  const [row] = await deps.db
    .select()
    .from(events)
    .where(and(eq(events.companyId, companyId), eq(events.slug, slug)))
  if (!row) throw notFound('Event not found.')
  return row
}

export async function eventDetail(deps: Deps, companyId: number, slug: string) {
  return eventJson(await findEvent(deps, companyId, slug))
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
