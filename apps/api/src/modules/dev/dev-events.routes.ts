import { RegistrationDecision } from '@vitrina/api-client/operations/events'
import { canMoveRegistration } from '@vitrina/domain/event-registration'
import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { html } from 'hono/html'
import { customers, eventRegistrations, events } from '../../db/schema/index.ts'
import type { AppEnv } from '../../http/context.ts'
import { ApiProblem } from '../../http/errors.ts'
import { pathId, readJson } from '../../http/validate.ts'
import { moveRegistration } from '../events/event-registrations.service.ts'

/**
 * The development control for what an event organiser does: approve or reject registrations, so the flow can
 * be shown and tested without a back office. Mounted with the dev outbox (never in production).
 */
export const devEventRoutes = new Hono<AppEnv>()
  .post('/api/dev/event-registrations/:id/state/', async (c) => {
    const body = await readJson(c, RegistrationDecision)
    return c.json(
      await moveRegistration(
        c.var.deps,
        { companyId: null, customerId: null },
        pathId(c, 'id'),
        body.state,
        'staff',
        body.comment,
      ),
    )
  })
  .post('/dev/events/registrations/:id', async (c) => {
    const form = await c.req.parseBody()
    const state = form.state === 'approved' || form.state === 'rejected' ? form.state : null
    if (!state) throw new ApiProblem(400, { detail: 'Expected approved or rejected.' })
    const comment = typeof form.comment === 'string' ? form.comment.slice(0, 1000) : ''
    await moveRegistration(
      c.var.deps,
      { companyId: null, customerId: null },
      pathId(c, 'id'),
      state,
      'staff',
      comment,
    )
    return c.redirect('/dev/events', 303)
  })
  .get('/dev/events', async (c) => {
    const rows = await c.var.deps.db
      .select({ registration: eventRegistrations, event: events, phone: customers.phone })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .innerJoin(customers, eq(customers.id, eventRegistrations.customerId))
      .orderBy(desc(eventRegistrations.id))
      .limit(50)
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Dev event registrations · Vitrina</title>
          <style>
            body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
            table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #ddd; vertical-align: top; }
            form { display: inline-block; margin: 0 .25rem .25rem 0; }
          </style>
        </head>
        <body>
          <main>
            <h1>Dev event registrations</h1>
            <p>What an organiser does: approve or reject registrations awaiting review. Development only.</p>
            <table>
              <thead><tr><th scope="col">Id</th><th scope="col">Company</th><th scope="col">Event</th><th scope="col">Customer</th><th scope="col">State</th><th scope="col">Decision</th></tr></thead>
              <tbody>
                ${rows.map(
                  ({ registration: r, event, phone }) => html`<tr>
                    <td>${r.id}</td><td>${r.companyId}</td><td>${event.title}</td><td>${phone}</td>
                    <td data-state="${r.state}">${r.state}</td>
                    <td>${(['approved', 'rejected'] as const)
                      .filter((to) => canMoveRegistration(r.state, to, 'staff'))
                      .map(
                        (to) => html`<form method="post" action="/dev/events/registrations/${r.id}">
                          <input type="hidden" name="state" value="${to}" />
                          <button type="submit" aria-label="Registration ${r.id}: ${to === 'approved' ? 'approve' : 'reject'}">${to === 'approved' ? 'approve' : 'reject'}</button>
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
