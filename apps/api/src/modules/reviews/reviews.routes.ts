import { returns } from '@vitrina/api-client/operations'
import { badRequest } from '../../http/errors.ts'
import { OperationRouter } from '../../http/operation.ts'
import { reviewable, writeReview } from './review-writing.service.ts'

/** Review writing by buyers (spec §2 "Review writing", §5 "Review"); reading stays in the catalogue module. */
export const reviewRoutes = new OperationRouter()
  .on(returns.writeReview, (c, { body, me }) =>
    writeReview(c.var.deps, { companyId: c.var.company.id, customerId: me.id }, body),
  )
  .on(returns.getReviewable, (c, { query, me }) => {
    const source =
      query.order !== undefined
        ? { order: query.order }
        : query.sale !== undefined
          ? { sale: query.sale }
          : null
    if (!source) throw badRequest('Give order or sale.')
    return reviewable(c.var.deps, { companyId: c.var.company.id, customerId: me.id }, source)
  })
