import { returns } from '@vitrina/api-client/operations'
import { OperationRouter } from '../../http/operation.ts'
import { staffMoveReclamation } from '../reclamations/reclamations.service.ts'
import { moderateReview } from '../reviews/review-writing.service.ts'

// Other modules' staff routes import the check from here; it lives in http/ next to the router that applies it.
export { requireStaff } from '../../http/staff.ts'

/** Manager transitions of returns and reviews; the router checks `X-Staff-Token` (access `staff`). */
export const staffRoutes = new OperationRouter()
  .on(returns.staffMoveReclamation, async (c, { params, body }) =>
    staffMoveReclamation(c.var.deps, c.var.company.id, params.id, body.state, body.comment),
  )
  .on(returns.staffModerateReview, async (c, { params, body }) =>
    moderateReview(c.var.deps, c.var.company.id, params.id, body.state),
  )
