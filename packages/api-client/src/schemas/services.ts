import * as v from 'valibot'
import { Order } from './order.ts'

export const AddressSuggestion = v.object({
  value: v.string(),
  unrestricted_value: v.string(),
  data: v.looseObject({
    city: v.nullable(v.string()),
    city_fias_id: v.nullable(v.string()),
    settlement_fias_id: v.nullable(v.string()),
    street: v.nullable(v.string()),
    street_fias_id: v.nullable(v.string()),
    house: v.nullable(v.string()),
    geo_lat: v.nullable(v.string()),
    geo_lon: v.nullable(v.string()),
  }),
})
export type AddressSuggestion = v.InferOutput<typeof AddressSuggestion>
export type AddressBound = 'city' | 'settlement' | 'street' | 'house'

export const Device = v.object({
  id: v.string(),
  application: v.string(),
  device_id: v.string(),
  customer_id: v.nullable(v.number()),
  registration_id: v.string(),
})

export const PaymentAnswer = v.object({
  payment_id: v.number(),
  status: v.string(),
  confirmation_url: v.nullable(v.string()),
  /** SberPay: the link that opens the bank's app (a QR of it on a desktop); null for other providers. */
  deep_link: v.optional(v.nullable(v.string())),
  /** The method this payment is made by (redirect, yookassa-sdk, sberpay, yandex-pay). */
  method: v.optional(v.string()),
  /** YooKassa widget: the `confirmation_token` of an embedded confirmation; null for other methods. */
  confirmation_token: v.optional(v.nullable(v.string())),
  order: Order,
})
