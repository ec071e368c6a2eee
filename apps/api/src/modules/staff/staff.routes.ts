import { timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../../http/context.ts'
import { notFound, unauthorized } from '../../http/errors.ts'
import { pathId, readJson } from '../../http/validate.ts'
import { staffMoveReclamation } from '../reclamations/reclamations.service.ts'
import { moderateReview } from '../reviews/review-writing.service.ts'

/**
 * The manager's side, for a back office or a script: `X-Staff-Token: <STAFF_TOKEN>` and the tenant header.
 * Without STAFF_TOKEN configured the endpoints do not exist (404), so a default install exposes nothing.
 */
export function requireStaff(c: {
  var: AppEnv['Variables']
  req: { header: (name: string) => string | undefined }
}) {
  const expected = c.var.deps.env.STAFF_TOKEN
  if (!expected) throw notFound()
  const given = Buffer.from(c.req.header('x-staff-token') ?? '')
  const want = Buffer.from(expected)
  if (given.length !== want.length || !timingSafeEqual(given, want))
    throw unauthorized('Invalid staff token.')
}

export const StateChange = v.object({
  state: v.pipe(v.string(), v.maxLength(32)),
  comment: v.optional(v.pipe(v.string(), v.maxLength(1000)), ''),
})
export const Moderation = v.object({ state: v.picklist(['published', 'rejected']) })

export const staffRoutes = new Hono<AppEnv>()
  .post('/api/staff/reclamations/:id/state/', async (c) => {
    requireStaff(c)
    const body = await readJson(c, StateChange)
    return c.json(
      await staffMoveReclamation(c.var.deps, c.var.company.id, pathId(c, 'id'), body.state, body.comment),
    )
  })
  .post('/api/staff/reviews/:id/state/', async (c) => {
    requireStaff(c)
    const body = await readJson(c, Moderation)
    return c.json(await moderateReview(c.var.deps, c.var.company.id, pathId(c, 'id'), body.state))
  })
