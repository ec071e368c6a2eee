import { returns } from '@vitrina/api-client/operations'
import type { Context } from 'hono'
import type { AppEnv, Customer } from '../../http/context.ts'
import { OperationRouter } from '../../http/operation.ts'
import { deleteDraft, loadDraft, saveDraft } from './drafts.service.ts'
import {
  cancelReclamation,
  listReclamations,
  loadReclamation,
  submitReclamation,
} from './reclamations.service.ts'
import { returnability } from './returnability.ts'

/** Every query of this module is scoped to the tenant and the signed-in customer. */
const ctxOf = (c: Context<AppEnv>, me: Customer) => ({ companyId: c.var.company.id, customerId: me.id })

/** Return applications of the signed-in customer (spec §2 "Reclamations", §3 "Return application"). */
export const reclamationRoutes = new OperationRouter()
  .on(returns.listReclamations, (c, { query, me }) =>
    listReclamations(c.var.deps, ctxOf(c, me), query.page, query.page_size),
  )
  .on(returns.createReclamation, (c, { body, me }) => submitReclamation(c.var.deps, ctxOf(c, me), body))
  .on(returns.getReturnable, (c, { query, me }) => returnability(c.var.deps, ctxOf(c, me), query.order))
  .on(returns.getReclamationDraft, (c, { params, me }) => loadDraft(c.var.deps, ctxOf(c, me), params.item))
  .on(returns.saveReclamationDraft, (c, { params, body, me }) =>
    saveDraft(c.var.deps, ctxOf(c, me), params.item, body),
  )
  .on(returns.deleteReclamationDraft, async (c, { params, me }) => {
    await deleteDraft(c.var.deps, ctxOf(c, me), params.item)
    return null
  })
  .on(returns.getReclamation, (c, { params, me }) => loadReclamation(c.var.deps, ctxOf(c, me), params.id))
  .on(returns.cancelReclamation, (c, { params, me }) =>
    cancelReclamation(c.var.deps, ctxOf(c, me), params.id),
  )
