import * as v from 'valibot'

export const AuthKey = v.object({ key: v.string() })
export const SendCodeAnswer = v.object({
  phone: v.string(),
  method: v.picklist(['sms', 'call']),
  resend_after: v.number(),
  expires_in: v.number(),
})
export type SendCodeAnswer = v.InferOutput<typeof SendCodeAnswer>

export const Customer = v.object({
  id: v.number(),
  phone: v.string(),
  email: v.string(),
  email_confirmed: v.boolean(),
  first_name: v.string(),
  last_name: v.string(),
  middle_name: v.string(),
  gender: v.nullable(v.picklist(['female', 'male'])),
  birthday: v.nullable(v.string()),
  kind: v.picklist(['personal', 'legal']),
  state: v.string(),
  level: v.nullable(v.object({ id: v.number(), name: v.string(), description: v.nullable(v.string()) })),
  bonus_balance: v.string(),
})
export type Customer = v.InferOutput<typeof Customer>

export const OutboxMessage = v.object({
  channel: v.picklist(['sms', 'call', 'email']),
  to: v.string(),
  code: v.nullable(v.string()),
  text: v.string(),
  created: v.string(),
})
export type OutboxMessage = v.InferOutput<typeof OutboxMessage>
