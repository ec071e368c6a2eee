import { PriceAccessDecision, PriceRestrictionBody } from '@vitrina/api-client/schemas/legal'
import { Hono } from 'hono'
import { html } from 'hono/html'
import type { AppEnv } from '../../http/context.ts'
import { pathId, readJson } from '../../http/validate.ts'
import { decidePriceAccess, recentRequests } from '../legal/price-access.service.ts'
import { setPriceRestriction } from '../legal/price-restriction.service.ts'
import { decisionButton, devPage, devTable, postedDecision } from './dev-page.ts'

/**
 * The development control for a manager's price-access decisions and the company's price restriction, so the
 * legal customers' flow can be shown and tested without a back office. Mounted with the dev outbox (never in
 * production); a page for people (/dev/price-access) and JSON for tests.
 */
export const devPriceAccessRoutes = new Hono<AppEnv>()
  .post('/api/dev/price-access/:id/state/', async (c) => {
    const body = await readJson(c, PriceAccessDecision)
    return c.json(await decidePriceAccess(c.var.deps, null, pathId(c, 'id'), body.state, body.reason))
  })
  .put('/api/dev/companies/:id/price-restriction/', async (c) => {
    const body = await readJson(c, PriceRestrictionBody)
    return c.json(await setPriceRestriction(c.var.deps, pathId(c, 'id'), body))
  })
  .post('/dev/price-access/:id', async (c) => {
    const form = await c.req.parseBody()
    const state = postedDecision(form, ['approved', 'rejected'] as const)
    await decidePriceAccess(c.var.deps, null, pathId(c, 'id'), state, String(form.reason ?? ''))
    return c.redirect('/dev/price-access', 303)
  })
  .get('/dev/price-access', async (c) =>
    devPage(c, {
      title: 'Dev price access',
      intro:
        "What a manager does: check a legal customer's documents, then approve (the customer gets the company's price-access level) or reject with a reason. Development only.",
      body: devTable(
        ['Id', 'Company', 'Customer', 'State', 'Reason', 'Decision'],
        await recentRequests(c.var.deps),
        (r) => html`<tr>
          <td>${r.id}</td><td>${r.companyId}</td><td>${r.customerId}</td><td data-state="${r.state}">${r.state}</td><td>${r.reason}</td>
          <td>${
            r.state === 'on_approval'
              ? html`${decisionButton(`/dev/price-access/${r.id}`, 'approved', 'approve', `Request ${r.id}: approve`)}
                ${decisionButton(
                  `/dev/price-access/${r.id}`,
                  'rejected',
                  'reject',
                  `Request ${r.id}: reject`,
                  html`<label>Reason <input name="reason" required maxlength="1000" /></label>`,
                )}`
              : ''
          }</td>
        </tr>`,
      ),
    }),
  )
