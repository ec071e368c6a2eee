import { returns } from '@vitrina/api-client/operations'
import { isReturnState, RETURN_TRANSITIONS } from '@vitrina/domain/return-state'
import { Hono } from 'hono'
import { html } from 'hono/html'
import type { AppEnv } from '../../http/context.ts'
import { OperationRouter } from '../../http/operation.ts'
import { pathId } from '../../http/validate.ts'
import { recentReclamations, staffMoveReclamation } from '../reclamations/reclamations.service.ts'
import { moderateReview, pendingReviews } from '../reviews/review-writing.service.ts'
import { decisionButton, devPage, devTable, postedDecision } from './dev-page.ts'

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
    const state = postedDecision(await c.req.parseBody(), ['published', 'rejected'] as const)
    await moderateReview(c.var.deps, null, pathId(c, 'id'), state)
    return c.redirect('/dev/returns', 303)
  })
  .get('/dev/returns', async (c) => {
    const [apps, pending] = await Promise.all([recentReclamations(c.var.deps), pendingReviews(c.var.deps)])
    return devPage(c, {
      title: 'Dev returns and reviews',
      intro: 'What a manager does: check and move return applications, moderate reviews. Development only.',
      body: html`<h2>Return applications</h2>
        ${devTable(
          ['Id', 'Company', 'State', 'Reason', 'Move to'],
          apps,
          (r) => html`<tr>
            <td>${r.id}</td><td>${r.companyId}</td><td data-state="${r.state}">${r.state}</td><td>${r.reason}</td>
            <td>${(isReturnState(r.state) ? RETURN_TRANSITIONS[r.state] : [])
              .filter((to) => to !== 'canceled')
              .map((to) =>
                decisionButton(`/dev/returns/reclamations/${r.id}`, to, to, `Application ${r.id}: ${to}`),
              )}</td>
          </tr>`,
        )}
        <h2>Reviews awaiting moderation</h2>
        ${devTable(
          ['Id', 'Product', 'Rating', 'Text', 'Decision'],
          pending,
          (r) => html`<tr>
            <td>${r.id}</td><td>${r.productId}</td><td>${r.rating}</td><td>${r.comment}</td>
            <td>${(['published', 'rejected'] as const).map((to) => {
              const verb = to === 'published' ? 'publish' : 'reject'
              return decisionButton(`/dev/returns/reviews/${r.id}`, to, verb, `Review ${r.id}: ${to}`)
            })}</td>
          </tr>`,
        )}`,
    })
  })
