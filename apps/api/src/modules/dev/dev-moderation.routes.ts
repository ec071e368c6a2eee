import { returns } from '@vitrina/api-client/operations'
import { isReturnState, RETURN_TRANSITIONS } from '@vitrina/domain/return-state'
import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { html } from 'hono/html'
import { reclamations, reviews } from '../../db/schema/index.ts'
import type { AppEnv } from '../../http/context.ts'
import { ApiProblem } from '../../http/errors.ts'
import { OperationRouter } from '../../http/operation.ts'
import { pathId } from '../../http/validate.ts'
import { staffMoveReclamation } from '../reclamations/reclamations.service.ts'
import { moderateReview } from '../reviews/review-writing.service.ts'

/**
 * The development control for what a manager does: move return applications along their lifecycle and
 * publish or reject reviews, so the whole flow can be shown and tested without a back office. Mounted with the
 * dev outbox (never in production); a page for people (/dev/returns) and JSON for tests.
 */
export const devModerationRoutes = new Hono<AppEnv>()
  .route(
    '/',
    new OperationRouter()
      .on(returns.devMoveReclamation, (c, { params, body }) =>
        staffMoveReclamation(c.var.deps, null, params.id, body.state, body.comment),
      )
      .on(returns.devModerateReview, (c, { params, body }) =>
        moderateReview(c.var.deps, null, params.id, body.state),
      ).app,
  )
  // The control page's own forms (urlencoded, answered with a redirect back to the page).
  .post('/dev/returns/reclamations/:id', async (c) => {
    const form = await c.req.parseBody()
    await staffMoveReclamation(
      c.var.deps,
      null,
      pathId(c, 'id'),
      String(form.state ?? ''),
      String(form.comment ?? ''),
    )
    return c.redirect('/dev/returns', 303)
  })
  .post('/dev/returns/reviews/:id', async (c) => {
    const form = await c.req.parseBody()
    const state = form.state === 'published' || form.state === 'rejected' ? form.state : null
    if (!state) throw new ApiProblem(400, { detail: 'Expected published or rejected.' })
    await moderateReview(c.var.deps, null, pathId(c, 'id'), state)
    return c.redirect('/dev/returns', 303)
  })
  .get('/dev/returns', async (c) => {
    const db = c.var.deps.db
    const [apps, pending] = await Promise.all([
      db.select().from(reclamations).orderBy(desc(reclamations.id)).limit(50),
      db.select().from(reviews).where(eq(reviews.state, 'pending')).orderBy(desc(reviews.id)).limit(50),
    ])
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Dev returns and reviews · Vitrina</title>
          <style>
            body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
            table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #ddd; vertical-align: top; }
            form { display: inline-block; margin: 0 .25rem .25rem 0; }
          </style>
        </head>
        <body>
          <main>
            <h1>Dev returns and reviews</h1>
            <p>What a manager does: check and move return applications, moderate reviews. Development only.</p>
            <h2>Return applications</h2>
            <table>
              <thead><tr><th scope="col">Id</th><th scope="col">Company</th><th scope="col">State</th><th scope="col">Reason</th><th scope="col">Move to</th></tr></thead>
              <tbody>
                ${apps.map(
                  (r) => html`<tr>
                    <td>${r.id}</td><td>${r.companyId}</td><td data-state="${r.state}">${r.state}</td><td>${r.reason}</td>
                    <td>${(isReturnState(r.state) ? RETURN_TRANSITIONS[r.state] : [])
                      .filter((to) => to !== 'canceled')
                      .map(
                        (to) => html`<form method="post" action="/dev/returns/reclamations/${r.id}">
                          <input type="hidden" name="state" value="${to}" />
                          <button type="submit" aria-label="Application ${r.id}: ${to}">${to}</button>
                        </form>`,
                      )}</td>
                  </tr>`,
                )}
              </tbody>
            </table>
            <h2>Reviews awaiting moderation</h2>
            <table>
              <thead><tr><th scope="col">Id</th><th scope="col">Product</th><th scope="col">Rating</th><th scope="col">Text</th><th scope="col">Decision</th></tr></thead>
              <tbody>
                ${pending.map(
                  (r) => html`<tr>
                    <td>${r.id}</td><td>${r.productId}</td><td>${r.rating}</td><td>${r.comment}</td>
                    <td>${(['published', 'rejected'] as const).map(
                      (to) => html`<form method="post" action="/dev/returns/reviews/${r.id}">
                        <input type="hidden" name="state" value="${to}" />
                        <button type="submit" aria-label="Review ${r.id}: ${to}">${to === 'published' ? 'publish' : 'reject'}</button>
                      </form>`,
                    )}</td>
                  </tr>`,
                )}
              </tbody>
            </table>
          </main>
        </body>
      </html>`)
  })
