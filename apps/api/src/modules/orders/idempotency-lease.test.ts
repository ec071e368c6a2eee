import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { idempotencyKeys, orders, skuRegionOffers } from '../../db/schema/index.ts'
import { findStockedSku, signInNewCustomer } from '../../testing/sign-in.ts'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'

/**
 * A request killed mid-way (kill -9, a lost database connection) leaves its Idempotency-Key claimed with no
 * answer. Before the lease, the key answered "in progress" for 24 hours, even when the order had been placed.
 * Here a crash is reproduced by erasing the stored answer of a finished request (and, for a crash before the
 * order, its link to the order).
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const body = (product: number, sku: number) => ({
  products: [{ product, sku, count: 1 }],
  recipient_name: 'Lease Test',
  recipient_phone: '79161234567',
  delivery_payment_option: 'DELIVERY:cash',
  address: { city: 'Москва', street: 'Тверская', house: '1' },
})

async function forgetAnswer(key: string) {
  await server.handle.db
    .update(idempotencyKeys)
    .set({ responseStatus: null, responseBody: null })
    .where(eq(idempotencyKeys.key, key))
}

test('a crashed claim whose order was placed answers with that order once its lease is over', async () => {
  const item = await findStockedSku(server, 1, 3, 10)
  await server.handle.db.execute(sql`update ${skuRegionOffers} set stock = 50 where sku_id = ${item.sku}`)
  const { key: token } = await signInNewCustomer(server)
  const place = () =>
    server.request('/api/orders/', {
      method: 'POST',
      token,
      headers: { 'Idempotency-Key': 'lease-key-placed-1' },
      body: JSON.stringify(body(item.product, item.sku)),
    })
  const first = await place()
  expect(first.status).toBe(201)
  const order = await first.json()
  await forgetAnswer('lease-key-placed-1')

  // Within the lease the claim may still be running: 409.
  expect((await place()).status).toBe(409)
  server.clock.advance(61_000)
  const resolved = await place()
  expect(resolved.status).toBe(201)
  expect(resolved.headers.get('idempotent-replayed')).toBe('true')
  expect((await resolved.json()).id).toBe(order.id)
  const placed = await server.handle.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.idempotencyKey, 'lease-key-placed-1'))
  expect(placed).toHaveLength(1)
  // And from now on it is an ordinary replay.
  expect((await (await place()).json()).id).toBe(order.id)
})

test('a crashed claim that placed nothing frees its key after the lease: the retry places the order', async () => {
  const item = await findStockedSku(server, 1, 3, 12)
  await server.handle.db.execute(sql`update ${skuRegionOffers} set stock = 50 where sku_id = ${item.sku}`)
  const { key: token } = await signInNewCustomer(server)
  const place = () =>
    server.request('/api/orders/', {
      method: 'POST',
      token,
      headers: { 'Idempotency-Key': 'lease-key-nothing-1' },
      body: JSON.stringify(body(item.product, item.sku)),
    })
  const first = await place()
  expect(first.status).toBe(201)
  const abandoned = (await first.json()).id
  // As if the crash had come before the order was committed: no order carries the key.
  await server.handle.db
    .update(orders)
    .set({ idempotencyKey: null })
    .where(and(eq(orders.id, abandoned), eq(orders.idempotencyKey, 'lease-key-nothing-1')))
  await forgetAnswer('lease-key-nothing-1')
  expect((await place()).status).toBe(409)
  server.clock.advance(61_000)
  const retried = await place()
  expect(retried.status).toBe(201)
  expect(retried.headers.get('idempotent-replayed')).toBeNull()
  expect((await retried.json()).id).not.toBe(abandoned)
})
