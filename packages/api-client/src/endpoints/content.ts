import { type ApiClientOptions, call } from '../http.ts'
import * as op from '../operations/content.ts'

export { Event, PageContent, Promotion, RouteRedirect } from '../schemas/content.ts'

export const listPromotions = (o: ApiClientOptions) => call(o, op.listPromotions, {})
export const getPromotion = (o: ApiClientOptions, slug: string) =>
  call(o, op.getPromotion, { params: { slug } })
export const listEvents = (
  o: ApiClientOptions,
  query: { type?: 'offline' | 'online'; when?: 'upcoming' | 'past'; page?: number; page_size?: number } = {},
) => call(o, op.listEvents, { query })
export const getEvent = (o: ApiClientOptions, slug: string) => call(o, op.getEvent, { params: { slug } })
export const getPage = (o: ApiClientOptions, kind: 'static' | 'section', slug: string) =>
  call(o, op.getPage, { query: { kind, slug } })

/** The route middleware's lookup (spec §2): absolute targets are full page loads, relative ones in-app. */
export const getRouteRedirect = (o: ApiClientOptions, path: string) =>
  call(o, op.getRouteRedirect, { query: { path } })
