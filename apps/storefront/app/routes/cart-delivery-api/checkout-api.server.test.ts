import { ApiError, type Customer } from '@vitrina/api-client'
import { beforeEach, expect, test, vi } from 'vitest'
import { aCart } from '../../features/checkout/checkout-test-factories.ts'

const api = vi.hoisted(() => ({
  createOrder: vi.fn(),
  updateCart: vi.fn(),
  suggestAddress: vi.fn(),
  updateCustomer: vi.fn(),
  checkLoyaltyCard: vi.fn(),
}))

const customer = {
  id: 7,
  phone: '+71116660199',
  email: '',
  first_name: 'Ivan',
  last_name: 'Petrov',
  middle_name: '',
  gender: null,
} as unknown as Customer

vi.mock('../../lib/context.server.ts', () => ({
  storefrontContext: async () => ({
    token: 'token',
    session: { tokenRejected: false },
    api: {
      orders: { createOrder: api.createOrder, updateCart: api.updateCart },
      services: { suggestAddress: api.suggestAddress },
      auth: { updateCustomer: api.updateCustomer },
      loyalty: { checkLoyaltyCard: (barcode: string) => api.checkLoyaltyCard(barcode) },
    },
  }),
}))
vi.mock('../../lib/session.server.ts', () => ({ currentCustomer: async () => customer }))

const { checkoutApi } = await import('./checkout-api.server.ts')

/**
 * One call as the browser sees it. Every answer must be a real `Response`: Remix serialises anything else a
 * resource route returns (`data()` included) as a 200 without its headers under single fetch.
 */
async function call(op: string, body: unknown) {
  const response = await checkoutApi(
    new Request(`http://outdoor.localhost/cart/delivery/api/${op}/`, {
      method: 'POST',
      body: JSON.stringify(body),
    }),
    op,
  )
  expect(response).toBeInstanceOf(Response)
  return {
    status: response.status,
    headers: response.headers,
    data: (await response.json()) as unknown,
  }
}

const anOrderBody = {
  request: {
    products: [{ product: 10, sku: 101, count: 1 }],
    recipient_name: 'Ivan Petrov',
    recipient_phone: '71116660199',
    delivery_payment_option: 'DELIVERY:cash',
    address: { city: 'Moscow', street: 'Tverskaya', house: '7' },
  },
  idempotencyKey: 'key-00000001',
}

beforeEach(() => {
  vi.resetAllMocks()
})

test('an unknown call is a 404', async () => {
  expect((await call('drop-tables', {})).status).toBe(404)
})

test('a body the wire schema refuses is a 400 and reaches no API', async () => {
  const answer = await call('order', { request: { products: [] }, idempotencyKey: 'x' })
  expect(answer.status).toBe(400)
  expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
  expect(answer.data).toEqual({ detail: 'Bad request.' })
  expect(api.createOrder).not.toHaveBeenCalled()
})

test('an order goes out with its Idempotency-Key and clears the spent promo codes', async () => {
  api.createOrder.mockResolvedValue({ id: 5 })
  const answer = await call('order', anOrderBody)
  expect(api.createOrder).toHaveBeenCalledWith(
    expect.objectContaining({ recipient_name: 'Ivan Petrov' }),
    'key-00000001',
  )
  expect(answer.status).toBe(200)
  expect(answer.data).toEqual({ id: 5 })
  expect(answer.headers.get('Set-Cookie')).toMatch(/^apply-promo-codes=;.*Max-Age=0/)
})

test("an API refusal is answered with the API's status and body, for the machine to map", async () => {
  api.createOrder.mockRejectedValue(
    new ApiError(409, { detail: 'Cart items unavailable.', code: 'items_unavailable' }),
  )
  const answer = await call('order', anOrderBody)
  expect(answer.status).toBe(409)
  expect(answer.data).toEqual({ detail: 'Cart items unavailable.', code: 'items_unavailable' })
})

test('a refused card check keeps its status and code, so the page names the refusal', async () => {
  const card = vi.fn().mockRejectedValue(new ApiError(400, { detail: 'No card.', code: 'card_not_found' }))
  api.checkLoyaltyCard = card
  const answer = await call('card', { barcode: '0000' })
  expect(card).toHaveBeenCalledWith('0000')
  expect(answer.status).toBe(400)
  expect(answer.data).toMatchObject({ code: 'card_not_found' })
})

test('a throttled card check keeps its 429 and its Retry-After', async () => {
  const body = { detail: 'Too many.', code: 'card_checks_throttled' }
  api.checkLoyaltyCard = vi.fn().mockRejectedValue(new ApiError(429, body, '3600'))
  const answer = await call('card', { barcode: '0000' })
  expect(answer.status).toBe(429)
  expect(answer.headers.get('Retry-After')).toBe('3600')
  expect(answer.data).toEqual(body)
})

test('a body the page could not have sent is a 400 the browser reads as a refusal, not as an accepted card', async () => {
  api.checkLoyaltyCard = vi.fn()
  const answer = await call('card', { barcode: 7 })
  expect(answer.status).toBe(400)
  expect(api.checkLoyaltyCard).not.toHaveBeenCalled()
  const { postCheckout } = await import('../../features/checkout/checkout-actors.ts')
  const browser = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(answer.data, { status: 400 }))
  await expect(postCheckout('card', { barcode: 7 })).rejects.toMatchObject({ status: 400 })
  browser.mockRestore()
})

test('a preview is never saved, whatever the page sends', async () => {
  api.updateCart.mockResolvedValue(aCart())
  await call('preview', { items: [{ product: 10, sku: 101, count: 1 }], save: true })
  expect(api.updateCart).toHaveBeenCalledWith(expect.objectContaining({ save: false }))
})

test('address suggestions use the full-address bounds, and an empty query asks nothing', async () => {
  api.suggestAddress.mockResolvedValue([])
  await call('suggest', { query: 'Moscow Tverskaya 7' })
  expect(api.suggestAddress).toHaveBeenCalledWith(
    expect.objectContaining({ from_bound: { value: 'city' }, to_bound: { value: 'house' } }),
  )
  expect(api.suggestAddress).not.toHaveBeenCalledWith(
    expect.objectContaining({ locations: expect.anything() }),
  )
  api.suggestAddress.mockClear()
  expect((await call('suggest', { query: '  ' })).data).toEqual([])
  expect(api.suggestAddress).not.toHaveBeenCalled()
})

test('a chosen city bounds the street suggestions to that city', async () => {
  api.suggestAddress.mockResolvedValue([])
  await call('suggest', { query: 'Tverskaya 7', city: ' Moscow ' })
  expect(api.suggestAddress).toHaveBeenCalledWith(
    expect.objectContaining({
      query: 'Tverskaya 7',
      locations: [{ city: 'Moscow' }],
      from_bound: { value: 'street' },
      to_bound: { value: 'house' },
    }),
  )
})

test('the profile is patched only with what differs', async () => {
  api.updateCustomer.mockResolvedValue(customer)
  await call('profile', { first_name: 'Ivan', last_name: 'Sidorov' })
  expect(api.updateCustomer).toHaveBeenCalledWith(7, { last_name: 'Sidorov' })
})

test("a profile name is held to the API's one limit (100), and a field the checkout may not change is refused", async () => {
  const tooLong = await call('profile', { first_name: 'И'.repeat(101) })
  expect(tooLong.status).toBe(400)
  const unknown = await call('profile', { first_name: 'Ivan', phone: '79990000000' })
  expect(unknown.status).toBe(400)
  expect(api.updateCustomer).not.toHaveBeenCalled()
})

test('an inherited name is not a call', async () => {
  expect((await call('toString', {})).status).toBe(404)
})

test('the kept promo codes are stored in the applied-codes cookie, and none clears it', async () => {
  const kept = await call('promo-codes', { codes: ['sale10', 'WINTER'] })
  expect(kept.data).toEqual({ codes: ['SALE10', 'WINTER'] })
  expect(kept.headers.get('Set-Cookie')).toMatch(/^apply-promo-codes=[^;]+;/)
  const none = await call('promo-codes', { codes: [] })
  expect(none.headers.get('Set-Cookie')).toMatch(/^apply-promo-codes=;.*Max-Age=0/)
})
