import { join } from 'node:path'
import { onEveryDatabase, repoRoot, startApi } from './api-server.ts'
import { writeSection } from './benchmarks-file.ts'
import { load, machineLine } from './harness.ts'

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = 10
const API_HEADERS = { 'X-QA-Company': '1', 'X-QA-Region': 'moscow', 'Content-Type': 'application/json' }

type Row = { database: string; endpoint: string; rps: number; p50: number; p99: number; errors: number }

async function benchDatabase(database: string, env: Record<string, string>, port: number): Promise<Row[]> {
  const api = await startApi(port, env)
  try {
    const headers = { 'X-QA-Company': '1' }
    const listing = (await (
      await fetch(`${api.url}/api/products/?category=clothes&page_size=1`, { headers })
    ).json()) as {
      results: { slug: string }[]
    }
    const slug = listing.results[0]?.slug ?? ''
    const product = (await (await fetch(`${api.url}/api/products/${slug}/`, { headers })).json()) as {
      id: number
      skus: { id: number }[]
    }
    const cart = JSON.stringify({
      items: [{ product: product.id, sku: product.skus[0]?.id, count: 1 }],
      promo_codes: [{ code: 'WELCOME10' }],
      save: false,
    })
    const cases: [string, string, { method?: 'GET' | 'POST'; body?: string }][] = [
      ['product listing', `${api.url}/api/products/?category=clothes&ordering=price&page_size=24`, {}],
      ['product detail', `${api.url}/api/products/${slug}/`, {}],
      ['cart preview', `${api.url}/api/v2/cart/`, { method: 'POST', body: cart }],
    ]
    const rows: Row[] = []
    for (const [endpoint, url, init] of cases)
      rows.push({
        database,
        endpoint,
        ...(await load(endpoint, url, {
          connections: CONNECTIONS,
          duration: DURATION_S,
          headers: API_HEADERS,
          ...init,
        })),
      })
    return rows
  } finally {
    await api.stop()
  }
}

const rows = await onEveryDatabase(4510, benchDatabase)

const table = [
  '| Database | Endpoint | req/s | p50 ms | p99 ms | errors |',
  '| --- | --- | ---: | ---: | ---: | ---: |',
  ...rows.map((r) => `| ${r.database} | ${r.endpoint} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`),
].join('\n')
writeSection(
  join(repoRoot, 'BENCHMARKS.md'),
  'API throughput',
  [
    machineLine(),
    `Command: \`pnpm bench\` (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per endpoint, client and server on the same machine; NODE_ENV=production, LOG_LEVEL=warn).`,
    '',
    table,
  ].join('\n'),
)
console.log(table)
