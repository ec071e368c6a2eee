import { join } from 'node:path'
import { onEveryDatabase, repoRoot, startApi } from './api-server.ts'
import { writeSection } from './benchmarks-file.ts'
import { load, machineLine } from './harness.ts'

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const ORDERS = Number(process.env.BENCH_ORDERS ?? 200)
const ORDER_CONCURRENCY = 4
const COMPANY = { 'X-QA-Company': '1', 'X-QA-Region': 'moscow' }
/** One shopper per concurrent client: `+7999000112N`. */
const phoneOf = (shopper: number) => `+7999000112${shopper}`

type Row = { database: string; call: string; rps: number; p50: number; p99: number; errors: number }
type StockedSku = { product: number; sku: number; stock: number }

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

/** Signs `phone` in through the real SMS flow and the dev outbox (development mode only); answers the token. */
async function signIn(api: string, phone: string): Promise<string> {
  await json(
    await fetch(`${api}/api/sms/send_code/?phone=${encodeURIComponent(phone)}`, {
      method: 'POST',
      headers: COMPANY,
    }),
  )
  const outbox = await json<{ to: string; code: string }[]>(
    await fetch(`${api}/api/dev/outbox/`, { headers: COMPANY }),
  )
  const code = outbox.find((m) => m.to === phone)?.code
  const answer = await json<{ key: string }>(
    await fetch(`${api}/api/v2/auth/verify_code/`, {
      method: 'POST',
      headers: { ...COMPANY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ source: phone, code, method: 'sms' }),
    }),
  )
  return answer.key
}

const shopperHeaders = (token: string) => ({
  ...COMPANY,
  'Content-Type': 'application/json',
  Authorization: `Token ${token}`,
})

async function stockedSkus(api: string): Promise<StockedSku[]> {
  const skus: StockedSku[] = []
  for (let page = 1; page <= 4; page++) {
    const listing = await json<{ results: { slug: string }[]; next: string | null }>(
      await fetch(`${api}/api/products/?in_stock=true&page_size=50&page=${page}`, { headers: COMPANY }),
    )
    for (const card of listing.results) {
      const product = await json<{ id: number; skus: { id: number; stock: number }[] }>(
        await fetch(`${api}/api/products/${card.slug}/`, { headers: COMPANY }),
      )
      for (const sku of product.skus)
        if (sku.stock > 0) skus.push({ product: product.id, sku: sku.id, stock: sku.stock })
    }
    if (!listing.next) break
  }
  return skus
}

const orderBody = (line: StockedSku) =>
  JSON.stringify({
    products: [{ product: line.product, sku: line.sku, count: 1 }],
    recipient_name: 'Bench Customer',
    recipient_phone: '79990001122',
    delivery_payment_option: 'DELIVERY:online',
    address: { city: 'Москва', street: 'Тверская', house: '7' },
  })

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

/**
 * Creates `count` orders, one unit of a still-stocked SKU each, by ORDER_CONCURRENCY shoppers at once (each its
 * own customer, like real checkouts: one customer's placements are serialised on its row lock). Each shopper
 * cancels its order right after (untimed): the API caps unpaid online orders per customer at UNPAID_ORDERS_MAX
 * (3 by default; 409 too_many_unpaid_orders), which one customer placing 200 unpaid orders ran into from the
 * 4th order on. The rate is the creations alone: ORDER_CONCURRENCY clients over the time spent creating.
 */
async function createOrders(api: string, tokens: string[], skus: StockedSku[], count: number) {
  const plan: StockedSku[] = []
  for (const sku of skus) for (let i = 0; i < sku.stock && plan.length < count; i++) plan.push(sku)
  const latencies: number[] = []
  let errors = 0
  let firstError: string | undefined
  let next = 0
  const worker = async (token: string) => {
    const headers = shopperHeaders(token)
    for (let i = next++; i < plan.length; i = next++) {
      const line = plan[i] as StockedSku
      const t0 = performance.now()
      const response = await fetch(`${api}/api/orders/`, {
        method: 'POST',
        headers: { ...headers, 'Idempotency-Key': `bench-${process.pid}-${i}` },
        body: orderBody(line),
      })
      const text = await response.text()
      latencies.push(performance.now() - t0)
      if (response.status !== 201) {
        errors++
        // The first failure's status and body say why (an outdated request or an API bug), not just how many.
        firstError ??= `order ${i} (product ${line.product}, sku ${line.sku}) answered ${response.status}: ${text.slice(0, 2000)}`
        continue
      }
      const { id } = JSON.parse(text) as { id: number }
      await json(await fetch(`${api}/api/orders/${id}/cancel/`, { method: 'POST', headers }))
    }
  }
  await Promise.all(tokens.map(worker))
  if (firstError)
    console.error(`order creation: ${errors} of ${plan.length} failed; the first: ${firstError}`)
  const busySeconds = latencies.reduce((sum, ms) => sum + ms, 0) / 1000 / tokens.length
  latencies.sort((a, b) => a - b)
  return {
    rps: Math.round(plan.length / busySeconds),
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    errors,
    orders: plan.length,
  }
}

async function benchDatabase(database: string, env: Record<string, string>, port: number): Promise<Row[]> {
  // Development mode: the dev outbox gives the sign-in code; logging stays at warn like the other runs.
  const api = await startApi(port, { ...env, NODE_ENV: 'development' })
  try {
    const tokens: string[] = []
    for (let shopper = 0; shopper < ORDER_CONCURRENCY; shopper++)
      tokens.push(await signIn(api.url, phoneOf(shopper)))
    const headers = shopperHeaders(tokens[0] ?? '')
    const skus = await stockedSkus(api.url)
    const first = skus[0]
    if (!first) throw new Error('no stocked SKU in the demo seed')
    const preview = JSON.stringify({
      items: skus.slice(0, 3).map((s) => ({ product: s.product, sku: s.sku, count: 1 })),
      promo_codes: ['WELCOME10'], // the contract's CartUpdate: codes as strings
      save: false,
    })
    const rows: Row[] = []
    rows.push({
      database,
      call: 'cart preview (signed in, 3 lines, promo code)',
      ...(await load('cart preview', `${api.url}/api/v2/cart/`, {
        connections: 10,
        duration: DURATION_S,
        method: 'POST',
        body: preview,
        headers,
      })),
    })
    const created = await createOrders(api.url, tokens, skus, ORDERS)
    rows.push({
      database,
      call: `order creation (${created.orders} orders, ${ORDER_CONCURRENCY} at a time)`,
      ...created,
    })
    // A replay answers the stored order without a second one: the double-click and retry path.
    rows.push({
      database,
      call: 'order replay (same Idempotency-Key)',
      ...(await load('order replay', `${api.url}/api/orders/`, {
        connections: 10,
        duration: DURATION_S,
        method: 'POST',
        body: orderBody(first),
        // Order 0 was placed by shopper 0 (the first worker takes the first plan line before it awaits).
        headers: { ...headers, 'Idempotency-Key': `bench-${process.pid}-0` },
      })),
    })
    return rows
  } finally {
    await api.stop()
  }
}

// PGlite on the port, PostgreSQL on the next one.
const rows = await onEveryDatabase(Number(process.env.BENCH_CHECKOUT_PORT ?? 4530), benchDatabase)

const table = [
  '| Database | Call | req/s | p50 ms | p99 ms | errors |',
  '| --- | --- | ---: | ---: | ---: | ---: |',
  ...rows.map((r) => `| ${r.database} | ${r.call} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`),
].join('\n')
writeSection(
  join(repoRoot, 'BENCHMARKS.md'),
  'Checkout calls',
  [
    machineLine(),
    `Command: \`pnpm bench\` (cart preview and replay: autocannon, 10 connections, ${DURATION_S} s; order creation: ${ORDER_CONCURRENCY} concurrent shoppers (one customer each) with fetch, one unit of a different stocked SKU per order, each with its own Idempotency-Key, each order cancelled right after (untimed) to stay under the unpaid-order cap; req/s = orders over the time spent creating; API in development mode for the dev outbox sign-in, LOG_LEVEL=warn; client and server on the same machine).`,
    '',
    table,
  ].join('\n'),
)
console.log(table)
