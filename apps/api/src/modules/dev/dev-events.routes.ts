import { RegistrationDecision } from '@vitrina/api-client/operations/events'
import { canMoveRegistration } from '@vitrina/domain/event-registration'
import { Hono } from 'hono'
import { html } from 'hono/html'
import type { AppEnv } from '../../http/context.ts'
import { pathId, readJson } from '../../http/validate.ts'
import { moveRegistration, recentRegistrations } from '../events/event-registrations.service.ts'
import { decisionButton, devPage, devTable, postedDecision } from './dev-page.ts'

const STAFF = { companyId: null, customerId: null }

/**
 * The development control for what an event organiser does: approve or reject registrations, so the flow can
 * be shown and tested without a back office. Mounted with the dev outbox (never in production).
 */
export const devEventRoutes = new Hono<AppEnv>()
  .post('/api/dev/event-registrations/:id/state/', async (c) => {
    const body = await readJson(c, RegistrationDecision)
    return c.json(
      await moveRegistration(c.var.deps, STAFF, pathId(c, 'id'), body.state, 'staff', body.comment),
    )
  })
  .post('/dev/events/registrations/:id', async (c) => {
    const form = await c.req.parseBody()
    const state = postedDecision(form, ['approved', 'rejected'] as const)
    const comment = typeof form.comment === 'string' ? form.comment.slice(0, 1000) : ''
    await moveRegistration(c.var.deps, STAFF, pathId(c, 'id'), state, 'staff', comment)
    return c.redirect('/dev/events', 303)
  })
  .get('/dev/events', async (c) =>
    devPage(c, {
      title: 'Dev event registrations',
      intro: 'What an organiser does: approve or reject registrations awaiting review. Development only.',
      body: devTable(
        ['Id', 'Company', 'Event', 'Customer', 'State', 'Decision'],
        await recentRegistrations(c.var.deps),
        ({ registration: r, event, phone }) => html`<tr>
          <td>${r.id}</td><td>${r.companyId}</td><td>${event.title}</td><td>${phone}</td>
          <td data-state="${r.state}">${r.state}</td>
          <td>${(['approved', 'rejected'] as const)
            .filter((to) => canMoveRegistration(r.state, to, 'staff'))
            .map((to) => {
              const verb = to === 'approved' ? 'approve' : 'reject'
              return decisionButton(
                `/dev/events/registrations/${r.id}`,
                to,
                verb,
                `Registration ${r.id}: ${verb}`,
              )
            })}</td>
        </tr>`,
      ),
    }),
  )
