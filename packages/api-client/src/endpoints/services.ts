import * as v from 'valibot'
import { type ApiClientOptions, request } from '../http.ts'
import { AuthKey } from '../schemas/auth.ts'
import { Order } from '../schemas/order.ts'

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

/** POST /api/dadata/suggest/ — spec §7; bounds and locations per `suggestBounds` of @vitrina/domain. */
export const suggestAddress = (
  o: ApiClientOptions,
  input: {
    query: string
    from_bound?: { value: AddressBound }
    to_bound?: { value: AddressBound }
    locations?: Record<string, string>[]
    count?: number
  },
) =>
  request(o, {
    method: 'POST',
    path: 'api/dadata/suggest/',
    body: { name: 'address', ...input },
    schema: v.array(AddressSuggestion),
  })

/** POST /api/dadata/geolocate/ — reverse geocoding, radius 200 m and one result by default. */
export const geolocateAddress = (
  o: ApiClientOptions,
  input: { lat: number; lon: number; radius_meters?: number; count?: number },
) =>
  request(o, {
    method: 'POST',
    path: 'api/dadata/geolocate/',
    body: { name: 'address', radius_meters: 200, count: 1, ...input },
    schema: v.array(AddressSuggestion),
  })

/** POST /api/auth-codes/verify/ — the `auth_customer_id` / `auth_code` sign-in link. */
export const verifyAuthLink = (o: ApiClientOptions, input: { id: number; code: string }) =>
  request(o, { method: 'POST', path: 'api/auth-codes/verify/', body: input, schema: AuthKey })

export const Device = v.object({
  id: v.string(),
  application: v.string(),
  device_id: v.string(),
  customer_id: v.nullable(v.number()),
  registration_id: v.string(),
})
type DeviceBody = { application: string; device_id: string; registration_id: string }

export const createDevice = (o: ApiClientOptions, body: DeviceBody) =>
  request(o, { method: 'POST', path: 'api/fcm-devices/', body, schema: Device })
export const updateDevice = (o: ApiClientOptions, id: string, body: DeviceBody) =>
  request(o, { method: 'PATCH', path: `api/fcm-devices/${encodeURIComponent(id)}/`, body, schema: Device })
export const linkDevice = (o: ApiClientOptions, id: string) =>
  request(o, { method: 'POST', path: `api/fcm-devices/${encodeURIComponent(id)}/link/`, schema: null })
export const unlinkDevice = (o: ApiClientOptions, id: string) =>
  request(o, { method: 'POST', path: `api/fcm-devices/${encodeURIComponent(id)}/unlink/`, schema: null })
export const reportPushClick = (o: ApiClientOptions, id: number) =>
  request(o, { method: 'POST', path: `api/push/${id}/click/`, schema: null })

export const PaymentAnswer = v.object({
  payment_id: v.number(),
  status: v.string(),
  confirmation_url: v.nullable(v.string()),
  /** SberPay: the link that opens the bank's app (a QR of it on a desktop); null for other providers. */
  deep_link: v.optional(v.nullable(v.string())),
  order: Order,
})

/** POST /api/orders/{id}/pay/ — where to send the customer to pay; `return_url` must be a storefront path. */
export const startPayment = (o: ApiClientOptions, orderId: number, returnUrl: string) =>
  request(o, {
    method: 'POST',
    path: `api/orders/${orderId}/pay/`,
    body: { return_url: returnUrl },
    schema: PaymentAnswer,
  })

/** GET /api/orders/{id}/payment/ — polled after the return from the provider. */
export const getPaymentStatus = (o: ApiClientOptions, orderId: number) =>
  request(o, { path: `api/orders/${orderId}/payment/`, schema: PaymentAnswer })
