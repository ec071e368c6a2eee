import { content } from '@vitrina/api-client/operations'
import { OperationRouter } from '../../http/operation.ts'
import { listOutlets, regionOf } from '../outlets/outlets.service.ts'
import {
  eventDetail,
  findRedirect,
  listEvents,
  listPromotions,
  pageDetail,
  promotionDetail,
} from './content.service.ts'

export const contentRoutes = new OperationRouter()
  .on(content.listOutlets, (c, { query: q }) => {
    // The finder's `/shops/{region}` may show another region than the shopper's own.
    const region = q.region === undefined ? c.var.region : regionOf(c.var.regions, q.region)
    return listOutlets(c.var.deps, c.var.company.id, {
      kind: q.kind,
      search: q.search || undefined,
      point: q.lat !== undefined && q.lon !== undefined ? { latitude: q.lat, longitude: q.lon } : undefined,
      ordering: q.ordering,
      regionId: region.id,
      // Unknown shopper position: distances from the region's centre (issue 10), never from 0,0.
      regionCentre: region,
      services: q.services,
      openNow: q.open_now === 'true' || q.open_now === '1',
      page: q.page,
      pageSize: q.page_size,
    })
  })
  .on(content.listPromotions, (c) => listPromotions(c.var.deps, c.var.company.id))
  .on(content.getPromotion, (c, { params }) => promotionDetail(c.var.deps, c.var.company.id, params.slug))
  .on(content.listEvents, (c, { query }) =>
    listEvents(c.var.deps, c.var.company.id, {
      type: query.type,
      when: query.when,
      page: query.page,
      pageSize: query.page_size,
    }),
  )
  .on(content.getEvent, (c, { params }) => eventDetail(c.var.deps, c.var.company.id, params.slug))
  .on(content.getPage, (c, { query }) =>
    pageDetail(c.var.deps, c.var.company.id, query.kind, query.slug.replace(/^\/+|\/+$/g, '')),
  )
  .on(content.getRouteRedirect, (c, { query }) => findRedirect(c.var.deps, c.var.company.id, query.path))
