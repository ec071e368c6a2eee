import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { productRegionOffers, skuRegionOffers, skus } from '../../db/schema/index.ts'
import { signInNewCustomer } from '../../testing/sign-in.ts'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'

// Issue 18: the listing reads product_region_offers, which triggers keep in step with sku_region_offers
// (migration 0020). Every change of an offer, by whichever path, must leave it equal to the aggregate.
const onPostgres = Boolean(process.env.DATABASE_URL)

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const db = () => server.handle.db

/** Rows of the summary that differ from what the offers say (missing, extra or wrong), as text for messages. */
async function drift(): Promise<string[]> {
  const result = await db().execute(sql`
    with truth as (
      select s.product_id, o.region_id, min(o.price_minor) as price, min(o.old_price_minor) as old_price,
        bool_or(o.stock > 0) as in_stock
      from ${skus} s join ${skuRegionOffers} o on o.sku_id = s.id
      group by s.product_id, o.region_id
    )
    select coalesce(t.product_id, p.product_id) as product, coalesce(t.region_id, p.region_id) as region
    from truth t full join ${productRegionOffers} p on p.product_id = t.product_id and p.region_id = t.region_id
    where (t.price, t.old_price, t.in_stock) is distinct from (p.price_minor, p.old_price_minor, p.in_stock)`)
  // Both drivers answer execute() with { rows }; the shared Database type leaves the result untyped.
  const { rows } = result as { rows: { product: number; region: number }[] }
  return rows.map((r) => `${r.product}@${r.region}`)
}

/** The card of one product in the default region's listing (its id filter), or undefined when not listed. */
async function card(productId: number, extra = '') {
  const page = await (await server.request(`/api/products/?ids=${productId}${extra}`)).json()
  return page.results[0] as
    | { id: number; price: string; old_price: string | null; in_stock: boolean }
    | undefined
}

/** A product of the default region's listing with at least two variants, each stocked; one per test. */
let taken = 0
async function productWithVariants(): Promise<{ productId: number; skuIds: number[] }> {
  const page = await (
    await server.request('/api/products/?category=clothes&in_stock=true&page_size=50')
  ).json()
  for (const result of page.results.slice(taken)) {
    taken += 1
    const product = await (await server.request(`/api/products/${result.slug}/`)).json()
    const stocked = product.skus.filter((s: { stock: number }) => s.stock > 0)
    if (stocked.length >= 2)
      return { productId: product.id, skuIds: stocked.map((s: { id: number }) => s.id) }
  }
  throw new Error('no product with two stocked variants')
}

test('after migration and seed the summary equals the offers for every product and region', async () => {
  expect(await drift()).toEqual([])
  const [{ n } = { n: 0 }] = await db()
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(productRegionOffers)
  expect(n).toBeGreaterThan(300)
})

test('a price cut and an old price show on the card at once', async () => {
  const { productId, skuIds } = await productWithVariants()
  const before = await card(productId)
  expect(before).toBeDefined()
  const [first] = skuIds
  await db()
    .update(skuRegionOffers)
    .set({ priceMinor: 100, oldPriceMinor: 99_900 })
    .where(eq(skuRegionOffers.skuId, first ?? 0))
  expect(await card(productId)).toMatchObject({ price: '1.00', old_price: '999.00' })
  expect(await drift()).toEqual([])
})

test('selling out every variant takes the product out of "in stock", restocking one brings it back', async () => {
  const { productId, skuIds } = await productWithVariants()
  await db().update(skuRegionOffers).set({ stock: 0 }).where(inArray(skuRegionOffers.skuId, skuIds))
  expect((await card(productId))?.in_stock).toBe(false)
  expect(await card(productId, '&in_stock=true')).toBeUndefined()
  await db()
    .update(skuRegionOffers)
    .set({ stock: 3 })
    .where(eq(skuRegionOffers.skuId, skuIds[1] ?? 0))
  expect((await card(productId))?.in_stock).toBe(true)
  expect(await drift()).toEqual([])
})

test('an order that takes the last unit sells the product out; cancelling it puts it back', async () => {
  const { productId, skuIds } = await productWithVariants()
  const [last, ...others] = skuIds
  await db().update(skuRegionOffers).set({ stock: 0 }).where(inArray(skuRegionOffers.skuId, others))
  await db()
    .update(skuRegionOffers)
    .set({ stock: 1 })
    .where(eq(skuRegionOffers.skuId, last ?? 0))
  expect((await card(productId))?.in_stock).toBe(true)

  const { key } = await signInNewCustomer(server)
  const placed = await server.request('/api/orders/', {
    method: 'POST',
    token: key,
    body: JSON.stringify({
      products: [{ product: productId, sku: last, count: 1 }],
      recipient_name: 'Summary Test',
      recipient_phone: '79161234567',
      delivery_payment_option: 'DELIVERY:cash',
      address: { city: 'Москва', street: 'Тверская', house: '1' },
    }),
  })
  expect(placed.status).toBe(201)
  const order = await placed.json()
  expect((await card(productId))?.in_stock).toBe(false)

  const cancelled = await server.request(`/api/orders/${order.id}/cancel/`, { method: 'POST', token: key })
  expect(cancelled.status).toBe(200)
  expect((await card(productId))?.in_stock).toBe(true)
  expect(await drift()).toEqual([])
})

test('removing a product’s offers in a region removes it from that region’s listing', async () => {
  const { productId, skuIds } = await productWithVariants()
  const [offer] = await db()
    .select({ regionId: skuRegionOffers.regionId })
    .from(skuRegionOffers)
    .where(eq(skuRegionOffers.skuId, skuIds[0] ?? 0))
  const regionId = offer?.regionId ?? 0
  const variants = db().select({ id: skus.id }).from(skus).where(eq(skus.productId, productId))
  const removed = await db()
    .delete(skuRegionOffers)
    .where(and(inArray(skuRegionOffers.skuId, variants), eq(skuRegionOffers.regionId, regionId)))
    .returning()
  expect(removed.length).toBeGreaterThanOrEqual(2)
  const left = await db()
    .select()
    .from(productRegionOffers)
    .where(and(eq(productRegionOffers.productId, productId), eq(productRegionOffers.regionId, regionId)))
  expect(left).toEqual([])
  expect(await drift()).toEqual([])
  await db().insert(skuRegionOffers).values(removed)
  expect(await drift()).toEqual([])
})

test.runIf(onPostgres)(
  'two transactions selling out the last two variants at once leave the product out of stock',
  async () => {
    // Two transactions on two pool connections: each sells out one variant and holds its transaction open a
    // moment, so without the summary row lock both would compute "in stock" from the other's old offer.
    for (let round = 0; round < 5; round += 1) {
      const { productId, skuIds } = await productWithVariants()
      const [a, b, ...rest] = skuIds
      await db()
        .update(skuRegionOffers)
        .set({ stock: 0 })
        .where(inArray(skuRegionOffers.skuId, rest.concat(-1)))
      await db()
        .update(skuRegionOffers)
        .set({ stock: 1 })
        .where(inArray(skuRegionOffers.skuId, [a ?? 0, b ?? 0]))
      // Both transactions are open (each holds its connection) before either updates: the updates then
      // overlap instead of the second one waiting for a connection until the first has committed.
      let open = 0
      let bothOpen: () => void = () => undefined
      const opened = new Promise<void>((resolve) => {
        bothOpen = resolve
      })
      await Promise.all(
        [a, b].map((skuId) =>
          db().transaction(async (tx) => {
            await tx.execute(sql`select 1`)
            open += 1
            if (open === 2) bothOpen()
            await opened
            await tx
              .update(skuRegionOffers)
              .set({ stock: 0 })
              .where(eq(skuRegionOffers.skuId, skuId ?? 0))
            await new Promise((resolve) => setTimeout(resolve, 100))
          }),
        ),
      )
      expect((await card(productId))?.in_stock, `round ${round}`).toBe(false)
    }
    expect(await drift()).toEqual([])
  },
)
