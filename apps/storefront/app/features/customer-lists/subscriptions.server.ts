import { data, redirect } from '@remix-run/node'
import { ApiError } from '@vitrina/api-client'
import type { SubscriptionSettings } from '@vitrina/api-client/schemas'
import {
  isSubscriptionChannel,
  isSubscriptionTopic,
  SUBSCRIPTION_CHANNELS,
} from '@vitrina/domain/subscriptions'
import { storefrontContext } from '../../lib/context.server.ts'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../catalog/cache-headers.server.ts'
import { rethrowApiError } from '../orders/orders.server.ts'

const NO_STORE = { 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL }
export const SAVED_PARAM = 'saved'

export type SubscriptionReply = { ok: true } | { ok: false; reason: 'email_not_confirmed' | 'failed' }

export async function loadSubscriptions(request: Request) {
  const context = await storefrontContext(request)
  const settings = await context.api.customerLists.getSubscriptions().catch(rethrowApiError)
  const saved = new URL(request.url).searchParams.has(SAVED_PARAM)
  return data({ settings, saved }, { headers: NO_STORE })
}

/**
 * Two ways in, one rule (the API's): a switch flipped with JavaScript sends `intent=one` with its topic and
 * channel and gets `{ ok }` for the toast; the whole form without JavaScript (`intent=save`) saves every switch
 * that changed and comes back with a notice. Email stays off while the address is unconfirmed either way.
 */
export async function subscriptionsAction(request: Request) {
  const context = await storefrontContext(request)
  const form = await request.formData()
  const api = context.api.customerLists
  if (form.get('intent') === 'one') {
    const topic = String(form.get('topic'))
    const channel = String(form.get('channel'))
    if (!isSubscriptionTopic(topic) || !isSubscriptionChannel(channel))
      return data<SubscriptionReply>({ ok: false, reason: 'failed' }, { status: 400, headers: NO_STORE })
    try {
      await api.changeSubscription({ topic, channel, enabled: form.get('enabled') === '1' })
      return data<SubscriptionReply>({ ok: true }, { headers: NO_STORE })
    } catch (error) {
      return refusal(error)
    }
  }
  const current = await api.getSubscriptions().catch(rethrowApiError)
  for (const change of changesOf(current, form)) await api.changeSubscription(change).catch(rethrowApiError)
  return redirect(`/my/subscriptions/?${SAVED_PARAM}=1`, { status: 303, headers: NO_STORE })
}

function refusal(error: unknown) {
  if (error instanceof ApiError && error.status === 400) {
    const reason =
      error.code === 'email_not_confirmed' || error.code === 'no_email' ? 'email_not_confirmed' : 'failed'
    return data<SubscriptionReply>({ ok: false, reason }, { status: 400, headers: NO_STORE })
  }
  if (error instanceof ApiError && error.status === 401) rethrowApiError(error)
  console.error('subscriptions: the change failed', error)
  return data<SubscriptionReply>({ ok: false, reason: 'failed' }, { status: 502, headers: NO_STORE })
}

/** The switches of the posted form (`topic.channel` checkboxes) that differ from the stored choices. */
export function changesOf(current: SubscriptionSettings, form: FormData) {
  return current.topics.flatMap(({ topic, channels }) =>
    SUBSCRIPTION_CHANNELS.filter((channel) => channel !== 'email' || current.email.confirmed)
      .map((channel) => ({ topic, channel, enabled: form.get(`${topic}.${channel}`) === 'on' }))
      .filter((change) => change.enabled !== channels[change.channel]),
  )
}
