import { outlets } from '@vitrina/api-client/operations'
import { OperationRouter } from '../../http/operation.ts'
import { outletDetail } from './outlets.service.ts'
import { suggestPlaces } from './places.service.ts'

/** The outlet finder's calls besides the search itself (`GET /api/outlets/`, in content.routes.ts). */
export const outletRoutes = new OperationRouter()
  .on(outlets.suggestPlaces, (c, { query }) =>
    suggestPlaces(c.var.deps, { companyId: c.var.company.id, regions: c.var.regions, query: query.query }),
  )
  .on(outlets.getOutlet, (c, { params }) =>
    outletDetail(c.var.deps, { companyId: c.var.company.id, regions: c.var.regions, id: params.id }),
  )
