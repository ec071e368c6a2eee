import { Validator } from '@seriousme/openapi-schema-validator'
import {
  type ApiClientOptions,
  ApiError,
  type CallInput,
  call,
  type OperationSpec,
  routerPath,
} from '@vitrina/api-client'
import { auth, catalog, content, OPERATIONS } from '@vitrina/api-client/operations'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signInNewCustomer } from '../testing/sign-in.ts'
import { type Json, startTestServer, type TestServer } from '../testing/test-server.ts'

// The contract test: the router, the generated document and the declarations must agree, every
// documented error must be reachable, and the answers of the running API must pass the answer schemas.
let server: TestServer
let token: string
let document: Json
beforeAll(async () => {
  server = await startTestServer()
  token = (await signInNewCustomer(server)).key
  document = await (await server.request('/api/schema/', { company: null })).json()
})
afterAll(async () => {
  await server.close()
})

/** `/api/orders/:id/`, `/media/:file{.+}` and `/api/orders/{id}/` all become `/api/orders/{id}/`. */
const canonical = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')

test('the router serves exactly the paths and methods the generated document lists', () => {
  const served = new Set(
    server.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${canonical(r.path)}`),
  )
  const documented = new Set(
    Object.entries(document.paths as Record<string, object>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    ),
  )
  expect([...served].filter((route) => !documented.has(route)).sort()).toEqual([])
  expect([...documented].filter((route) => !served.has(route)).sort()).toEqual([])
  expect(served.size).toBe(OPERATIONS.length)
})

test('every declaration is mounted under its own path, with unique operation ids', () => {
  expect(new Set(OPERATIONS.map((op) => op.id)).size).toBe(OPERATIONS.length)
  const served = new Set(server.app.routes.map((r) => `${r.method} ${r.path}`))
  for (const op of OPERATIONS) expect(served, op.id).toContain(`${op.method} ${routerPath(op)}`)
})

test('the document is valid OpenAPI 3.1 and every operation has a summary and its answers', async () => {
  const result = await new Validator().validate(document)
  expect(result.errors ?? []).toEqual([])
  expect(document.openapi).toBe('3.1.0')
  const order = document.paths['/api/orders/'].post
  expect(order.requestBody.content['application/json'].schema.properties).toHaveProperty('recipient_phone')
  // The upload is described as the multipart form it is, its file part as binary.
  const upload = document.paths['/api/uploads/'].post.requestBody.content
  expect(Object.keys(upload)).toEqual(['multipart/form-data'])
  expect(upload['multipart/form-data'].schema.properties.file).toMatchObject({ type: 'string' })
  expect(upload['multipart/form-data'].schema.required).toContain('file')
  // A manager's call says which header it needs.
  expect(document.paths['/api/staff/reclamations/{id}/state/'].post.security).toEqual([{ staffToken: [] }])
})

test('the reference page lists every operation and loads nothing from elsewhere', async () => {
  const response = await server.request('/api/docs/', { company: null })
  expect(response.headers.get('content-type')).toContain('text/html')
  const page = await response.text()
  for (const op of OPERATIONS) expect(page).toContain(`id="op-${op.id}"`)
  expect(page).not.toMatch(/<(script|link)[^>]+(src|href)="https?:/)
})

const options = (extra: Partial<ApiClientOptions> = {}): ApiClientOptions => ({
  baseUrl: server.url,
  company: 1,
  region: 'moscow',
  ...extra,
})
const invoke = (op: OperationSpec, input: Record<string, unknown>, extra: Partial<ApiClientOptions> = {}) =>
  call(options(extra), op, input as CallInput<OperationSpec>)

/** The path values and queries of real seeded objects, found through the list calls. */
async function samples(): Promise<Record<string, Record<string, unknown>>> {
  const product = await call(options(), catalog.listProducts, { query: { page_size: 1 } })
  const tree = await call(options(), catalog.listCategories, {})
  const promotions = await call(options(), content.listPromotions, {})
  const events = await call(options(), content.listEvents, {})
  const outlet = await call(options(), content.listOutlets, { query: { kind: 'outlet' } })
  const key = product.results[0]?.slug
  const me = await call(options({ token }), auth.getMe, {})
  return {
    getLegalInfo: { params: { id: String(me.id) } },
    getCategory: { params: { slug: tree[0]?.slug } },
    getProduct: { params: { key } },
    getRelatedProducts: { params: { key } },
    getProductAvailability: { params: { key } },
    listReviews: { params: { key } },
    getReviewSummary: { params: { key } },
    getPromotion: { params: { slug: promotions.results[0]?.slug } },
    getEvent: { params: { slug: events.results[0]?.slug } },
    getParticipation: { params: { slug: promotions.results[0]?.slug } },
    joinPromotion: { params: { slug: promotions.results[0]?.slug } },
    registerForEvent: { params: { slug: events.results[0]?.slug } },
    // Tours: Тропа's seeded trekking tour, lodge and collection; a stay in the test clock's season.
    getTour: { params: { slug: 'altai-trek' } },
    listTourDepartures: { params: { slug: 'altai-trek' } },
    getHotel: { params: { slug: 'katun-river-lodge' } },
    getHotelRooms: {
      params: { slug: 'katun-river-lodge' },
      query: { date: '2027-01-16', nights: '7', tourists: '2-5' },
    },
    getHotelCollection: { params: { slug: 'mountain-lodges' } },
    getOutlet: { params: { id: outlet.results[0]?.id } },
  }
}

// GET operations whose success needs an object made by an earlier call (an order, a purchase, a
// payment): their answers are checked by api-client.test.ts and the module tests, where those exist
// (paymentCallback: sberpay.test.ts, against the SberPay stand-in).
const SUCCESS_ELSEWHERE = new Set([
  'getOrder',
  'getPurchase',
  // A bonus operation exists for the demo customer only: loyalty.test.ts reads it (and 404s another's).
  'getLoyaltyOperation',
  'getPaymentStatus',
  'sandboxBankPage',
  'paymentCallback',
  // Returns and reviews read a customer's own received order or a signed link: reclamations.test.ts,
  // reviews.test.ts, uploads.test.ts and returns-reviews.contract.test.ts read them with the demo customer.
  'readFile',
  'getReturnable',
  'getReclamationDraft',
  'getReclamation',
  'getReviewable',
  // A sent document of the customer's own: legal.test.ts reads it (and another customer's 404).
  'getCustomerDocument',
])

test('every read answers its examples or seeded samples within its answer schema', async () => {
  const known = await samples()
  const reads = OPERATIONS.filter((o) => o.method === 'GET' && !SUCCESS_ELSEWHERE.has(o.id))
  for (const read of reads) {
    const input = known[read.id] ?? { params: read.examples?.params, query: read.examples?.query }
    const extra = read.access === 'customer' ? { token } : {}
    if (read.produces && read.produces !== 'application/json') {
      const path = read.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
        String(read.examples?.params?.[name]),
      )
      const response = await server.request(path, { company: null })
      expect(response.status, read.id).toBe(read.status)
      expect(response.headers.get('content-type'), read.id).toContain(read.produces)
      continue
    }
    // `call` validates the answer with the declared schema: a drift throws ContractError here.
    const answer = await invoke(read, input, extra).catch((error: unknown) => {
      throw new Error(`${read.id}: ${String(error)}`)
    })
    if (read.answer) expect(v.safeParse(read.answer, answer).success, read.id).toBe(true)
  }
})

/**
 * Documented errors that need a particular state (stock, a second cancel, a provider refusal, a spent
 * quota) are provoked by the module test named here; every other documented error is provoked below.
 */
const PROVOKED_BY_MODULE_TESTS: Record<string, string> = {
  'sendCode 429': 'auth.test.ts: a resend sooner than 60 s is refused with Retry-After',
  'verifyCode 429': 'auth.test.ts: at most 10 wrong codes per phone per hour',
  'updateCustomer 403': 'auth.test.ts: the profile can be edited, but not the phone, and not somebody else',
  'createOrder 409':
    'orders.test.ts: more than the stock is refused with 409; unpaid-orders.test.ts: at most 3 unpaid online orders',
  'createOrder 422':
    'orders.test.ts: the same Idempotency-Key gives the first answer, a different payload a 422',
  'cancelOrder 409': 'orders.test.ts: cancelling returns the stock once; a second cancel is refused',
  'extendPickup 409': 'orders.test.ts: a pickup order waiting in the outlet can be kept longer, once',
  'startPayment 409': 'payments.test.ts: a cash order cannot be paid online',
  'unlinkDevice 403': 'devices.test.ts: a device is created, updated, linked and unlinked',
  'linkOAuth 409': 'oauth.test.ts: an identity of another customer is a 409',
  'paymentNotification 400': 'payments.test.ts: a forged notification is refused',
  'uploadFile 413': 'uploads.test.ts: a photo over 10 MB is too large',
  'uploadFile 415': 'uploads.test.ts: a renamed HTML page is refused as a wrong format',
  'deleteUpload 409': 'uploads.test.ts (attached files stay): reclamations.test.ts sends them first',
  'readFile 403': 'uploads.test.ts: a photo is served to its owner by a short-lived signed link',
  'createReclamation 409': 'reclamations.test.ts: an application goes through its whole lifecycle',
  'cancelReclamation 409': 'reclamations.test.ts: the customer cancels an unchecked application',
  'writeReview 403': 'reviews.test.ts: only buyers may review (403)',
  'writeReview 409': 'reviews.test.ts: a buyer’s review with a photo waits for moderation',
  'staffMoveReclamation 409': 'reclamations.test.ts: an application goes through its whole lifecycle',
  'devMoveReclamation 409': 'reclamations.test.ts: a refused application ends returned',
  'registerForEvent 409':
    'events.test.ts: a full event refuses with event_full; past events and a second one',
  'cancelEventRegistration 409': 'events.test.ts: register, see it, refuse a second one, cancel it',
  'staffMoveEventRegistration 404': 'events.test.ts: another tenant’s staff cannot move a registration',
  'staffMoveEventRegistration 409': 'events.test.ts: the organiser is refused a wrong move',
  'staffMoveOrder 404': 'push.test.ts: staff order moves are checked against the token and the company',
  'devMoveEventRegistration 409': 'events.test.ts: the organiser is refused a wrong move (same service)',
  'joinPromotion 409': 'promotions.test.ts: a promotion without participation, or ended, is refused',
  'checkLoyaltyCard 429':
    'card-lookup-limit.test.ts: a customer guessing numbers is stopped after the allowed misses, whatever address they claim',
  'createOrder 429':
    'card-lookup-limit.test.ts: an order whose balances name a card is the same lookup under the same limit',
  'submitLandingForm 429': 'promotions.test.ts: at most 5 forms per address per 10 minutes and company',
  'bookTour 409': 'tours-booking.test.ts: the last room goes to one booking; the next one is a 409',
  'createImportantDate 409': 'important-dates.test.ts: at most 50 dates, checked atomically',
  'requestPriceAccess 409':
    'legal.test.ts: a request goes on_approval, then approval gives the wholesale level',
  'staffDecidePriceAccess 409':
    'legal.test.ts: a request goes on_approval, then approval gives the wholesale level',
  'health 503': 'graceful-shutdown.test.ts: the health check answers 503 while the instance drains',
  'devDecidePriceAccess 409':
    'legal.test.ts: decided once (through the staff route; the dev route calls the same decidePriceAccess)',
}

/** Errors whose trigger is particular to the operation: the input that provokes each. */
const SPECIAL_CASES: Record<string, Record<string, unknown>> = {
  'devIssueAuthLink 404': { body: { company: 1, customer_id: 999_999_999 } },
  'devOutbox 404': { headers: { 'X-QA-Company': 'first' } },
  'devOutboxPage 404': { headers: { 'X-QA-Company': 'first' } },
}

/** Input that breaks the declaration: every body field and query value replaced by nonsense. */
const NONSENSE = 'x'.repeat(400)
function invalidInput(target: OperationSpec, valid: Record<string, unknown>) {
  const query = Object.fromEntries(Object.keys(target.query?.entries ?? {}).map((name) => [name, NONSENSE]))
  return {
    ...valid,
    ...(target.query ? { query } : {}),
    ...(target.body ? { body: { __proto_free: true, unknown_field: NONSENSE } } : {}),
    ...(target.headers ? { headers: { 'Idempotency-Key': 'short' } } : {}),
  }
}
function missingParams(target: OperationSpec, valid: Record<string, unknown>) {
  const params = Object.fromEntries(
    [...target.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], m[1] === 'provider' ? 'nosuch' : '999999999']),
  )
  return { ...valid, params, query: target.examples?.query, body: target.examples?.body }
}

describe('every documented error is answered', () => {
  test.each(OPERATIONS.flatMap((o) => o.errors.map((e) => [`${o.id} ${e.status}`, o, e.status] as const)))(
    '%s',
    async (name, target, status) => {
      if (name in PROVOKED_BY_MODULE_TESTS) return
      const special = SPECIAL_CASES[name]
      const known = await samplesOnce()
      const valid = known[target.id] ?? {
        params: target.examples?.params ?? { id: '1' },
        query: target.examples?.query,
        body: target.examples?.body,
      }
      const signedIn = target.access === 'customer' ? { token } : {}
      let attempt: Promise<unknown>
      if (special) attempt = invoke(target, special)
      else if (status === 401) attempt = invoke(target, valid)
      else if (status === 400) attempt = invoke(target, invalidInput(target, valid), signedIn)
      else if (status === 404 && target.path.includes('{'))
        attempt = invoke(target, missingParams(target, valid), signedIn)
      else if (status === 404) attempt = invoke(target, valid, { ...signedIn, company: 999_999 })
      else throw new Error(`${name}: no way to provoke it; add it to PROVOKED_BY_MODULE_TESTS with the test`)
      const error = await attempt.catch((e: unknown) => e)
      expect(error, name).toBeInstanceOf(ApiError)
      expect((error as ApiError).status, name).toBe(status)
      expect((error as ApiError).detail, name).toBeTruthy()
    },
  )
})

let cachedSamples: Promise<Record<string, Record<string, unknown>>> | undefined
const samplesOnce = () => {
  cachedSamples ??= samples()
  return cachedSamples
}
