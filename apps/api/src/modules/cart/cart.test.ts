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

const post = (body: unknown, token?: string) =>
  server.request('/api/v2/cart/', { method: 'POST', body: JSON.stringify(body), ...(token ? { token } : {}) })

test('a guest gets a priced preview with save: false, but cannot save', async () => {
  const item = await findStockedSku(server)
  const preview = await post({ items: [{ product: item.product, sku: item.sku, count: 2 }], save: false })
  expect(preview.status).toBe(200)
  const cart = await preview.json()
  expect(cart.items).toHaveLength(1)
  expect(cart.subtotal).toBe((Number(item.price) * 2).toFixed(2))
  expect(cart.delivery_payment_options.map((o: { id: string }) => o.id)).toContain('DELIVERY:online')
  expect((await post({ items: [] })).status).toBe(401)
  expect((await server.request('/api/v2/cart/')).status).toBe(401)
})

test('a signed-in customer saves the cart and reads it back', async () => {
  const { key } = await signInNewCustomer(server)
  const item = await findStockedSku(server)
  const saved = await post(
    {
      items: [
        { product: item.product, sku: item.sku, count: 1 },
        { product: item.product, sku: item.sku, count: 1 },
      ],
    },
    key,
  )
  expect(saved.status).toBe(200)
  const cart = await (await server.request('/api/v2/cart/', { token: key })).json()
  expect(cart.items).toHaveLength(1)
  expect(cart.items[0].count).toBe(2)
})

test('promo codes report ok or error, and only codes that applied are saved', async () => {
  const { key } = await signInNewCustomer(server)
  const item = await findStockedSku(server)
  const cart = await (
    await post(
      {
        items: [{ product: item.product, sku: item.sku, count: 1 }],
        promo_codes: [' welcome10 ', 'EXPIRED', 'RUNOUT', 'NOPE', 'SALE500'],
      },
      key,
    )
  ).json()
  const results = Object.fromEntries(
    cart.promotions.map(
      (p: { promotion_code: { code: string; apply_result: { status: string; error?: string } } }) => [
        p.promotion_code.code,
        p.promotion_code.apply_result,
      ],
    ),
  )
  expect(results.WELCOME10).toEqual({ status: 'ok' })
  expect(results.EXPIRED).toMatchObject({ status: 'error', error: expect.stringMatching(/expired/) })
  expect(results.RUNOUT).toMatchObject({ status: 'error', error: expect.stringMatching(/run out/) })
  expect(results.NOPE).toMatchObject({ status: 'error' })
  expect(results.SALE500).toMatchObject({ status: 'error', error: expect.stringMatching(/one promo code/) })
  expect(Number(cart.discount)).toBeCloseTo(Number(item.price) * 0.1, 2)
  const stored = await (await server.request('/api/v2/cart/', { token: key })).json()
  expect(stored.promotions.map((p: { promotion_code: { code: string } }) => p.promotion_code.code)).toEqual([
    'WELCOME10',
  ])
})

test("the seeded customer's bonuses pay up to 30% when use_bonuses is on", async () => {
  const { key } = await signInNewCustomer(server, 1, '+79123456789')
  const item = await findStockedSku(server)
  const cart = await (
    await post(
      { items: [{ product: item.product, sku: item.sku, count: 1 }], use_bonuses: true, save: false },
      key,
    )
  ).json()
  expect(cart.bonus_balance).toBe('1500.00')
  expect(Number(cart.bonus_discount_amount)).toBe(Math.min(1500, Math.floor(Number(item.price) * 30) / 100))
})

test('items beyond stock are listed as unavailable and not charged', async () => {
  const item = await findStockedSku(server)
  const cart = await (
    await post({ items: [{ product: item.product, sku: item.sku, count: item.stock + 1 }], save: false })
  ).json()
  expect(cart.items).toHaveLength(0)
  expect(cart.unavailable_items).toHaveLength(1)
  expect(cart.total).toBe('0.00')
})

test("bad carts are refused with field errors, and another company's products never appear", async () => {
  expect((await post({ items: [{ product: 'x', sku: 1, count: 1 }], save: false })).status).toBe(400)
  expect((await post({ items: [{ product: 1, sku: 1, count: 0 }], save: false })).status).toBe(400)
  expect((await post({ items: 'nope', save: false })).status).toBe(400)
  const foreign = await findStockedSku(server, 2)
  const cart = await (
    await post({ items: [{ product: foreign.product, sku: foreign.sku, count: 1 }], save: false })
  ).json()
  expect(cart.items).toHaveLength(0)
})
