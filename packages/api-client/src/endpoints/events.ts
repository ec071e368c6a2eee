import { type ApiClientOptions, call } from '../http.ts'
import * as op from '../operations/events.ts'

export { EventRegistration, EventRegistrationPage } from '../schemas/event-registration.ts'

export const registerForEvent = (o: ApiClientOptions, slug: string) =>
  call(o, op.registerForEvent, { params: { slug } })
export const listEventRegistrations = (
  o: ApiClientOptions,
  query: { event?: string; page?: number; page_size?: number } = {},
) => call(o, op.listEventRegistrations, { query })
export const cancelEventRegistration = (o: ApiClientOptions, id: number) =>
  call(o, op.cancelEventRegistration, { params: { id } })
