import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { skuRegionOffers } from '../../db/schema/index.ts'
import { findStockedSku, signInNewCustomer } from '../../testing/sign-in.ts'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'

// PGlite has a single connection and cannot show races: these run on real PostgreSQL only.
const onPostgres = Boolean(process.env.DATABASE_URL)

let server: TestServer
beforeAll(async () => {
  if (onPostgres) server = await startTestServer()
})
afterAll(async () => {
  if (onPostgres) await server.close()
})

const body = (product: number, sku: number) => ({
  products: [{ product, sku, count: 1 }],
  recipient_name: 'Race Test',
  recipient_phone: '79161234567',
  delivery_payment_option: 'DELIVERY:cash',
  address: { city: 'Москва', street: 'Тверская', house: '1' },
})

test.skipIf(!onPostgres)(
  '50 parallel orders for the last 10 units give exactly 10 orders and 40 stock errors',
  async () => {
    const item = await findStockedSku(server, 1, 1, 3)
    await server.handle.db.execute(sql`update ${skuRegionOffers} set stock = 10 where sku_id = ${item.sku}`)
    const customers = await Promise.all(Array.from({ length: 10 }, () => signInNewCustomer(server)))
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        server.request('/api/orders/', {
          method: 'POST',
          token: customers[i % 10]?.key ?? '',
          body: JSON.stringify(body(item.product, item.sku)),
        }),
      ),
    )
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(10)
    expect(statuses.filter((s) => s === 409)).toHaveLength(40)
    const rows = await server.handle.db
      .select({ stock: skuRegionOffers.stock })
      .from(skuRegionOffers)
      .where(eq(skuRegionOffers.skuId, item.sku))
    expect(rows.every((row) => row.stock >= 0)).toBe(true)
    expect(rows.find((row) => row.stock === 0)).toBeDefined()
  },
)

test.skipIf(!onPostgres)(
  '20 concurrent requests with one Idempotency-Key create exactly one order',
  async () => {
    const item = await findStockedSku(server, 1, 2, 6)
    const { key } = await signInNewCustomer(server)
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.request('/api/orders/', {
          method: 'POST',
          token: key,
          headers: { 'Idempotency-Key': 'race-key-123456' },
          body: JSON.stringify(body(item.product, item.sku)),
        }),
      ),
    )
    const created = await Promise.all(responses.filter((r) => r.status === 201).map((r) => r.json()))
    expect(created.length).toBeGreaterThanOrEqual(1)
    expect(new Set(created.map((o) => o.id)).size).toBe(1)
    expect(responses.every((r) => r.status === 201 || r.status === 409)).toBe(true)
    const orders = await (await server.request('/api/orders/', { token: key })).json()
    expect(orders.count).toBe(1)
  },
)
