import { type AddressBound, ApiError, type Customer } from '@vitrina/api-client'
import { ProfilePatch } from '@vitrina/api-client/operations/auth'
import { CartUpdate, OrderRequest } from '@vitrina/api-client/schemas'
import { REVERSE_GEOCODE, suggestBounds } from '@vitrina/domain/address'
import { parsePromoCodes, serializePromoCodes } from '@vitrina/domain/promo'
import * as v from 'valibot'
import { orderMarketing } from '../../features/attribution/attribution.ts'
import { profilePatch } from '../../features/checkout/profile-patch.ts'
import { type StorefrontContext, storefrontContext } from '../../lib/context.server.ts'
import { cookiesFor, promoCodesCookie } from '../../lib/cookies.server.ts'
import { currentCustomer } from '../../lib/session.server.ts'
import { checkoutProfile } from '../cart-delivery/checkout-page.server.ts'

const NO_STORE = { 'Cache-Control': 'private, no-store' }

/**
 * Every answer of this resource route is a plain `Response`: under single fetch a resource route's `data()`
 * is serialised as a 200 whatever its status and headers (a refused body looked accepted to the machine, and
 * a Set-Cookie was dropped), so the status the browser's `postCheckout` reads must be on a real Response.
 */
function answer(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } })
}

type Caller = { request: Request; context: StorefrontContext; customer: Customer }

/**
 * One call of the checkout machine's actors: the body schema and what runs with the body it validated. Typed
 * end to end: `run` receives exactly the schema's output, with no cast and no switch over the call's name.
 */
function call<S extends v.GenericSchema>(
  body: S,
  run: (input: v.InferOutput<S>, caller: Caller) => Promise<Response>,
) {
  return async (json: unknown, caller: Caller) => {
    const parsed = v.safeParse(body, json)
    if (!parsed.success) return answer({ detail: 'Bad request.' }, 400)
    return run(parsed.output, caller)
  }
}

/** The profile fields the checkout may change, with the API's own limits (one declaration, spec §4). */
const CheckoutProfile = v.pick(ProfilePatch, ['first_name', 'last_name', 'middle_name', 'gender'])

/**
 * The calls of the checkout machine's actors on the JavaScript path (features/checkout/checkout-actors.ts):
 * JSON in, JSON out, each checked with the api-client's own wire schema. An API refusal is answered with its
 * status and body, so the browser rebuilds the same `ApiError` and the machine maps it (checkout-errors.ts)
 * exactly as the server does without JavaScript.
 */
const CALLS = {
  preview: call(CartUpdate, async (body, { context }) =>
    answer(await context.api.orders.updateCart({ ...body, save: false })),
  ),
  order: call(
    v.object({ request: OrderRequest, idempotencyKey: v.pipe(v.string(), v.regex(/^[\w-]{8,64}$/)) }),
    async ({ request: order, idempotencyKey }, { request, context }) => {
      // Attribution rides along from the shopper's cookies, whatever the page sent.
      const marketing = orderMarketing(request.headers.get('cookie'))
      const created = await context.api.orders.createOrder({ ...order, ...marketing }, idempotencyKey)
      // The codes are spent on this order (the API emptied the cart itself).
      const cleared = await promoCodesCookie(cookiesFor(request), [])
      return answer(created, 200, { 'Set-Cookie': cleared })
    },
  ),
  profile: call(CheckoutProfile, async (body, { context, customer }) => {
    // Only what differs from the stored profile, whatever the page sent (spec §4 "Profile save").
    const patch = profilePatch(checkoutProfile(customer), { ...checkoutProfile(customer), ...body })
    return answer(patch ? await context.api.auth.updateCustomer(customer.id, patch) : customer)
  }),
  card: call(v.object({ barcode: v.pipe(v.string(), v.maxLength(64)) }), async ({ barcode }, { context }) =>
    answer(await context.api.loyalty.checkLoyaltyCard(barcode)),
  ),
  geocode: call(
    v.object({ lat: v.pipe(v.number(), v.finite()), lon: v.pipe(v.number(), v.finite()) }),
    async (body, { context }) =>
      answer(await context.api.services.geolocateAddress({ ...body, ...REVERSE_GEOCODE })),
  ),
  suggest: call(
    v.object({
      query: v.pipe(v.string(), v.maxLength(300)),
      city: v.optional(v.pipe(v.string(), v.maxLength(100)), ''),
    }),
    async ({ query, city }, { context }) => {
      if (query.trim() === '') return answer([])
      // With the city chosen, the street field suggests streets and houses of that city only (a street of
      // the same name elsewhere would send the courier to the wrong town); without it, whole addresses.
      const bounded = city.trim() !== ''
      const bounds = bounded
        ? ({ from_bound: 'street', to_bound: 'house' } as const)
        : suggestBounds('address')
      return answer(
        await context.api.services.suggestAddress({
          query,
          from_bound: { value: apiBound(bounds.from_bound) },
          to_bound: { value: apiBound(bounds.to_bound) },
          ...(bounded ? { locations: [{ city: city.trim() }] } : {}),
          count: 5,
        }),
      )
    },
  ),
  'promo-codes': call(
    v.object({ codes: v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(10)) }),
    async (body, { request }) => {
      // The codes the machine kept (a removed or refused one is gone), for the cart page and the next visit.
      const codes = parsePromoCodes(serializePromoCodes(body.codes))
      const setCookie = await promoCodesCookie(cookiesFor(request), codes)
      return answer({ codes }, 200, { 'Set-Cookie': setCookie })
    },
  ),
  points: call(
    v.object({
      kind: v.picklist(['outlet', 'pickup_point', 'parcel_locker']),
      search: v.pipe(v.string(), v.maxLength(100)),
      position: v.nullable(v.object({ lat: v.number(), lon: v.number() })),
      // Bounded: the first page and each "Show more" (spec: the list never loads a whole region).
      limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)), 10),
    }),
    async ({ kind, search, position, limit }, { context }) => {
      const page = await context.api.catalog.listOutlets({
        kind,
        ...(search.trim() ? { search: search.trim() } : {}),
        ...(position ? { lat: position.lat, lon: position.lon, ordering: 'distance' as const } : {}),
        ...(position ? {} : { ordering: 'popular' as const }),
        page_size: limit,
      })
      return answer({ results: page.results, count: page.count })
    },
  ),
}
export type CheckoutOp = keyof typeof CALLS

const isCheckoutOp = (op: string | undefined): op is CheckoutOp =>
  op !== undefined && Object.hasOwn(CALLS, op)

export async function checkoutApi(request: Request, op: string | undefined) {
  if (!isCheckoutOp(op)) return answer({ detail: 'Not found.' }, 404)
  const context = await storefrontContext(request)
  const customer = await currentCustomer(context)
  if (!customer || context.session.tokenRejected) return answer({ detail: 'Sign in again.' }, 401)
  const json: unknown = await request.json().catch(() => null)
  try {
    return await CALLS[op](json, { request, context, customer })
  } catch (error) {
    // The API's status and body, so the browser rebuilds the same ApiError (Retry-After rides along on a 429).
    if (error instanceof ApiError) {
      const wait = error.retryAfterSeconds
      return answer(
        error.body ?? { detail: error.detail },
        error.status,
        wait === null ? {} : { 'Retry-After': String(wait) },
      )
    }
    console.error(`checkout: the ${op} call failed`, error)
    return answer({ detail: 'The service did not answer.' }, 502)
  }
}

const API_BOUNDS: readonly string[] = ['city', 'settlement', 'street', 'house'] satisfies AddressBound[]

/** A domain bound the address endpoint accepts (the full-address bounds always are). */
function apiBound(bound: string): AddressBound {
  if (!API_BOUNDS.includes(bound)) throw new Error(`checkout: the suggest endpoint takes no ${bound} bound`)
  return bound as AddressBound
}
