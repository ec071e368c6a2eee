import { type ApiClientOptions, call } from '../http.ts'
import * as auth from '../operations/auth.ts'
import * as orders from '../operations/orders.ts'
import * as op from '../operations/services.ts'
import type { AddressBound } from '../schemas/services.ts'

export { type AddressBound, AddressSuggestion, Device, PaymentAnswer } from '../schemas/services.ts'

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
) => call(o, op.suggestAddress, { body: { name: 'address', ...input } })

/** POST /api/dadata/geolocate/ — reverse geocoding, radius 200 m and one result by default. */
export const geolocateAddress = (
  o: ApiClientOptions,
  input: { lat: number; lon: number; radius_meters?: number; count?: number },
) => call(o, op.geolocateAddress, { body: { name: 'address', radius_meters: 200, count: 1, ...input } })

/** POST /api/auth-codes/verify/ — the `auth_customer_id` / `auth_code` sign-in link. */
export const verifyAuthLink = (o: ApiClientOptions, input: { id: number; code: string }) =>
  call(o, auth.verifyAuthLink, { body: input })

type DeviceBody = { application: string; device_id: string; registration_id: string }

export const createDevice = (o: ApiClientOptions, body: DeviceBody) => call(o, op.createDevice, { body })
export const updateDevice = (o: ApiClientOptions, id: string, body: DeviceBody) =>
  call(o, op.updateDevice, { params: { id }, body })
export const linkDevice = (o: ApiClientOptions, id: string) => call(o, op.linkDevice, { params: { id } })
export const unlinkDevice = (o: ApiClientOptions, id: string) => call(o, op.unlinkDevice, { params: { id } })
export const reportPushClick = (o: ApiClientOptions, id: number) =>
  call(o, op.reportPushClick, { params: { id } })

/** POST /api/orders/{id}/pay/ — where to send the customer to pay; `return_url` must be a storefront path. */
export const startPayment = (o: ApiClientOptions, orderId: number, returnUrl: string, method?: string) =>
  call(o, orders.startPayment, {
    params: { id: orderId },
    body: { return_url: returnUrl, ...(method ? { method } : {}) },
  })

/** GET /api/orders/{id}/payment/ — polled after the return from the provider. */
export const getPaymentStatus = (o: ApiClientOptions, orderId: number) =>
  call(o, orders.getPaymentStatus, { params: { id: orderId } })
