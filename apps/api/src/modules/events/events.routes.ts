import { events } from '@vitrina/api-client/operations'
import { RegistrationDecision } from '@vitrina/api-client/operations/events'
import { Hono } from 'hono'
import type { AppEnv } from '../../http/context.ts'
import { OperationRouter } from '../../http/operation.ts'
import { pathId, readJson } from '../../http/validate.ts'
import { requireStaff } from '../staff/staff.routes.ts'
import { listRegistrations, moveRegistration, registerForEvent } from './event-registrations.service.ts'

/** The customer's event registrations (issue 15, spec §2 "/my/event-registrations", §4). */
export const eventRoutes = new OperationRouter()
  .on(events.registerForEvent, (c, { me, params }) =>
    registerForEvent(c.var.deps, { companyId: c.var.company.id, customerId: me.id }, params.slug),
  )
  .on(events.listEventRegistrations, (c, { me, query }) =>
    listRegistrations(
      c.var.deps,
      { companyId: c.var.company.id, customerId: me.id },
      { event: query.event || undefined, page: query.page, pageSize: query.page_size },
    ),
  )
  .on(events.cancelEventRegistration, (c, { me, params }) =>
    moveRegistration(
      c.var.deps,
      { companyId: c.var.company.id, customerId: me.id },
      params.id,
      'canceled',
      'customer',
    ),
  )

/**
 * The organiser's decision (`X-Staff-Token`). A plain router like the other staff routes: the token is
 * checked before the body is read, so a caller without it learns nothing about the input.
 */
export const eventStaffRoutes = new Hono<AppEnv>().post(
  '/api/staff/event-registrations/:id/state/',
  async (c) => {
    requireStaff(c)
    const body = await readJson(c, RegistrationDecision)
    return c.json(
      await moveRegistration(
        c.var.deps,
        { companyId: c.var.company.id, customerId: null },
        pathId(c, 'id'),
        body.state,
        'staff',
        body.comment,
      ),
    )
  },
)
