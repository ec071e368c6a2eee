// The reference API started as a child process for a benchmark, on its own port and database.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from './harness.ts'

export const repoRoot = join(import.meta.dirname, '..', '..')

export type RunningApi = { url: string; stop: () => Promise<void>; group?: number }

/** Shared by the benchmark's API and storefront (production mode requires it on both). */
export const BENCH_STOREFRONT_SECRET = 'benchmark-storefront-secret-0123456789abcdef'

export async function startApi(port: number, env: Record<string, string>): Promise<RunningApi> {
  const url = `http://127.0.0.1:${port}`
  const server = await startServer({
    name: 'API',
    command: process.execPath,
    args: ['--import', 'tsx', 'src/index.ts'],
    cwd: join(repoRoot, 'apps', 'api'),
    env: {
      PORT: String(port),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      AUTH_SECRET: 'benchmark-auth-secret-0123456789abcdefghij',
      STOREFRONT_SECRET: BENCH_STOREFRONT_SECRET,
      // Benchmarks pay through the local sandbox bank, which production refuses unless explicitly enabled.
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX: 'on',
      ...env,
    },
    healthUrl: `${url}/health`,
  })
  return { url, stop: server.stop, ...(server.group === undefined ? {} : { group: server.group }) }
}

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

export function postgresReachable(): boolean {
  try {
    execFileSync('pg_isready', ['-q', '-d', PG_URL])
    return true
  } catch {
    return false
  }
}

/** Runs `body` against a database created for it on the local PostgreSQL and dropped afterwards. */
export async function withTemporaryDatabase<T>(body: (url: string) => Promise<T>): Promise<T> {
  const name = `vitrina_bench_${process.pid}_${Date.now()}`
  execFileSync('psql', [PG_URL, '-q', '-c', `CREATE DATABASE ${name}`])
  try {
    const url = new URL(PG_URL)
    url.pathname = `/${name}`
    return await body(url.toString())
  } finally {
    execFileSync('psql', [PG_URL, '-q', '-c', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`])
  }
}

type DatabaseBench<R> = (database: string, env: Record<string, string>, port: number) => Promise<R[]>

/**
 * Runs a benchmark against the embedded PGlite (a fresh data directory) on `port`, then against a temporary
 * database on the local PostgreSQL (when reachable) on `port + 1`, and answers both runs' rows.
 */
export async function onEveryDatabase<R>(port: number, bench: DatabaseBench<R>): Promise<R[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-bench-'))
  try {
    const rows = await bench('PGlite (embedded)', { DATA_DIR: dataDir }, port)
    if (postgresReachable())
      rows.push(
        ...(await withTemporaryDatabase((url) => bench('PostgreSQL 15', { DATABASE_URL: url }, port + 1))),
      )
    return rows
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
