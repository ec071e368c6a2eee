import { data, redirect } from '@remix-run/node'
import { ApiError } from '@vitrina/api-client'
import { IdNumber } from '@vitrina/api-client/schemas'
import * as v from 'valibot'
import { NO_STORE, readForm, rethrowApiError } from '../../features/orders/orders.server.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { parseForm } from '../../lib/forms/form-issues.ts'

export const CANCELED_PARAM = 'canceled'
const PATH = '/my/event-registrations/'

export type RegistrationsReply = { error: 'cancel-failed' }

/** The customer's registrations; `?cancel={id}` opens the confirmation (inline without JavaScript). */
export async function loadRegistrations(request: Request) {
  const context = await storefrontContext(request)
  const search = new URL(request.url).searchParams
  const page = Number(search.get('page')) || 1
  const list = await context.api.events
    .listEventRegistrations({ page: Math.min(Math.max(1, page), 10_000), page_size: 20 })
    .catch(rethrowApiError)
  const confirm = Number(search.get('cancel'))
  const canceled = Number(search.get(CANCELED_PARAM))
  return data(
    {
      list,
      page,
      confirmCancel: list.results.find((r) => r.id === confirm && r.can_cancel)?.id ?? null,
      canceled: list.results.find((r) => r.id === canceled && r.state === 'canceled')?.id ?? null,
    },
    { headers: NO_STORE },
  )
}

/** The confirmation's post: the pressed button and which registration (an id as the API's operations take). */
export const CancelForm = v.object({ intent: v.literal('cancel'), registration: IdNumber() })

/** Cancels one registration; back to the list (303) with the notice, or the refusal said on the page. */
export async function cancelRegistrationAction(request: Request) {
  const context = await storefrontContext(request)
  const form = parseForm(await readForm(request), CancelForm)
  if (form.status !== 'success') return data(null, { status: 400, headers: NO_STORE })
  const id = form.value.registration
  try {
    await context.api.events.cancelEventRegistration(id)
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 401)) rethrowApiError(error)
    if (!(error instanceof ApiError && error.status === 409))
      console.error('event registration: cancel failed', error)
    const reply: RegistrationsReply = { error: 'cancel-failed' }
    return data(reply, { status: 409, headers: NO_STORE })
  }
  return redirect(`${PATH}?${CANCELED_PARAM}=${id}#registration-${id}`, { status: 303, headers: NO_STORE })
}
