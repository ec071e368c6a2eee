import { ReviewRequest } from '@vitrina/api-client/schemas/review-writing'
import { Hono } from 'hono'
import * as v from 'valibot'
import { requireCustomer } from '../../http/auth.middleware.ts'
import type { AppEnv } from '../../http/context.ts'
import { badRequest } from '../../http/errors.ts'
import { readJson, readQuery } from '../../http/validate.ts'
import { reviewable, writeReview } from './review-writing.service.ts'

const Id = v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)))
const SourceQuery = v.object({ order: Id, sale: Id })

/** Review writing by buyers (spec §2 "Review writing", §5 "Review"); reading stays in the catalogue module. */
export const reviewRoutes = new Hono<AppEnv>()
  .post('/api/reviews/', async (c) => {
    const me = requireCustomer(c)
    const body = await readJson(c, ReviewRequest)
    return c.json(
      await writeReview(c.var.deps, { companyId: c.var.company.id, customerId: me.id }, body),
      201,
    )
  })
  .get('/api/reviews/reviewable/', async (c) => {
    const me = requireCustomer(c)
    const q = readQuery(c, SourceQuery)
    const source = q.order !== undefined ? { order: q.order } : q.sale !== undefined ? { sale: q.sale } : null
    if (!source) throw badRequest('Give order or sale.')
    return c.json(await reviewable(c.var.deps, { companyId: c.var.company.id, customerId: me.id }, source))
  })
