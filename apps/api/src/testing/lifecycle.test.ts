import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

/**
 * Deploy scenarios on a real PostgreSQL (skipped without DATABASE_URL; CI runs the suite there too): two
 * instances booting together on a fresh database, and SIGTERM under load (a rolling deploy).
 */
const url = process.env.DATABASE_URL
const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const database = `vitrina_boot_${process.pid}`

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

type Instance = { port: number; child: ChildProcess; exited: Promise<number | null> }

async function boot(databaseUrl: string): Promise<Instance> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { port, child, exited }
}

async function healthy(instance: Instance, timeoutMs = 120_000): Promise<boolean> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (instance.child.exitCode !== null) return false
    const ok = await fetch(`http://127.0.0.1:${instance.port}/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return true
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return false
}

describe.skipIf(!url)('deploy scenarios on PostgreSQL', () => {
  const admin = new pg.Client({ connectionString: url })
  const instances: Instance[] = []
  let databaseUrl = ''
  beforeAll(async () => {
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${database}`)
    await admin.query(`CREATE DATABASE ${database}`)
    const parsed = new URL(url ?? '')
    parsed.pathname = `/${database}`
    databaseUrl = parsed.toString()
  })
  afterAll(async () => {
    for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill('SIGKILL')
    await Promise.all(instances.map((instance) => instance.exited))
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    await admin.end()
  })

  test('two instances booting together on a fresh database both start (migrations and seed under a lock)', {
    timeout: 180_000,
  }, async () => {
    instances.push(await boot(databaseUrl), await boot(databaseUrl))
    const [first, second] = await Promise.all(instances.map((instance) => healthy(instance)))
    expect([first, second]).toEqual([true, true])
    const companies = await fetch(`http://127.0.0.1:${instances[0]?.port}/api/companies/current/`, {
      headers: { 'X-QA-Company': '2' },
    })
    expect(companies.status).toBe(200)
  })

  test('SIGTERM drains the requests in flight: none is answered 500, and the process exits 0', {
    timeout: 60_000,
  }, async () => {
    const instance = instances[1]
    if (!instance) throw new Error('no instance')
    const base = `http://127.0.0.1:${instance.port}`
    const burst = Array.from({ length: 40 }, (_, i) =>
      fetch(`${base}/api/products/?page_size=50&page=${(i % 3) + 1}`, {
        headers: { 'X-QA-Company': '1' },
      }).then(
        (r) => r.status,
        (error: Error) => `refused: ${String(error.cause ?? error.message).slice(0, 60)}`,
      ),
    )
    // The signal comes once the first answer is out: the rest of the burst is in flight.
    await Promise.race(burst)
    instance.child.kill('SIGTERM')
    const statuses = await Promise.all(burst)
    expect(statuses.filter((status) => typeof status === 'number' && status >= 500)).toEqual([])
    expect(statuses.filter((status) => status === 200).length, JSON.stringify(statuses)).toBeGreaterThan(1)
    expect(await instance.exited).toBe(0)
  })
})
