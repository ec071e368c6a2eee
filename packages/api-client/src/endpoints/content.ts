import * as v from 'valibot'
import { type ApiClientOptions, request } from '../http.ts'
import { Paginated } from '../schemas/common.ts'

export const Promotion = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  description: v.string(),
  terms: v.string(),
  image: v.nullable(v.string()),
  active_since: v.string(),
  active_until: v.nullable(v.string()),
  product_ids: v.array(v.number()),
})
export const Event = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  description: v.string(),
  starts_at: v.string(),
  duration_minutes: v.number(),
  organizer: v.string(),
  speaker: v.nullable(v.string()),
  type: v.picklist(['offline', 'online']),
  terms: v.string(),
})
export const PageContent = v.object({
  slug: v.string(),
  kind: v.picklist(['static', 'section']),
  title: v.string(),
  body: v.string(),
  blocks: v.array(v.looseObject({ type: v.string() })),
})
export const RouteRedirect = v.object({
  redirect: v.nullable(v.object({ target: v.string(), permanent: v.boolean(), absolute: v.boolean() })),
})

export const listPromotions = (o: ApiClientOptions) =>
  request(o, { path: 'api/promotions/', schema: Paginated(Promotion) })
export const getPromotion = (o: ApiClientOptions, slug: string) =>
  request(o, { path: `api/promotions/${encodeURIComponent(slug)}/`, schema: Promotion })
export const listEvents = (o: ApiClientOptions) =>
  request(o, { path: 'api/events/', schema: Paginated(Event) })
export const getEvent = (o: ApiClientOptions, slug: string) =>
  request(o, { path: `api/events/${encodeURIComponent(slug)}/`, schema: Event })
export const getPage = (o: ApiClientOptions, kind: 'static' | 'section', slug: string) =>
  request(o, { path: 'api/pages/', query: { kind, slug }, schema: PageContent })

/** The route middleware's lookup (spec §2): absolute targets are full page loads, relative ones in-app. */
export const getRouteRedirect = (o: ApiClientOptions, path: string) =>
  request(o, { path: 'api/route-redirects/', query: { path }, schema: RouteRedirect })
