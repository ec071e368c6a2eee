import { ApiError, type Cart, type Customer, type Order, type OrderRequest } from '@vitrina/api-client'
import { beforeEach, expect, test, vi } from 'vitest'
import { aCart, aCartWithCodes } from '../../features/checkout/checkout-test-factories.ts'
import { cookiesFor } from '../../lib/cookies.server.ts'

// The action's collaborators: a signed-in context whose API records the orders it is asked to create.
const calls = vi.hoisted(() => ({
  orders: [] as { request: OrderRequest; key: string | undefined }[],
  patches: [] as unknown[],
  createOrder: null as null | ((request: OrderRequest, key?: string) => Promise<Order>),
  previews: [] as { promo_codes?: string[]; use_bonuses?: boolean }[],
  preview: null as null | ((body: { promo_codes?: string[]; use_bonuses?: boolean }) => Cart),
}))

const customer: Customer = {
  id: 7,
  phone: '+71116660199',
  email: '',
  email_confirmed: false,
  first_name: '',
  last_name: '',
  middle_name: '',
  gender: null,
  birthday: null,
  kind: 'personal',
  state: 'active',
  level: null,
  bonus_balance: '0.00',
}

vi.mock('../../lib/context.server.ts', () => ({
  storefrontContext: async () => ({
    token: 'token',
    session: { tokenRejected: false },
    company: {},
    api: {
      orders: {
        getCart: async (): Promise<Cart> => aCart(),
        updateCart: async (body: { promo_codes?: string[]; use_bonuses?: boolean }): Promise<Cart> => {
          calls.previews.push(body)
          return calls.preview ? calls.preview(body) : aCart()
        },
        createOrder: (request: OrderRequest, key?: string) => {
          calls.orders.push({ request, key })
          if (calls.createOrder) return calls.createOrder(request, key)
          return Promise.resolve(anOrder(calls.orders.length))
        },
      },
      catalog: { listOutlets: async () => ({ count: 0, next: null, previous: null, results: [] }) },
      auth: {
        updateCustomer: async (_id: number, patch: unknown) => {
          calls.patches.push(patch)
          return customer
        },
      },
    },
  }),
}))
vi.mock('../../lib/session.server.ts', () => ({ currentCustomer: async () => customer }))

const { checkoutAction, loadCheckoutPage } = await import('./checkout-page.server.ts')

function anOrder(id: number): Order {
  return {
    id,
    number: `A-${id}`,
    actions: ['PAY'],
    pay_now: '1500.00',
    available_payment_options: [{ type: 'redirect', name: 'Card online' }],
  } as unknown as Order
}

const KEY = 'b6a7c1d2-1111-4222-8333-444455556666'

function aForm(overrides: Record<string, string | null> = {}): FormData {
  const fields: Record<string, string | null> = {
    idempotency_key: KEY,
    cart_lines: JSON.stringify([{ product: 10, sku: 101, count: 2, tour: null }]),
    promo_codes: '',
    first_name: 'Ivan',
    last_name: 'Petrov',
    email: '',
    delivery_tab: 'courier',
    pickup_kind: 'outlet',
    city: 'Moscow',
    street: 'Tverskaya',
    house: '7',
    flat: '12',
    payment: 'DELIVERY:online',
    offer: 'on',
    intent: 'place',
    ...overrides,
  }
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) if (value !== null) form.set(name, value)
  return form
}

const post = (form: FormData) =>
  checkoutAction(new Request('http://outdoor.localhost/cart/delivery/', { method: 'POST', body: form }))

type Reply = {
  values: { idempotencyKey: string; customer: { first_name: string } }
  submission: { status?: string; error?: Record<string, string[] | null>; initialValue?: object } | null
}
async function reply(result: unknown): Promise<{ status: number; body: Reply }> {
  const answer = result as { init: { status: number }; data: Reply }
  return { status: answer.init.status, body: answer.data }
}

beforeEach(() => {
  calls.orders = []
  calls.patches = []
  calls.createOrder = null
  calls.previews = []
  calls.preview = null
})

test('the page leaves out an applied promo code the server refuses, and says why', async () => {
  const url = 'http://outdoor.localhost/cart/delivery/'
  const cookie = await cookiesFor(new Request(url)).promoCodes.serialize('OLD;SALE10')
  calls.preview = (body) =>
    body.promo_codes?.some((p) => p === 'OLD')
      ? aCartWithCodes({ OLD: 'Promo code expired', SALE10: null })
      : aCartWithCodes({ SALE10: null })
  const page = (await loadCheckoutPage(new Request(url, { headers: { cookie } }))) as unknown as {
    data: { values: { promoCodes: string[]; idempotencyKey: string }; promoError: unknown }
  }
  expect(page.data.values.promoCodes).toEqual(['SALE10'])
  expect(page.data.promoError).toEqual({ code: 'OLD', key: 'rejected', message: 'Promo code expired' })
  expect(calls.previews.at(-1)?.promo_codes).toEqual(['SALE10'])
  expect(page.data.values.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
})

test('missing fields answer 400 with conform field errors by input and the values as typed', async () => {
  const { status, body } = await reply(
    await post(aForm({ last_name: '', street: '', offer: null, comment: 'Call me first' })),
  )
  expect(status).toBe(400)
  expect(body.submission?.status).toBe('error')
  expect(body.submission?.error).toEqual({
    last_name: ['required'],
    street: ['required'],
    address: ['address_incomplete'],
    offer: ['required'],
  })
  expect(body.submission?.initialValue).toMatchObject({
    first_name: 'Ivan',
    city: 'Moscow',
    house: '7',
    comment: 'Call me first',
  })
  expect(body.values.customer.first_name).toBe('Ivan')
  expect(body.values.idempotencyKey).toBe(KEY)
  expect(calls.orders).toEqual([])
})

test("the operation's declared limits refuse a value the rules would let through, keeping it as typed", async () => {
  const long = 'x'.repeat(101)
  const { status, body } = await reply(await post(aForm({ first_name: long, email: 'ivan@' })))
  expect(status).toBe(400)
  expect(body.submission?.error).toEqual({ first_name: ['max_length:100'], email: ['email'] })
  expect(body.submission?.initialValue).toMatchObject({ first_name: long, email: 'ivan@' })
  expect(calls.orders).toEqual([])
})

test('a valid form creates the order with the page key, saves the name and redirects to payment', async () => {
  const response = (await post(aForm())) as Response
  expect(response.status).toBe(303)
  expect(response.headers.get('location')).toBe('/cart/checkout/1/?payment=redirect')
  expect(calls.orders).toHaveLength(1)
  expect(calls.orders[0]?.key).toBe(KEY)
  expect(calls.orders[0]?.request).toMatchObject({
    products: [{ product: 10, sku: 101, count: 2 }],
    recipient_name: 'Ivan Petrov',
    recipient_phone: '71116660199',
    delivery_payment_option: 'DELIVERY:online',
    address: { city: 'Moscow', street: 'Tverskaya', house: '7' },
  })
  expect(calls.patches).toEqual([{ first_name: 'Ivan', last_name: 'Petrov' }])
})

test('Spend bonuses left on with cash: the order spends none, and the page is priced and shown with it off', async () => {
  calls.preview = (body) => aCart({ use_bonuses: body.use_bonuses ?? false })
  const response = (await post(aForm({ payment: 'DELIVERY:cash', use_bonuses: 'on' }))) as Response
  expect(response.status).toBe(303)
  expect(calls.orders[0]?.request).toMatchObject({
    delivery_payment_option: 'DELIVERY:cash',
    use_bonuses: false,
  })
  expect(calls.previews.at(-1)?.use_bonuses).toBe(false)

  const recalculated = (await post(
    aForm({ payment: 'DELIVERY:cash', use_bonuses: 'on', intent: 'refresh' }),
  )) as unknown as { data: { values: { useBonuses: boolean }; preview: Cart } }
  expect(recalculated.data.values.useBonuses).toBe(false)
  expect(recalculated.data.preview.use_bonuses).toBe(false)
  // Card online takes bonuses: the switch stays on.
  const online = (await post(
    aForm({ payment: 'DELIVERY:online', use_bonuses: 'on', intent: 'refresh' }),
  )) as unknown as { data: { values: { useBonuses: boolean } } }
  expect(online.data.values.useBonuses).toBe(true)
})

test('the same form posted twice sends the same body with the same key', async () => {
  await post(aForm())
  await post(aForm())
  expect(calls.orders).toHaveLength(2)
  expect(calls.orders[1]).toEqual(calls.orders[0])
})

test('after a lost answer the key is kept for the retry; after a refusal a new key is issued', async () => {
  calls.createOrder = () => Promise.reject(new TypeError('fetch failed'))
  const lost = await reply(await post(aForm()))
  expect(lost.body.values.idempotencyKey).toBe(KEY)
  calls.createOrder = () => Promise.reject(new ApiError(400, { delivery_payment_option: ['gone'] }))
  const refused = await reply(await post(aForm()))
  expect(refused.body).toMatchObject({ formError: 'delivery_unavailable' })
  expect(refused.body.values.idempotencyKey).not.toBe(KEY)
})

test('a delivery tab round trip keeps the typed values and drops a payment of another delivery type', async () => {
  const { status, body } = await reply(await post(aForm({ intent: 'delivery:outlet', last_name: 'X' })))
  expect(status).toBe(200)
  expect(body).toMatchObject({
    values: { deliveryTab: 'pickup', pickupKind: 'outlet', paymentOptionId: null },
    submission: null,
  })
  expect(body.values.customer.first_name).toBe('Ivan')
  expect(calls.orders).toEqual([])
})

test('the action switches tabs by the machine rulebook: the chosen pickup point survives the courier tab', async () => {
  // The old action re-implemented the tab rule and forgot the point here, while the live page kept it.
  const toCourier = await reply(
    await post(
      aForm({
        intent: 'delivery:courier',
        delivery_tab: 'pickup',
        pickup_kind: 'pickup_point',
        pickup_point: '42',
        payment: 'PICKUP_POINT:online',
      }),
    ),
  )
  expect(toCourier.body.values).toMatchObject({
    deliveryTab: 'courier',
    pickupKind: 'pickup_point',
    pickupPointId: 42,
    paymentOptionId: null,
  })
  const back = await reply(
    await post(
      aForm({
        intent: 'delivery:pickup_point',
        delivery_tab: 'courier',
        pickup_kind: 'pickup_point',
        pickup_point: '42',
      }),
    ),
  )
  expect(back.body.values).toMatchObject({
    deliveryTab: 'pickup',
    pickupKind: 'pickup_point',
    pickupPointId: 42,
  })
})
