import * as v from 'valibot'
import { defineOperation } from '../contract/operation.ts'
import { EventRegistration, EventRegistrationPage } from '../schemas/event-registration.ts'
import { E, IdParam, PageNumber, PageSize, SlugParam } from './fields.ts'

/**
 * Event registrations (issue 15, spec §4). Registering needs sign-in; places are never overbooked; a customer
 * holds one active registration per event; the organiser approves or rejects (`X-Staff-Token`).
 */
const conflict = {
  status: 409,
  description:
    'Refused by the event or the lifecycle: `event_full`, `event_past`, `already_registered`, `wrong_state`.',
} as const

export const registerForEvent = defineOperation({
  id: 'registerForEvent',
  method: 'POST',
  path: '/api/events/{slug}/registrations/',
  summary: 'Register the customer for an event (awaiting review); takes one of its places',
  tag: 'events',
  access: 'customer',
  params: SlugParam,
  answer: EventRegistration,
  status: 201,
  errors: [E.signIn, E.notFound, conflict],
})

export const listEventRegistrations = defineOperation({
  id: 'listEventRegistrations',
  method: 'GET',
  path: '/api/event-registrations/',
  summary: 'The customer’s event registrations, newest first (optionally for one event)',
  tag: 'events',
  access: 'customer',
  query: v.object({
    event: v.optional(v.pipe(v.string(), v.maxLength(300, 'At most 300 characters.'))),
    page: PageNumber,
    page_size: PageSize(50, '20'),
  }),
  answer: EventRegistrationPage,
  status: 200,
  errors: [E.signIn, E.invalid],
})

export const cancelEventRegistration = defineOperation({
  id: 'cancelEventRegistration',
  method: 'POST',
  path: '/api/event-registrations/{id}/cancel/',
  summary: 'Cancel the customer’s registration (new or approved); frees its place',
  tag: 'events',
  access: 'customer',
  params: IdParam,
  answer: EventRegistration,
  status: 200,
  errors: [E.signIn, E.notFound, conflict],
})

export const RegistrationDecision = v.object({
  state: v.picklist(['approved', 'rejected'], 'state must be approved or rejected.'),
  comment: v.optional(v.pipe(v.string(), v.maxLength(1000, 'At most 1000 characters.')), ''),
})

const staffToken = {
  status: 401,
  description: 'No or a wrong `X-Staff-Token` (404 when STAFF_TOKEN is not configured).',
} as const

export const staffMoveEventRegistration = defineOperation({
  id: 'staffMoveEventRegistration',
  method: 'POST',
  path: '/api/staff/event-registrations/{id}/state/',
  summary: 'Organiser: approve or reject a registration (`X-Staff-Token`); a rejection frees the place',
  tag: 'staff',
  access: 'tenant',
  params: IdParam,
  body: RegistrationDecision,
  answer: EventRegistration,
  status: 200,
  errors: [staffToken, E.notFound, conflict],
})
export const devMoveEventRegistration = defineOperation({
  id: 'devMoveEventRegistration',
  method: 'POST',
  path: '/api/dev/event-registrations/{id}/state/',
  summary: 'Dev control: approve or reject a registration (development only)',
  tag: 'dev',
  access: 'public',
  params: IdParam,
  body: RegistrationDecision,
  answer: EventRegistration,
  status: 200,
  errors: [E.invalid, E.notFound, conflict],
  examples: { body: { state: 'approved' } },
})
export const devEventsPage = defineOperation({
  id: 'devEventsPage',
  method: 'GET',
  path: '/dev/events',
  summary: 'Dev control page: event registrations awaiting review, to approve or reject',
  tag: 'dev',
  access: 'public',
  answer: null,
  status: 200,
  produces: 'text/html',
  errors: [],
})
export const devEventsMove = defineOperation({
  id: 'devEventsMove',
  method: 'POST',
  path: '/dev/events/registrations/{id}',
  summary: 'Dev control page form: approve or reject a registration, back to the page',
  tag: 'dev',
  access: 'public',
  params: IdParam,
  answer: null,
  status: 303,
  errors: [],
})
