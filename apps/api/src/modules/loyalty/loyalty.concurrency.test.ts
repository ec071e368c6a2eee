import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { giftCards, loyaltyAccounts, skuRegionOffers } from '../../db/schema/index.ts'
import { findStockedSku, signInNewCustomer } from '../../testing/sign-in.ts'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'

// PGlite has a single connection and cannot show races: these run on real PostgreSQL only.
const onPostgres = Boolean(process.env.DATABASE_URL)

let server: TestServer
beforeAll(async () => {
  if (onPostgres) server = await startTestServer()
}, 300_000)
afterAll(async () => {
  if (onPostgres) await server.close()
})

const body = (
  item: { product: number; sku: number },
  balances: { barcode: string }[],
  option = 'DELIVERY:cash',
) => ({
  products: [{ product: item.product, sku: item.sku, count: 1 }],
  balances,
  recipient_name: 'Race Test',
  recipient_phone: '79161234567',
  delivery_payment_option: option,
  address: { city: 'Москва', street: 'Тверская', house: '1' },
})

test.skipIf(!onPostgres)(
  '20 concurrent checkouts spending one gift card never take it below zero, and take exactly what orders show',
  async () => {
    const item = await findStockedSku(server, 1, 1, 5)
    await server.handle.db.execute(sql`update ${skuRegionOffers} set stock = 100 where sku_id = ${item.sku}`)
    const price = (await (await server.request(`/api/products/${item.product}/`)).json()).skus.find(
      (s: { id: number }) => s.id === item.sku,
    ).price
    // Enough for about three and a half orders: most checkouts find the card short or empty.
    const initial = Math.round(Number(price) * 100 * 3.5)
    await server.handle.db.insert(giftCards).values({
      companyId: 1,
      barcode: 'RACE0001',
      initialMinor: initial,
      balanceMinor: initial,
    })
    const customers = []
    for (let n = 0; n < 20; n++) customers.push(await signInNewCustomer(server))
    const responses = await Promise.all(
      customers.map((c) =>
        server.request('/api/orders/', {
          method: 'POST',
          token: c.key,
          body: JSON.stringify(body(item, [{ barcode: 'RACE0001' }])),
        }),
      ),
    )
    const statuses = responses.map((r) => r.status)
    expect(
      statuses.every((s) => s === 201 || s === 400 || s === 409),
      statuses.join(','),
    ).toBe(true)
    const created = await Promise.all(responses.filter((r) => r.status === 201).map((r) => r.json()))
    const [card] = await server.handle.db.select().from(giftCards).where(eq(giftCards.barcode, 'RACE0001'))
    expect(card?.balanceMinor).toBeGreaterThanOrEqual(0)
    const taken = created.reduce((sum, o) => sum + Math.round(Number(o.gift_card_debit) * 100), 0)
    expect(taken).toBe(initial - (card?.balanceMinor ?? 0))
    expect(taken).toBeLessThanOrEqual(initial)
    expect(created.length).toBeGreaterThanOrEqual(1)
  },
  300_000,
)

test.skipIf(!onPostgres)(
  '20 concurrent checkouts spending one bonus balance by the own card never take it below zero',
  async () => {
    const item = await findStockedSku(server, 1, 1, 6)
    await server.handle.db.execute(sql`update ${skuRegionOffers} set stock = 100 where sku_id = ${item.sku}`)
    const customer = await signInNewCustomer(server)
    const me = await (await server.request('/api/customers/me/', { token: customer.key })).json()
    const opened = await (await server.request('/api/loyalty/account/', { token: customer.key })).json()
    // A small balance (one order's worth of the 30% cap at most) granted with its operation, as the ledger would.
    await server.handle.db.execute(sql`
      with account as (update ${loyaltyAccounts} set balance_minor = 10000 where customer_id = ${me.id} returning id)
      insert into loyalty_operations (account_id, kind, state, amount_minor, reason, effective_at)
      select id, 'accrual', 'posted', 10000, 'welcome', now() from account`)
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.request('/api/orders/', {
          method: 'POST',
          token: customer.key,
          // Bonuses are spent only with online payment; the unpaid-orders cap refuses some, which is fine here.
          body: JSON.stringify(body(item, [{ barcode: opened.card_number }], 'DELIVERY:online')),
        }),
      ),
    )
    const created = await Promise.all(responses.filter((r) => r.status === 201).map((r) => r.json()))
    const after = await (await server.request('/api/loyalty/account/', { token: customer.key })).json()
    const spent = created.reduce((sum, o) => sum + Math.round(Number(o.bonus_debit) * 100), 0)
    expect(Math.round(Number(after.balance) * 100)).toBe(10000 - spent)
    expect(Number(after.balance)).toBeGreaterThanOrEqual(0)
    const ops = (
      await (await server.request('/api/loyalty/operations/?page_size=50', { token: customer.key })).json()
    ).results
    expect(ops.filter((op: { kind: string }) => op.kind === 'debit')).toHaveLength(
      created.filter((o) => Number(o.bonus_debit) > 0).length,
    )
  },
  300_000,
)
