import { afterAll, beforeAll, expect, test } from 'vitest'
import { findStockedSku, signInNewCustomer } from '../../testing/sign-in.ts'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const courier = (
  items: { product: number; sku: number; count: number }[],
  extra: Record<string, unknown> = {},
) => ({
  products: items,
  recipient_name: 'Анна Иванова',
  recipient_phone: '79161234567',
  delivery_payment_option: 'DELIVERY:online',
  address: { city: 'Москва', street: 'Тверская', house: '7' },
  address_details: { flat: '12', floor: '3', entrance: '1', comment: 'Домофон 12' },
  ...extra,
})

const placeOrder = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  server.request('/api/orders/', { method: 'POST', token, body: JSON.stringify(body), headers })

const stockOf = async (product: number, sku: number) => {
  const detail = await (await server.request(`/api/products/${product}/`)).json()
  return detail.skus.find((s: { id: number }) => s.id === sku).stock as number
}

test('a courier order is priced on the server, takes stock, empties the cart and asks for payment', async () => {
  const { key } = await signInNewCustomer(server)
  const item = await findStockedSku(server)
  await server.request('/api/v2/cart/', {
    method: 'POST',
    token: key,
    body: JSON.stringify({ items: [{ ...item, count: 1 }] }),
  })
  const response = await placeOrder(key, courier([{ product: item.product, sku: item.sku, count: 1 }]))
  expect(response.status).toBe(201)
  const order = await response.json()
  expect(order).toMatchObject({
    delivery_type: 'DELIVERY',
    total: item.price,
    pay_now: item.price,
    actions: ['PAY', 'CANCEL'],
    available_payment_options: [{ type: 'redirect' }],
    address_details: { flat: '12', floor: '3', entrance: '1', comment: 'Домофон 12' },
  })
  expect(order.number).toMatch(/^TR-\d{4}-\d{6}$/)
  expect(await stockOf(item.product, item.sku)).toBe(item.stock - 1)
  const cart = await (await server.request('/api/v2/cart/', { token: key })).json()
  expect(cart.items).toHaveLength(0)
})

test('a pickup order needs an outlet of the region, and answers its address', async () => {
  const { key } = await signInNewCustomer(server)
  const item = await findStockedSku(server)
  const outlets = await (await server.request('/api/outlets/?kind=outlet')).json()
  const missing = await placeOrder(key, {
    ...courier([{ ...item, count: 1 }]),
    delivery_payment_option: 'PICKUP:cash',
    address: null,
  })
  expect(missing.status).toBe(400)
  expect(await missing.json()).toHaveProperty('outlet')
  const ok = await placeOrder(key, {
    ...courier([{ product: item.product, sku: item.sku, count: 1 }]),
    delivery_payment_option: 'PICKUP:cash',
    address: null,
    outlet: outlets.results[0].id,
  })
  expect(ok.status).toBe(201)
  const order = await ok.json()
  expect(order).toMatchObject({
    delivery_type: 'PICKUP',
    outlet: { address: outlets.results[0].address },
    pay_now: '0.00',
  })
  expect(order.actions).toContain('PAY_CASH')
})

test('a pickup-point order accepts a parcel locker but not an outlet', async () => {
  const { key } = await signInNewCustomer(server)
  const item = await findStockedSku(server)
  const lockers = await (await server.request('/api/outlets/?kind=parcel_locker')).json()
  const shops = await (await server.request('/api/outlets/?kind=outlet')).json()
  const base = {
    ...courier([{ product: item.product, sku: item.sku, count: 1 }]),
    delivery_payment_option: 'PICKUP_POINT:online',
    address: null,
  }
  expect((await placeOrder(key, { ...base, pickup_point: shops.results[0].id })).status).toBe(400)
  const ok = await placeOrder(key, { ...base, pickup_point: lockers.results[0].id })
  expect(ok.status).toBe(201)
  expect((await ok.json()).delivery_type).toBe('PICKUP_POINT')
})

test('the same Idempotency-Key gives the first answer, a different payload with it a 422', async () => {
  const { key } = await signInNewCustomer(server)
  const item = await findStockedSku(server)
  const body = courier([{ product: item.product, sku: item.sku, count: 1 }])
  const first = await placeOrder(key, body, { 'Idempotency-Key': 'order-key-0001' })
  const second = await placeOrder(key, body, { 'Idempotency-Key': 'order-key-0001' })
  expect(first.status).toBe(201)
  expect(second.status).toBe(201)
  expect(second.headers.get('idempotent-replayed')).toBe('true')
  expect((await second.json()).id).toBe((await first.json()).id)
  expect(await stockOf(item.product, item.sku)).toBe(item.stock - 1)
  const changed = await placeOrder(
    key,
    { ...body, recipient_name: 'Someone Else' },
    { 'Idempotency-Key': 'order-key-0001' },
  )
  expect(changed.status).toBe(422)
  const other = await signInNewCustomer(server)
  expect((await placeOrder(other.key, body, { 'Idempotency-Key': 'order-key-0001' })).status).toBe(201)
})

test('more than the stock is refused with 409 and nothing is written', async () => {
  const { key } = await signInNewCustomer(server)
  const item = await findStockedSku(server)
  const before = await (await server.request('/api/orders/', { token: key })).json()
  const response = await placeOrder(
    key,
    courier([{ product: item.product, sku: item.sku, count: item.stock + 1 }]),
  )
  expect(response.status).toBe(409)
  expect(await response.json()).toMatchObject({
    code: 'items_unavailable',
    detail: 'Cart items unavailable.',
  })
  expect(await stockOf(item.product, item.sku)).toBe(item.stock)
  const after = await (await server.request('/api/orders/', { token: key })).json()
  expect(after.count).toBe(before.count)
})

test('two lines sharing one stock item cannot oversell it', async () => {
  const { key } = await signInNewCustomer(server)
  const item = await findStockedSku(server, 1, 2)
  const half = Math.ceil((item.stock + 1) / 2)
  const response = await placeOrder(
    key,
    courier([
      { product: item.product, sku: item.sku, count: half },
      { product: item.product, sku: item.sku, count: half },
    ]),
  )
  expect(response.status).toBe(409)
  expect(await stockOf(item.product, item.sku)).toBe(item.stock)
})

test('bad order input is a 400 with reasons, and needs a signed-in customer', async () => {
  const item = await findStockedSku(server)
  const anonymous = await server.request('/api/orders/', {
    method: 'POST',
    body: JSON.stringify(courier([{ ...item, count: 1 }])),
  })
  expect(anonymous.status).toBe(401)
  const { key } = await signInNewCustomer(server)
  const short = await placeOrder(
    key,
    courier([{ product: item.product, sku: item.sku, count: 1 }], { recipient_phone: '+7 916' }),
  )
  expect(await short.json()).toEqual({
    recipient_phone: ['This field should be at least 11 characters long'],
  })
  expect((await placeOrder(key, courier([]))).status).toBe(400)
  expect(
    (
      await placeOrder(
        key,
        courier([{ product: item.product, sku: item.sku, count: 1 }], {
          delivery_payment_option: 'TELEPORT',
        }),
      )
    ).status,
  ).toBe(400)
  expect(
    (await placeOrder(key, courier([{ product: item.product, sku: item.sku, count: 1 }], { address: null })))
      .status,
  ).toBe(400)
  const badPromo = await placeOrder(
    key,
    courier([{ product: item.product, sku: item.sku, count: 1 }], { promo_codes: ['EXPIRED'] }),
  )
  expect(badPromo.status).toBe(400)
  expect(await badPromo.json()).toHaveProperty('promo_codes')
  expect(
    (
      await placeOrder(key, courier([{ product: item.product, sku: item.sku, count: 1 }]), {
        'Idempotency-Key': 'short',
      })
    ).status,
  ).toBe(400)
})

test("orders are listed for their owner only; another customer's order is a 404", async () => {
  const owner = await signInNewCustomer(server)
  const stranger = await signInNewCustomer(server)
  const item = await findStockedSku(server)
  const order = await (
    await placeOrder(owner.key, courier([{ product: item.product, sku: item.sku, count: 1 }]))
  ).json()
  const list = await (await server.request('/api/orders/', { token: owner.key })).json()
  expect(list.results.map((o: { id: number }) => o.id)).toContain(order.id)
  expect((await server.request(`/api/orders/${order.id}/`, { token: stranger.key })).status).toBe(404)
  expect(
    (await server.request(`/api/orders/${order.id}/cancel/`, { method: 'POST', token: stranger.key })).status,
  ).toBe(404)
  expect((await server.request(`/api/orders/${order.id}/`, { token: owner.key, company: 2 })).status).toBe(
    401,
  )
})

test('cancelling returns the stock once; a second cancel is refused', async () => {
  const { key } = await signInNewCustomer(server)
  const item = await findStockedSku(server)
  const order = await (
    await placeOrder(key, courier([{ product: item.product, sku: item.sku, count: 1 }]))
  ).json()
  const cancelled = await server.request(`/api/orders/${order.id}/cancel/`, { method: 'POST', token: key })
  expect(cancelled.status).toBe(200)
  expect(await cancelled.json()).toMatchObject({ state: 'canceled', actions: [], pay_now: '0.00' })
  expect(await stockOf(item.product, item.sku)).toBe(item.stock)
  const again = await server.request(`/api/orders/${order.id}/cancel/`, { method: 'POST', token: key })
  expect(again.status).toBe(409)
  expect((await again.json()).detail).toMatch(/call center/)
})

test('a pickup order waiting in the outlet can be kept 1 or 7 days longer, once', async () => {
  const { key } = await signInNewCustomer(server, 1, '+79123456789')
  const list = await (await server.request('/api/orders/', { token: key })).json()
  const waiting = list.results.find((o: { state: string }) => o.state === 'ready_pickup')
  expect(waiting.actions).toContain('EXTEND_PICKUP')
  const extend = (days: unknown) =>
    server.request(`/api/orders/${waiting.id}/extend_pickup/`, {
      method: 'POST',
      token: key,
      body: JSON.stringify({ days }),
    })
  expect((await extend(3)).status).toBe(400)
  const ok = await extend(7)
  expect(ok.status).toBe(200)
  const extended = await ok.json()
  expect(new Date(extended.storage_until).getTime() - new Date(waiting.storage_until).getTime()).toBe(
    7 * 86_400_000,
  )
  expect((await extend(1)).status).toBe(409)
})
