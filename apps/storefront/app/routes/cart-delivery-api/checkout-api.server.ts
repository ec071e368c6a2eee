import { data } from '@remix-run/node'
import { type AddressBound, ApiError, type Customer } from '@vitrina/api-client'
import { CartUpdate, OrderRequest } from '@vitrina/api-client/schemas'
import { REVERSE_GEOCODE, suggestBounds } from '@vitrina/domain/address'
import { parsePromoCodes, serializePromoCodes } from '@vitrina/domain/promo'
import * as v from 'valibot'
import { profilePatch } from '../../features/checkout/profile-patch.ts'
import { type StorefrontContext, storefrontContext } from '../../lib/context.server.ts'
import { cookiesFor, promoCodesCookie } from '../../lib/cookies.server.ts'
import { currentCustomer } from '../../lib/session.server.ts'
import { checkoutProfile } from '../cart-delivery/checkout-page.server.ts'

const NO_STORE = { 'Cache-Control': 'private, no-store' }

/**
 * The calls of the checkout machine's actors on the JavaScript path (features/checkout/checkout-actors.ts):
 * JSON in, JSON out, each checked with the api-client's own wire schema. An API refusal is answered with its
 * status and body, so the browser rebuilds the same `ApiError` and the machine maps it (checkout-errors.ts)
 * exactly as the server does without JavaScript.
 */
const Bodies = {
  preview: CartUpdate,
  order: v.object({ request: OrderRequest, idempotencyKey: v.pipe(v.string(), v.regex(/^[\w-]{8,64}$/)) }),
  profile: v.object({
    first_name: v.optional(v.pipe(v.string(), v.maxLength(150))),
    last_name: v.optional(v.pipe(v.string(), v.maxLength(150))),
    middle_name: v.optional(v.pipe(v.string(), v.maxLength(150))),
    gender: v.optional(v.nullable(v.picklist(['female', 'male']))),
  }),
  geocode: v.object({ lat: v.pipe(v.number(), v.finite()), lon: v.pipe(v.number(), v.finite()) }),
  suggest: v.object({
    query: v.pipe(v.string(), v.maxLength(300)),
    city: v.optional(v.pipe(v.string(), v.maxLength(100)), ''),
  }),
  'promo-codes': v.object({ codes: v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(10)) }),
  points: v.object({
    kind: v.picklist(['outlet', 'pickup_point', 'parcel_locker']),
    search: v.pipe(v.string(), v.maxLength(100)),
    position: v.nullable(v.object({ lat: v.number(), lon: v.number() })),
  }),
}
export type CheckoutOp = keyof typeof Bodies

export async function checkoutApi(request: Request, op: string | undefined) {
  if (!op || !(op in Bodies)) throw data(null, { status: 404 })
  const context = await storefrontContext(request)
  const customer = await currentCustomer(context)
  if (!customer || context.session.tokenRejected) return data({ detail: 'Sign in again.' }, { status: 401 })
  const json: unknown = await request.json().catch(() => null)
  const schema = Bodies[op as CheckoutOp]
  const parsed = v.safeParse(schema as v.GenericSchema, json)
  if (!parsed.success) return data({ detail: 'Bad request.' }, { status: 400, headers: NO_STORE })
  try {
    return await run(op as CheckoutOp, parsed.output as never, { request, context, customer })
  } catch (error) {
    if (error instanceof ApiError)
      return data(error.body ?? { detail: error.detail }, { status: error.status })
    console.error(`checkout: the ${op} call failed`, error)
    return data({ detail: 'The service did not answer.' }, { status: 502 })
  }
}

type Caller = { request: Request; context: StorefrontContext; customer: Customer }

async function run(op: CheckoutOp, body: never, { request, context, customer }: Caller) {
  const api = context.api
  switch (op) {
    case 'preview':
      return data(await api.orders.updateCart({ ...(body as CartUpdate), save: false }), {
        headers: NO_STORE,
      })
    case 'order': {
      const { request: order, idempotencyKey } = body as v.InferOutput<typeof Bodies.order>
      const created = await api.orders.createOrder(order, idempotencyKey)
      // The codes are spent on this order (the API emptied the cart itself).
      const cleared = await promoCodesCookie(cookiesFor(request), [])
      return data(created, { headers: { ...NO_STORE, 'Set-Cookie': cleared } })
    }
    case 'profile': {
      // Only what differs from the stored profile, whatever the page sent (spec §4 "Profile save").
      const patch = profilePatch(checkoutProfile(customer), {
        ...checkoutProfile(customer),
        ...(body as v.InferOutput<typeof Bodies.profile>),
      })
      return data(patch ? await api.auth.updateCustomer(customer.id, patch) : customer, {
        headers: NO_STORE,
      })
    }
    case 'geocode':
      return data(
        await api.services.geolocateAddress({
          ...(body as { lat: number; lon: number }),
          ...REVERSE_GEOCODE,
        }),
        {
          headers: NO_STORE,
        },
      )
    case 'suggest': {
      const { query, city } = body as { query: string; city: string }
      if (query.trim() === '') return data([], { headers: NO_STORE })
      // With the city chosen, the street field suggests streets and houses of that city only (a street of
      // the same name elsewhere would send the courier to the wrong town); without it, whole addresses.
      const bounded = city.trim() !== ''
      const bounds = bounded
        ? ({ from_bound: 'street', to_bound: 'house' } as const)
        : suggestBounds('address')
      return data(
        await api.services.suggestAddress({
          query,
          from_bound: { value: apiBound(bounds.from_bound) },
          to_bound: { value: apiBound(bounds.to_bound) },
          ...(bounded ? { locations: [{ city: city.trim() }] } : {}),
          count: 5,
        }),
        { headers: NO_STORE },
      )
    }
    case 'promo-codes': {
      // The codes the machine kept (a removed or refused one is gone), for the cart page and the next visit.
      const codes = parsePromoCodes(serializePromoCodes((body as { codes: string[] }).codes))
      const setCookie = await promoCodesCookie(cookiesFor(request), codes)
      return data({ codes }, { headers: { ...NO_STORE, 'Set-Cookie': setCookie } })
    }
    case 'points': {
      const { kind, search, position } = body as v.InferOutput<typeof Bodies.points>
      const page = await api.catalog.listOutlets({
        kind,
        ...(search.trim() ? { search: search.trim() } : {}),
        ...(position ? { lat: position.lat, lon: position.lon, ordering: 'distance' as const } : {}),
        ...(position ? {} : { ordering: 'popular' as const }),
      })
      return data(page.results, { headers: NO_STORE })
    }
  }
}

const API_BOUNDS: readonly string[] = ['city', 'settlement', 'street', 'house'] satisfies AddressBound[]

/** A domain bound the address endpoint accepts (the full-address bounds always are). */
function apiBound(bound: string): AddressBound {
  if (!API_BOUNDS.includes(bound)) throw new Error(`checkout: the suggest endpoint takes no ${bound} bound`)
  return bound as AddressBound
}
