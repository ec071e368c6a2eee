/**
 * The checkout machine's actors on the JavaScript path: each posts JSON to the page's resource route
 * (`/cart/delivery/api/{op}/`, routes/cart-delivery-api), which calls the API with the shopper's HttpOnly token.
 * A refused call is rethrown as the same `ApiError` the server sees, so `toOrderFailure` reads it alike.
 */
import { type AddressSuggestion, ApiError, type Cart, type Order, type Outlet } from '@vitrina/api-client'
import type { LoyaltyCardCheck } from '@vitrina/api-client/schemas/loyalty'
import { fromPromise } from 'xstate'
import type { CheckCardInput, CreateOrderInput, ReverseGeocodeInput } from './checkout.machine.ts'
import { checkoutMachine } from './checkout.machine.ts'
import type { PickupKind } from './checkout-types.ts'

const BASE = '/cart/delivery/api/'

/** POSTs `body` to the op and answers the parsed JSON; a non-2xx answer throws an `ApiError`. */
export async function postCheckout<T>(op: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`${BASE}${op}/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  })
  const json: unknown = await response.json().catch(() => null)
  if (!response.ok) throw new ApiError(response.status, json)
  return json as T
}

/** The machine with its four actors bound to the resource route; `employee` adds the consultant's phone. */
export function browserCheckoutMachine(employee: () => string | null) {
  return checkoutMachine.provide({
    actors: {
      previewCart: fromPromise(({ input, signal }) => postCheckout<Cart>('preview', input, signal)),
      createOrder: fromPromise(({ input }: { input: CreateOrderInput }) => {
        const phone = employee()
        const request = phone ? { ...input.request, employee: phone } : input.request
        return postCheckout<Order>('order', { request, idempotencyKey: input.idempotencyKey })
      }),
      saveProfile: fromPromise(({ input }) => postCheckout<unknown>('profile', input)),
      reverseGeocode: fromPromise(({ input, signal }: { input: ReverseGeocodeInput; signal: AbortSignal }) =>
        postCheckout<AddressSuggestion[]>('geocode', { lat: input.lat, lon: input.lon }, signal),
      ),
      checkCard: fromPromise(({ input, signal }: { input: CheckCardInput; signal: AbortSignal }) =>
        postCheckout<LoyaltyCardCheck>('card', input, signal),
      ),
    },
  })
}

/** The first `limit` points of the kind, with how many there are in all. */
export function fetchPoints(
  query: { kind: PickupKind; search: string; position: { lat: number; lon: number } | null; limit: number },
  signal?: AbortSignal,
): Promise<{ results: Outlet[]; count: number }> {
  return postCheckout<{ results: Outlet[]; count: number }>('points', query, signal)
}

/** Suggestions for the street field, bounded by the chosen city when there is one. */
export function fetchSuggestions(
  input: { query: string; city: string },
  signal?: AbortSignal,
): Promise<AddressSuggestion[]> {
  return postCheckout<AddressSuggestion[]>('suggest', input, signal)
}

/** The browser's position (spec §7: high accuracy, 5000 ms timeout); rejects when denied or unavailable. */
export function currentPosition(): Promise<{ lat: number; lon: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('geolocation unsupported'))
      return
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lon: p.coords.longitude }),
      reject,
      { enableHighAccuracy: true, timeout: 5000 },
    )
  })
}
