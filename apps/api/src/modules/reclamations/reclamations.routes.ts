import { ReclamationDraft, ReclamationRequest } from '@vitrina/api-client/schemas/reclamation'
import { Hono } from 'hono'
import * as v from 'valibot'
import { requireCustomer } from '../../http/auth.middleware.ts'
import type { AppEnv } from '../../http/context.ts'
import { pathId, readJson, readQuery } from '../../http/validate.ts'
import { deleteDraft, loadDraft, saveDraft } from './drafts.service.ts'
import {
  cancelReclamation,
  listReclamations,
  loadReclamation,
  submitReclamation,
} from './reclamations.service.ts'
import { returnability } from './returnability.ts'

const ListQuery = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/), v.transform(Number), v.minValue(1)), '1'),
  page_size: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number), v.minValue(1), v.maxValue(50)),
    '10',
  ),
})
const OrderQuery = v.object({ order: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)) })

type C = { var: AppEnv['Variables'] }
const ctxOf = (c: C) => ({ companyId: c.var.company.id, customerId: requireCustomer(c).id })

/** Return applications of the signed-in customer (spec §2 "Reclamations", §3 "Return application"). */
export const reclamationRoutes = new Hono<AppEnv>()
  .get('/api/reclamations/', async (c) => {
    const ctx = ctxOf(c)
    const q = readQuery(c, ListQuery)
    return c.json(await listReclamations(c.var.deps, ctx, q.page, q.page_size))
  })
  .post('/api/reclamations/', async (c) => {
    const ctx = ctxOf(c)
    return c.json(await submitReclamation(c.var.deps, ctx, await readJson(c, ReclamationRequest)), 201)
  })
  .get('/api/reclamations/returnable/', async (c) => {
    const ctx = ctxOf(c)
    return c.json(await returnability(c.var.deps, ctx, readQuery(c, OrderQuery).order))
  })
  .get('/api/reclamations/drafts/:item/', async (c) => {
    const ctx = ctxOf(c)
    return c.json(await loadDraft(c.var.deps, ctx, pathId(c, 'item')))
  })
  .put('/api/reclamations/drafts/:item/', async (c) => {
    const ctx = ctxOf(c)
    return c.json(await saveDraft(c.var.deps, ctx, pathId(c, 'item'), await readJson(c, ReclamationDraft)))
  })
  .delete('/api/reclamations/drafts/:item/', async (c) => {
    const ctx = ctxOf(c)
    await deleteDraft(c.var.deps, ctx, pathId(c, 'item'))
    return c.body(null, 204)
  })
  .get('/api/reclamations/:id/', async (c) => {
    const ctx = ctxOf(c)
    return c.json(await loadReclamation(c.var.deps, ctx, pathId(c, 'id')))
  })
  .post('/api/reclamations/:id/cancel/', async (c) => {
    const ctx = ctxOf(c)
    return c.json(await cancelReclamation(c.var.deps, ctx, pathId(c, 'id')))
  })
