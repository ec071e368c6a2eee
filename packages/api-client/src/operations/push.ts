import { ORDER_STATES } from '@vitrina/domain/order-state'
import * as v from 'valibot'
import { defineOperation } from '../contract/operation.ts'
import { E, IdParam } from './fields.ts'

const staffToken = {
  status: 401,
  description: 'No or a wrong `X-Staff-Token` (404 when STAFF_TOKEN is not configured).',
} as const

const Text = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'This field is required.'),
    v.maxLength(max, `At most ${max} characters.`),
  )

/**
 * A push campaign (spec §3 "Push message"): sent to the devices of customers whose subscription to `topic`
 * has push on, and to guests' devices (they accepted the browser's prompt on this shop). `key` makes a retried
 * request send nothing new. ORDER messages are the API's own (order state changes) and cannot be a campaign.
 */
export const PushCampaign = v.object({
  type: v.picklist(['LANDING', 'PRODUCT_CATEGORY', 'PROMOTION', 'LINK'], 'Unknown push type.'),
  value: v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(2000, 'At most 2000 characters.'))),
    null,
  ),
  title: Text(200),
  body: Text(1000),
  media: v.optional(v.nullable(v.pipe(v.string(), v.url('Not a valid URL.'), v.maxLength(2000))), null),
  topic: v.optional(v.picklist(['promotions', 'news'], 'Unknown topic.'), 'promotions'),
  key: v.optional(v.pipe(v.string(), v.regex(/^[\w.:-]{1,100}$/, 'Letters, digits, . : _ - only.'))),
})

export const PushCampaignAnswer = v.object({
  id: v.number(),
  /** False when the key was used before: nothing new was queued. */
  created: v.boolean(),
  queued: v.number(),
})

export const sendPushCampaign = defineOperation({
  id: 'sendPushCampaign',
  method: 'POST',
  path: '/api/staff/push/campaigns/',
  summary: 'Send a push campaign to subscribed devices (`X-Staff-Token`)',
  tag: 'staff',
  access: 'tenant',
  body: PushCampaign,
  answer: PushCampaignAnswer,
  status: 201,
  errors: [staffToken, E.invalid],
  examples: {
    body: { type: 'PROMOTION', value: 'autumn-sale', title: 'Autumn sale', body: 'Up to 30% off tents' },
  },
})

export const OrderStateBody = v.object({
  state: v.picklist(ORDER_STATES, 'Unknown order state.'),
})

export const staffMoveOrder = defineOperation({
  id: 'staffMoveOrder',
  method: 'POST',
  path: '/api/staff/orders/{id}/state/',
  summary: 'Move an order to a state (`X-Staff-Token`); the customer is told per their subscriptions',
  tag: 'staff',
  access: 'tenant',
  params: IdParam,
  body: OrderStateBody,
  answer: v.object({ id: v.number(), number: v.string(), state: v.string() }),
  status: 200,
  errors: [staffToken, E.invalid, E.notFound],
  examples: { params: { id: '1' }, body: { state: 'ready_pickup' } },
})
