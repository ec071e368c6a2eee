// API throughput: starts the real API (PGlite, then PostgreSQL when reachable), loads
// three hot endpoints with autocannon from this process, and writes the figures into
// BENCHMARKS.md. Loopback only; each run is bounded in time.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { writeSection } from './benchmarks-file.ts'

const root = join(import.meta.dirname, '..', '..')
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = 10
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

type Row = { database: string; endpoint: string; rps: number; p50: number; p99: number; errors: number }

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error('API did not become healthy in 120 s')
}

async function startApi(
  port: number,
  env: Record<string, string>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: join(root, 'apps', 'api'),
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      AUTH_SECRET: 'benchmark-secret-0123456789',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  await waitForHealth(url, child)
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

async function load(title: string, url: string, init: { method?: 'GET' | 'POST'; body?: string } = {}) {
  const result = await autocannon({
    url,
    method: init.method ?? 'GET',
    ...(init.body ? { body: init.body } : {}),
    headers: { 'X-QA-Company': '1', 'X-QA-Region': 'moscow', 'Content-Type': 'application/json' },
    connections: CONNECTIONS,
    duration: DURATION_S,
    title,
  })
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
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
      rows.push({ database, endpoint, ...(await load(endpoint, url, init)) })
    return rows
  } finally {
    await api.stop()
  }
}

function postgresReachable(): boolean {
  try {
    execFileSync('pg_isready', ['-q', '-d', PG_URL])
    return true
  } catch {
    return false
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-bench-'))
const rows: Row[] = []
try {
  rows.push(...(await benchDatabase('PGlite (embedded)', { DATA_DIR: dataDir }, 4510)))
  if (postgresReachable()) {
    const benchDb = `vitrina_bench_${process.pid}`
    execFileSync('psql', [PG_URL, '-q', '-c', `CREATE DATABASE ${benchDb}`])
    try {
      const url = new URL(PG_URL)
      url.pathname = `/${benchDb}`
      rows.push(...(await benchDatabase('PostgreSQL 15', { DATABASE_URL: url.toString() }, 4511)))
    } finally {
      execFileSync('psql', [PG_URL, '-q', '-c', `DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`])
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}

const table = [
  '| Database | Endpoint | req/s | p50 ms | p99 ms | errors |',
  '| --- | --- | ---: | ---: | ---: | ---: |',
  ...rows.map((r) => `| ${r.database} | ${r.endpoint} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`),
].join('\n')
writeSection(
  join(root, 'BENCHMARKS.md'),
  'API throughput',
  [
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}. Date: ${new Date().toISOString().slice(0, 10)}.`,
    `Command: \`pnpm bench\` (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per endpoint, client and server on the same machine; NODE_ENV=production, LOG_LEVEL=warn).`,
    '',
    table,
  ].join('\n'),
)
console.log(table)
