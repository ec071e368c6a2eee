import {
  applySubscriptionChoices,
  SUBSCRIPTION_TOPICS,
  type SubscriptionChannel,
  type SubscriptionTopic,
  subscriptionRefusal,
} from '@vitrina/domain/subscriptions'
import { and, eq } from 'drizzle-orm'
import { customerSubscriptions, customers } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { badRequest, notFound } from '../../http/errors.ts'

type Caller = { companyId: number; customerId: number }

async function emailOf(deps: Deps, caller: Caller) {
  const [row] = await deps.db
    .select({ email: customers.email, confirmed: customers.emailConfirmed })
    .from(customers)
    .where(and(eq(customers.id, caller.customerId), eq(customers.companyId, caller.companyId)))
  if (!row) throw notFound()
  return { address: row.email, confirmed: row.email !== '' && row.confirmed }
}

/**
 * The customer's channels per topic. Email shows as off while the address is not confirmed, whatever was
 * chosen before (a changed, unconfirmed address must not be mailed).
 */
export async function getSubscriptions(deps: Deps, caller: Caller) {
  const [email, rows] = await Promise.all([
    emailOf(deps, caller),
    deps.db
      .select()
      .from(customerSubscriptions)
      .where(eq(customerSubscriptions.customerId, caller.customerId)),
  ])
  const matrix = applySubscriptionChoices(rows)
  return {
    topics: SUBSCRIPTION_TOPICS.map((topic) => ({
      topic,
      channels: { ...matrix[topic], email: email.confirmed && matrix[topic].email },
    })),
    email,
  }
}

export async function changeSubscription(
  deps: Deps,
  caller: Caller,
  change: { topic: SubscriptionTopic; channel: SubscriptionChannel; enabled: boolean },
) {
  const email = await emailOf(deps, caller)
  const refusal = subscriptionRefusal(change.channel, change.enabled, {
    address: email.address || null,
    confirmed: email.confirmed,
  })
  if (refusal === 'no_email') throw badRequest('Add an email in your profile first.', 'no_email')
  if (refusal) throw badRequest('Confirm your email first: we send it a link.', refusal)
  const updatedAt = deps.clock.now()
  await deps.db
    .insert(customerSubscriptions)
    .values({ customerId: caller.customerId, ...change, updatedAt })
    .onConflictDoUpdate({
      target: [customerSubscriptions.customerId, customerSubscriptions.topic, customerSubscriptions.channel],
      set: { enabled: change.enabled, updatedAt },
    })
  return getSubscriptions(deps, caller)
}
