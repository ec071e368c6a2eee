import { PriceAccessDecision, PriceRestrictionBody } from '@vitrina/api-client/schemas/legal'
import { Hono } from 'hono'
import type { AppEnv } from '../../http/context.ts'
import { pathId, readJson } from '../../http/validate.ts'
import { requireStaff } from '../staff/staff.routes.ts'
import { decidePriceAccess } from './price-access.service.ts'
import { setPriceRestriction } from './price-restriction.service.ts'

/** The manager's side (`X-Staff-Token` and the tenant header): decide requests, set the price restriction. */
export const legalStaffRoutes = new Hono<AppEnv>()
  .post('/api/staff/price-access/:id/state/', async (c) => {
    requireStaff(c)
    const body = await readJson(c, PriceAccessDecision)
    return c.json(
      await decidePriceAccess(c.var.deps, c.var.company.id, pathId(c, 'id'), body.state, body.reason),
    )
  })
  .put('/api/staff/price-restriction/', async (c) => {
    requireStaff(c)
    const body = await readJson(c, PriceRestrictionBody)
    return c.json(await setPriceRestriction(c.var.deps, c.var.company.id, body))
  })
