import { push } from '@vitrina/api-client/operations'
import { notFound } from '../../http/errors.ts'
import { OperationRouter } from '../../http/operation.ts'
import { requireStaff } from '../staff/staff.routes.ts'
import { sendCampaign } from './campaigns.ts'
import { moveOrderState } from './order-news.ts'

/** The shop's side of push: campaigns and order state changes (which tell the customer), staff only. */
export const pushStaffRoutes = new OperationRouter()
  .on(push.sendPushCampaign, (c, { body }) => {
    requireStaff(c)
    return sendCampaign(c.var.deps, c.var.company.id, body)
  })
  .on(push.staffMoveOrder, async (c, { params, body }) => {
    requireStaff(c)
    const moved = await moveOrderState(c.var.deps, c.var.company.id, params.id, body.state)
    if (!moved) throw notFound()
    return moved
  })
