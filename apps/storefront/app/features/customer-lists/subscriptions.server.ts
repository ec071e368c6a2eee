import { data, redirect } from '@remix-run/node'
import { ApiError } from '@vitrina/api-client'
import { SubscriptionChange, type SubscriptionSettings } from '@vitrina/api-client/schemas'
import {
  SUBSCRIPTION_CHANNELS,
  type SubscriptionChannel,
  type SubscriptionTopic,
} from '@vitrina/domain/subscriptions'
import * as v from 'valibot'
import { storefrontContext } from '../../lib/context.server.ts'
import { parseForm } from '../../lib/forms/form-issues.ts'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../catalog/cache-headers.server.ts'
import { readForm, rethrowApiError } from '../orders/orders.server.ts'

const NO_STORE = { 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL }
export const SAVED_PARAM = 'saved'

export type SubscriptionReply = { ok: true } | { ok: false; reason: 'email_not_confirmed' | 'failed' }

export async function loadSubscriptions(request: Request) {
  const context = await storefrontContext(request)
  const settings = await context.api.customerLists.getSubscriptions().catch(rethrowApiError)
  const saved = new URL(request.url).searchParams.has(SAVED_PARAM)
  return data({ settings, saved }, { headers: NO_STORE })
}

const wire = SubscriptionChange.entries

/** A topic's switches as the no-JS form posts them (`orders.email=on`); an unchecked one is not posted. */
const TopicSwitches = v.optional(
  v.object({ email: v.optional(v.boolean()), push: v.optional(v.boolean()), sms: v.optional(v.boolean()) }),
)

/**
 * The page's two posts, parsed by conform: one switch (`intent=one`: the API operation's own `topic`, `channel`
 * and `enabled`, sent as 1 or 0 by the switch's fetcher), or the whole form without JavaScript (`intent=save`:
 * a checkbox per topic and channel, conform reading `on` as true).
 */
export const SubscriptionsForm = v.variant('intent', [
  v.object({
    intent: v.literal('one'),
    topic: wire.topic,
    channel: wire.channel,
    enabled: v.pipe(
      v.picklist(['0', '1']),
      v.transform((value) => value === '1'),
      wire.enabled,
    ),
  }),
  v.object({
    intent: v.literal('save'),
    orders: TopicSwitches,
    promotions: TopicSwitches,
    news: TopicSwitches,
  }),
])

/** The no-JS form's switches: per topic, the channels that are on. */
export type PostedSwitches = {
  [topic in SubscriptionTopic]?: { [channel in SubscriptionChannel]?: boolean | undefined } | undefined
}

/**
 * Two ways in, one rule (the API's): a switch flipped with JavaScript sends `intent=one` with its topic and
 * channel and gets `{ ok }` for the toast; the whole form without JavaScript (`intent=save`) saves every switch
 * that changed and comes back with a notice. Email stays off while the address is unconfirmed either way.
 */
export async function subscriptionsAction(request: Request) {
  const context = await storefrontContext(request)
  const submission = parseForm(await readForm(request), SubscriptionsForm)
  if (submission.status !== 'success')
    return data<SubscriptionReply>({ ok: false, reason: 'failed' }, { status: 400, headers: NO_STORE })
  const input = submission.value
  const api = context.api.customerLists
  if (input.intent === 'one') {
    try {
      const { topic, channel, enabled } = input
      await api.changeSubscription({ topic, channel, enabled })
      return data<SubscriptionReply>({ ok: true }, { headers: NO_STORE })
    } catch (error) {
      return refusal(error)
    }
  }
  const current = await api.getSubscriptions().catch(rethrowApiError)
  for (const change of changesOf(current, input)) await api.changeSubscription(change).catch(rethrowApiError)
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
export function changesOf(current: SubscriptionSettings, posted: PostedSwitches) {
  return current.topics.flatMap(({ topic, channels }) =>
    SUBSCRIPTION_CHANNELS.filter((channel) => channel !== 'email' || current.email.confirmed)
      .map((channel) => ({ topic, channel, enabled: posted[topic]?.[channel] === true }))
      .filter((change) => change.enabled !== channels[change.channel]),
  )
}
