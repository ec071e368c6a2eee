import { join } from 'node:path'
import { onEveryDatabase, repoRoot, startApi } from './api-server.ts'
import { writeSection } from './benchmarks-file.ts'
import { hasWrk, load, machineLine, repeated, wrkLoad } from './harness.ts'

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = 10
const API_HEADERS = { 'X-QA-Company': '1', 'X-QA-Region': 'moscow', 'Content-Type': 'application/json' }

type Row = { database: string; endpoint: string; rps: number; p50: number; p99: number; errors: number }
/** Issue 18's catalogue goals on PostgreSQL: wrk at full speed (3 runs), product detail at a fixed 500 req/s. */
type GoalRow = { label: string; runs: string; p99: number; errors: number; goal: string; met: boolean }
const WRK_DURATION_S = Number(process.env.BENCH_WRK_DURATION ?? 5)
const goalRows: GoalRow[] = []

async function catalogueGoals(listingUrl: string, detailUrl: string): Promise<void> {
  const headers = { 'X-QA-Company': '1', 'X-QA-Region': 'moscow' }
  if (hasWrk) {
    const listing = await repeated(3, () =>
      wrkLoad(listingUrl, { connections: CONNECTIONS, duration: WRK_DURATION_S, headers }),
    )
    goalRows.push({
      label: 'product listing, full speed (wrk)',
      runs: listing.all.map((r) => r.rps).join(' / '),
      p99: listing.median.p99,
      errors: listing.all.reduce((sum, r) => sum + r.errors, 0),
      goal: '≥ 1,000 req/s at p99 ≤ 50 ms',
      met: listing.median.rps >= 1000 && listing.median.p99 <= 50,
    })
  }
  // A fixed arrival rate (autocannon's overallRate): the p99 a shopper sees at 500 req/s, not at saturation.
  const detail = await repeated(3, () =>
    load('product detail at 500 req/s', detailUrl, {
      connections: CONNECTIONS,
      duration: WRK_DURATION_S,
      headers,
      overallRate: 500,
    }),
  )
  goalRows.push({
    label: 'product detail at 500 req/s (autocannon, fixed rate)',
    runs: detail.all.map((r) => r.rps).join(' / '),
    p99: detail.median.p99,
    errors: detail.all.reduce((sum, r) => sum + r.errors, 0),
    goal: 'p99 ≤ 20 ms at 500 req/s',
    met: detail.median.rps >= 490 && detail.median.p99 <= 20,
  })
}

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
      promo_codes: ['WELCOME10'], // the contract's CartUpdate: codes as strings
      save: false,
    })
    const cases: [string, string, { method?: 'GET' | 'POST'; body?: string }][] = [
      ['product listing', `${api.url}/api/products/?category=clothes&ordering=price&page_size=24`, {}],
      ['product detail', `${api.url}/api/products/${slug}/`, {}],
      ['cart preview', `${api.url}/api/v2/cart/`, { method: 'POST', body: cart }],
    ]
    const rows: Row[] = []
    if (database.startsWith('PostgreSQL')) await catalogueGoals(cases[0]?.[1] ?? '', cases[1]?.[1] ?? '')
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

// PGlite on the port, PostgreSQL on the next one.
const rows = await onEveryDatabase(Number(process.env.BENCH_API_PORT ?? 4510), benchDatabase)

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
    ...(goalRows.length
      ? [
          '',
          `Catalogue goals of issue 18 (PostgreSQL, one API process, ${CONNECTIONS} connections, ${WRK_DURATION_S} s per run, 3 runs: req/s min / median / max; p99 of the median run):`,
          '',
          '| Load | req/s | p99 ms | errors | goal | met |',
          '| --- | ---: | ---: | ---: | --- | --- |',
          ...goalRows.map(
            (g) =>
              `| ${g.label} | ${g.runs} | ${g.p99} | ${g.errors} | ${g.goal} | ${g.met ? 'yes' : '**no**'} |`,
          ),
        ]
      : []),
  ].join('\n'),
)
console.log(table)
