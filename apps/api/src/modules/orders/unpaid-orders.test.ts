import { and, eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { orders, payments, sandboxBankPayments, skuRegionOffers } from '../../db/schema/index.ts'
import { readEnv } from '../../env.ts'
import type { Deps } from '../../http/context.ts'
import { findStockedSku, signInNewCustomer } from '../../testing/sign-in.ts'
import { startTestServer, TEST_STOREFRONT_SECRET, type TestServer } from '../../testing/test-server.ts'
import { releaseUnpaidOrders } from './unpaid-orders.ts'

// Issue 17: an unpaid online order holds its stock only for the payment window (spec §9: up to 15 minutes),
// and one customer may hold only a few unpaid online orders at once.
const onPostgres = Boolean(process.env.DATABASE_URL)
const WINDOW_MS = 15 * 60_000

let server: TestServer
/** The job's view of the server: its database and its controllable clock (what index.ts gives the job). */
let deps: Deps
beforeAll(async () => {
  server = await startTestServer({
    env: { PUBLIC_URL: 'http://bank.test', STOREFRONT_URL: 'http://shop.test' },
  })
  deps = {
    db: server.handle.db,
    env: readEnv({ NODE_ENV: 'test', STOREFRONT_SECRET: TEST_STOREFRONT_SECRET }),
    logger: pino({ level: 'silent' }),
    clock: server.clock,
  }
})
afterAll(async () => {
  await server.close()
})

const release = () => releaseUnpaidOrders(deps, { limit: 100 })

let skip = 0
/** A product with stock of its own for each test, so tests do not read each other's stock changes. */
async function freshItem() {
  skip += 1
  return findStockedSku(server, 1, 10, skip)
}

async function place(key: string, item: { product: number; sku: number }, option = 'DELIVERY:online') {
  return server.request('/api/orders/', {
    method: 'POST',
    token: key,
    body: JSON.stringify({
      products: [{ product: item.product, sku: item.sku, count: 1 }],
      recipient_name: 'Unpaid Test',
      recipient_phone: '79161234567',
      delivery_payment_option: option,
      address: { city: 'Москва', street: 'Тверская', house: '1' },
    }),
  })
}

async function stockOf(orderId: number, sku: number): Promise<number> {
  const [order] = await server.handle.db.select().from(orders).where(eq(orders.id, orderId))
  const [row] = await server.handle.db
    .select({ stock: skuRegionOffers.stock })
    .from(skuRegionOffers)
    .where(and(eq(skuRegionOffers.skuId, sku), eq(skuRegionOffers.regionId, order?.regionId ?? 0)))
  return row?.stock ?? Number.NaN
}

const bankPath = (confirmationUrl: string) => new URL(confirmationUrl).pathname
const startPayment = async (key: string, id: number) =>
  (
    await server.request(`/api/orders/${id}/pay/`, {
      method: 'POST',
      token: key,
      body: JSON.stringify({ return_url: `/cart/success/${id}/` }),
    })
  ).json()
const payAtBank = (confirmationUrl: string) =>
  server.request(`${bankPath(confirmationUrl)}/succeed`, {
    method: 'POST',
    company: null,
    redirect: 'manual',
  })

test('an online order unpaid when its window closes expires, with the reason, and its stock returns', async () => {
  const { key } = await signInNewCustomer(server)
  const item = await freshItem()
  const placed = await place(key, item)
  expect(placed.status).toBe(201)
  const order = await placed.json()
  expect(order.due_date).toBe(new Date(server.clock.now().getTime() + WINDOW_MS).toISOString())
  const taken = await stockOf(order.id, item.sku)

  server.clock.advance(WINDOW_MS - 1000)
  expect((await release()).expired).not.toContain(order.id)
  expect(await stockOf(order.id, item.sku)).toBe(taken)

  server.clock.advance(1000)
  expect((await release()).expired).toContain(order.id)
  expect(await stockOf(order.id, item.sku)).toBe(taken + 1)
  const detail = await (await server.request(`/api/orders/${order.id}/`, { token: key })).json()
  expect(detail).toMatchObject({ state: 'expired', sub_state: 'payment_window_closed' })
  expect(detail.actions).not.toContain('PAY')
  expect(detail.actions).not.toContain('CANCEL')
  // Nothing can be paid for an expired order, and cancelling it cannot return its stock a second time.
  expect((await startPayment(key, order.id)).code).toBe('payment_unavailable')
  const cancel = await server.request(`/api/orders/${order.id}/cancel/`, { method: 'POST', token: key })
  expect(cancel.status).toBe(409)
  expect(await stockOf(order.id, item.sku)).toBe(taken + 1)
})

test('an order paid just before its window closes is untouched; a cash order is never expired', async () => {
  const { key } = await signInNewCustomer(server)
  const item = await freshItem()
  const paid = await (await place(key, item)).json()
  const cash = await (await place(key, item, 'DELIVERY:cash')).json()
  expect(cash.due_date).toBeNull()
  server.clock.advance(WINDOW_MS - 5000)
  const payment = await startPayment(key, paid.id)
  expect((await payAtBank(payment.confirmation_url)).status).toBe(303)
  const before = await stockOf(paid.id, item.sku)

  server.clock.advance(2 * 24 * 3_600_000)
  const { expired } = await release()
  expect(expired).not.toContain(paid.id)
  expect(expired).not.toContain(cash.id)
  expect(await stockOf(paid.id, item.sku)).toBe(before)
  for (const id of [paid.id, cash.id]) {
    const detail = await (await server.request(`/api/orders/${id}/`, { token: key })).json()
    expect(detail.state, `order ${id}`).toBe('new')
  }
})

test('a payment still pending when the window closes does not keep the stock', async () => {
  const { key } = await signInNewCustomer(server)
  const item = await freshItem()
  const order = await (await place(key, item)).json()
  const taken = await stockOf(order.id, item.sku)
  await startPayment(key, order.id)
  server.clock.advance(WINDOW_MS)
  expect((await release()).expired).toContain(order.id)
  expect(await stockOf(order.id, item.sku)).toBe(taken + 1)
})

test('a payment the bank takes after the window closed is refunded; the expired order stays expired and unpaid', async () => {
  const { key } = await signInNewCustomer(server)
  const item = await freshItem()
  const order = await (await place(key, item)).json()
  const taken = await stockOf(order.id, item.sku)
  const payment = await startPayment(key, order.id)
  server.clock.advance(WINDOW_MS)
  expect((await release()).expired).toContain(order.id)
  // The shopper pressed Pay on the bank page just too late: the bank took the money and notifies the shop.
  expect((await payAtBank(payment.confirmation_url)).status).toBe(303)
  const [row] = await server.handle.db.select().from(payments).where(eq(payments.orderId, order.id))
  expect(row).toMatchObject({ status: 'succeeded', refundStatus: 'succeeded' })
  const [bank] = await server.handle.db
    .select()
    .from(sandboxBankPayments)
    .where(eq(sandboxBankPayments.externalId, row?.externalId ?? ''))
  expect(bank?.refundedAt).toBeInstanceOf(Date)
  const [after] = await server.handle.db.select().from(orders).where(eq(orders.id, order.id))
  expect(after).toMatchObject({ state: 'expired', paidMinor: 0 })
  expect(await stockOf(order.id, item.sku)).toBe(taken + 1)
  // A duplicate notification or a reconciliation round refunds nothing a second time.
  expect((await payAtBank(payment.confirmation_url)).status).not.toBe(500)
  const [again] = await server.handle.db.select().from(payments).where(eq(payments.orderId, order.id))
  expect(again?.refundId).toBe(row?.refundId)
})

test('running the release twice returns the stock once', async () => {
  const { key } = await signInNewCustomer(server)
  const item = await freshItem()
  const order = await (await place(key, item)).json()
  const taken = await stockOf(order.id, item.sku)
  server.clock.advance(WINDOW_MS)
  const [first, second] = [await release(), await release()]
  expect(first.expired).toContain(order.id)
  expect(second.expired).not.toContain(order.id)
  expect(await stockOf(order.id, item.sku)).toBe(taken + 1)
})

test.skipIf(!onPostgres)(
  'two instances releasing at once return each order’s stock once (PostgreSQL)',
  async () => {
    const item = await freshItem()
    const placed: { id: number }[] = []
    for (let i = 0; i < 3; i++) {
      const { key } = await signInNewCustomer(server)
      placed.push(await (await place(key, item)).json())
    }
    const taken = await stockOf(placed[0]?.id ?? 0, item.sku)
    server.clock.advance(WINDOW_MS)
    const rounds = await Promise.all(Array.from({ length: 4 }, () => release()))
    const expired = rounds.flatMap((r) => r.expired).filter((id) => placed.some((o) => o.id === id))
    expect(expired.sort()).toEqual(placed.map((o) => o.id).sort())
    expect(await stockOf(placed[0]?.id ?? 0, item.sku)).toBe(taken + 3)
  },
)

test.skipIf(!onPostgres)(
  'a payment arriving as the window closes: the order is kept paid, or expired with its stock returned once (PostgreSQL)',
  async () => {
    for (let round = 0; round < 5; round++) {
      const { key } = await signInNewCustomer(server)
      const item = await freshItem()
      const order = await (await place(key, item)).json()
      const taken = await stockOf(order.id, item.sku)
      const payment = await startPayment(key, order.id)
      server.clock.advance(WINDOW_MS)
      await Promise.all([payAtBank(payment.confirmation_url), release(), release()])
      const [row] = await server.handle.db.select().from(orders).where(eq(orders.id, order.id))
      const stock = await stockOf(order.id, item.sku)
      if (row?.state === 'expired') {
        // Expired first: the payment that followed is refunded, not credited; the stock came back once.
        expect(stock, `round ${round}`).toBe(taken + 1)
        expect(row.paidMinor, `round ${round}`).toBe(0)
        const [paid] = await server.handle.db.select().from(payments).where(eq(payments.orderId, order.id))
        expect(paid?.refundStatus ?? 'not paid', `round ${round}`).toMatch(/^(succeeded|not paid)$/)
      } else {
        // Not expired: the credit came first, so the order is paid and keeps its stock.
        expect(row?.paidMinor, `round ${round}`).toBe(row?.totalMinor)
        expect(stock, `round ${round}`).toBe(taken)
      }
    }
  },
)

test('a customer may hold at most 3 unpaid online orders; cash orders and paying or cancelling free a place', async () => {
  const { key } = await signInNewCustomer(server)
  const item = await freshItem()
  const held: { id: number }[] = []
  for (let i = 0; i < 3; i++) {
    const placed = await place(key, item)
    expect(placed.status).toBe(201)
    held.push(await placed.json())
  }
  const stock = await stockOf(held[0]?.id ?? 0, item.sku)
  const refused = await place(key, item)
  expect(refused.status).toBe(409)
  expect(await refused.json()).toMatchObject({
    code: 'too_many_unpaid_orders',
    detail: expect.stringContaining('3 unpaid orders'),
  })
  expect(await stockOf(held[0]?.id ?? 0, item.sku)).toBe(stock)
  // Paying on delivery holds no payment window, so it is not capped.
  expect((await place(key, item, 'DELIVERY:cash')).status).toBe(201)
  // Paying one frees a place; so does cancelling one.
  const payment = await startPayment(key, held[0]?.id ?? 0)
  await payAtBank(payment.confirmation_url)
  expect((await place(key, item)).status).toBe(201)
  expect((await place(key, item)).status).toBe(409)
  await server.request(`/api/orders/${held[1]?.id}/cancel/`, { method: 'POST', token: key })
  expect((await place(key, item)).status).toBe(201)
  // Another customer is not limited by this one's orders.
  const other = await signInNewCustomer(server)
  expect((await place(other.key, item)).status).toBe(201)
})

test('an expired order frees a place under the cap', async () => {
  const { key } = await signInNewCustomer(server)
  const item = await freshItem()
  for (let i = 0; i < 3; i++) expect((await place(key, item)).status).toBe(201)
  expect((await place(key, item)).status).toBe(409)
  server.clock.advance(WINDOW_MS)
  await release()
  expect((await place(key, item)).status).toBe(201)
})

test.skipIf(!onPostgres)('parallel placements by one customer cannot pass the cap (PostgreSQL)', async () => {
  const { key } = await signInNewCustomer(server)
  const item = await freshItem()
  const statuses = (await Promise.all(Array.from({ length: 8 }, () => place(key, item)))).map((r) => r.status)
  expect(statuses.filter((s) => s === 201)).toHaveLength(3)
  expect(statuses.filter((s) => s === 409)).toHaveLength(5)
})
