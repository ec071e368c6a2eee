import { PriceAccessDecision, PriceRestrictionBody } from '@vitrina/api-client/schemas/legal'
import { Hono } from 'hono'
import { html } from 'hono/html'
import type { AppEnv } from '../../http/context.ts'
import { ApiProblem } from '../../http/errors.ts'
import { pathId, readJson } from '../../http/validate.ts'
import { decidePriceAccess, recentRequests } from '../legal/price-access.service.ts'
import { setPriceRestriction } from '../legal/price-restriction.service.ts'

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
    const state = form.state === 'approved' || form.state === 'rejected' ? form.state : null
    if (!state) throw new ApiProblem(400, { detail: 'Expected approved or rejected.' })
    await decidePriceAccess(c.var.deps, null, pathId(c, 'id'), state, String(form.reason ?? ''))
    return c.redirect('/dev/price-access', 303)
  })
  .get('/dev/price-access', async (c) => {
    const requests = await recentRequests(c.var.deps)
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Dev price access · Vitrina</title>
          <style>
            body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
            table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #ddd; vertical-align: top; }
            form { display: inline-block; margin: 0 .25rem .25rem 0; }
          </style>
        </head>
        <body>
          <main>
            <h1>Dev price access</h1>
            <p>What a manager does: check a legal customer's documents, then approve (the customer gets the company's price-access level) or reject with a reason. Development only.</p>
            <table>
              <thead><tr><th scope="col">Id</th><th scope="col">Company</th><th scope="col">Customer</th><th scope="col">State</th><th scope="col">Reason</th><th scope="col">Decision</th></tr></thead>
              <tbody>
                ${requests.map(
                  (r) => html`<tr>
                    <td>${r.id}</td><td>${r.companyId}</td><td>${r.customerId}</td><td data-state="${r.state}">${r.state}</td><td>${r.reason}</td>
                    <td>${
                      r.state === 'on_approval'
                        ? html`<form method="post" action="/dev/price-access/${r.id}">
                            <input type="hidden" name="state" value="approved" />
                            <button type="submit" aria-label="Request ${r.id}: approve">approve</button>
                          </form>
                          <form method="post" action="/dev/price-access/${r.id}">
                            <input type="hidden" name="state" value="rejected" />
                            <label>Reason <input name="reason" required maxlength="1000" /></label>
                            <button type="submit" aria-label="Request ${r.id}: reject">reject</button>
                          </form>`
                        : ''
                    }</td>
                  </tr>`,
                )}
              </tbody>
            </table>
          </main>
        </body>
      </html>`)
  })
