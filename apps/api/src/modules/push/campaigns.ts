import { applySubscriptionChoices } from '@vitrina/domain/subscriptions'
import { and, eq, inArray } from 'drizzle-orm'
import { customerSubscriptions, fcmDevices, pushMessages } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { kickPushDelivery, queuePush, recordPushMessage } from './push-outbox.ts'

export type Campaign = {
  type: 'LANDING' | 'PRODUCT_CATEGORY' | 'PROMOTION' | 'LINK'
  value: string | null
  title: string
  body: string
  media: string | null
  topic: 'promotions' | 'news'
  key?: string | undefined
}

/**
 * Records a campaign and queues it, in one transaction, for the devices of customers who switched push on
 * for its topic (marketing is opt-in: the default is off) and for guests' devices. A key used before answers
 * the first campaign and queues nothing.
 */
export async function sendCampaign(deps: Deps, companyId: number, campaign: Campaign) {
  const now = deps.clock.now()
  const dedupeKey = `campaign:${campaign.key ?? crypto.randomUUID()}`
  const result = await deps.db.transaction(async (tx) => {
    const id = await recordPushMessage(tx, {
      companyId,
      type: campaign.type,
      value: campaign.value || null,
      title: campaign.title,
      body: campaign.body,
      media: campaign.media,
      dedupeKey,
    })
    if (id === null) {
      const [existing] = await tx
        .select({ id: pushMessages.id })
        .from(pushMessages)
        .where(and(eq(pushMessages.companyId, companyId), eq(pushMessages.dedupeKey, dedupeKey)))
      if (!existing) throw new Error('campaign vanished between insert and select')
      return { id: existing.id, created: false, queued: 0 }
    }
    const linked = await tx
      .selectDistinct({ customerId: fcmDevices.customerId })
      .from(fcmDevices)
      .where(eq(fcmDevices.companyId, companyId))
    const customerIds = linked.flatMap((d) => (d.customerId === null ? [] : [d.customerId]))
    const choices =
      customerIds.length === 0
        ? []
        : await tx
            .select()
            .from(customerSubscriptions)
            .where(inArray(customerSubscriptions.customerId, customerIds))
    const subscribed = customerIds.filter(
      (customerId) =>
        applySubscriptionChoices(choices.filter((c) => c.customerId === customerId))[campaign.topic].push,
    )
    const queued = await queuePush(tx, now, {
      companyId,
      messageId: id,
      customerIds: subscribed,
      guests: true,
    })
    return { id, created: true, queued }
  })
  kickPushDelivery(deps)
  return result
}
