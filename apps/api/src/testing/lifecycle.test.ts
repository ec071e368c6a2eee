import { type ChildProcess, spawn } from 'node:child_process'
import { connect, createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signInNewCustomer } from './sign-in.ts'
import { requester } from './test-server.ts'

/**
 * Deploy scenarios on a real PostgreSQL (skipped without DATABASE_URL; CI runs the suite there too): two
 * instances booting together on a fresh database, SIGTERM under load (a rolling deploy), and kill -9 in a burst
 * of orders (a crash) with the retries answered by the next instance.
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

async function boot(databaseUrl: string, env: Record<string, string> = {}): Promise<Instance> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
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

  test('SIGTERM with a slow request in flight: it is answered 200 after the signal, health is gone, the process exits 0', {
    timeout: 60_000,
  }, async () => {
    const instance = instances[0]
    if (!instance) throw new Error('no instance')
    const body = JSON.stringify({ items: [], save: false })
    // The body comes in two parts with the signal between them: the handler (body, then the database) runs
    // after SIGTERM, as a request that arrived just before a deploy does.
    const socket = connect(instance.port, '127.0.0.1')
    let raw = ''
    socket.setEncoding('utf8').on('data', (chunk: string) => {
      raw += chunk
    })
    socket.on('error', () => {})
    const answered = new Promise<string>((resolve) => socket.on('close', () => resolve(raw)))
    socket.write(
      `POST /api/v2/cart/ HTTP/1.1\r\nHost: api.test\r\nX-QA-Company: 1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 4)}`,
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    instance.child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await expect(fetch(`http://127.0.0.1:${instance.port}/health`)).rejects.toThrow()
    socket.write(body.slice(4))
    const answer = await answered
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 200 OK')
    expect(answer).toContain('"delivery_payment_options"')
    expect(await instance.exited).toBe(0)
  })

  test('kill -9 in a burst of orders: after the lease every Idempotency-Key answers its one order on the next instance', {
    timeout: 240_000,
  }, async () => {
    // A short lease so the test need not wait a minute; the mechanism is the same at any length.
    const leaseSeconds = 4
    const crashing = await boot(databaseUrl, { IDEMPOTENCY_LEASE_SECONDS: String(leaseSeconds) })
    instances.push(crashing)
    expect(await healthy(crashing)).toBe(true)
    const before = requester(`http://127.0.0.1:${crashing.port}`)
    const { key: token } = await signInNewCustomer({ request: before })
    const listing = await (await before('/api/products/?in_stock=true&page_size=1')).json()
    const product = await (await before(`/api/products/${listing.results[0].slug}/`)).json()
    const sku = product.skus[0].id as number
    // Plenty of stock, so every placement that runs succeeds and a missing order can only be the crash's doing.
    const db = new pg.Client({ connectionString: databaseUrl })
    await db.connect()
    await db.query('update sku_region_offers set stock = 10000 where sku_id = $1', [sku])
    const body = JSON.stringify({
      products: [{ product: product.id, sku, count: 1 }],
      recipient_name: 'Crash Test',
      recipient_phone: '79161234567',
      delivery_payment_option: 'DELIVERY:cash',
      address: { city: 'Москва', street: 'Тверская', house: '1' },
    })
    const keys = Array.from({ length: 40 }, (_, i) => `crash-${process.pid}-${i}`)
    const place = (request: typeof before, key: string) =>
      request('/api/orders/', { method: 'POST', token, headers: { 'Idempotency-Key': key }, body }).then(
        async (r) => ({ status: r.status, id: r.status === 201 ? ((await r.json()).id as number) : null }),
        () => ({ status: 0, id: null }),
      )
    const burst = keys.map((key) => place(before, key))
    await Promise.race(burst)
    crashing.child.kill('SIGKILL')
    const first = await Promise.all(burst)
    const cut = first.filter((answer) => answer.status === 0).length
    // The crash must have cut requests in flight, or this test shows nothing.
    expect(cut, JSON.stringify(first.map((answer) => answer.status))).toBeGreaterThan(0)

    const next = await boot(databaseUrl, { IDEMPOTENCY_LEASE_SECONDS: String(leaseSeconds) })
    instances.push(next)
    expect(await healthy(next)).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, (leaseSeconds + 1) * 1000))
    const after = requester(`http://127.0.0.1:${next.port}`)
    const retried = await Promise.all(keys.map((key) => place(after, key)))
    expect(retried.map((answer) => answer.status)).toEqual(keys.map(() => 201))
    // One order per key, whether the crash hid a placed order (answered now) or placed nothing (placed now).
    const placed = await db.query<{ key: string; id: number }>(
      'select idempotency_key as key, id from orders where idempotency_key = any($1)',
      [keys],
    )
    await db.end()
    expect(placed.rows).toHaveLength(keys.length)
    const orderOf = new Map(placed.rows.map((row) => [row.key, row.id]))
    expect(retried.map((answer) => answer.id)).toEqual(keys.map((key) => orderOf.get(key)))
    // Answers that got out before the crash name the same orders.
    first.forEach((answer, i) => {
      if (answer.status === 201) expect(answer.id).toBe(orderOf.get(keys[i] ?? ''))
    })
  })
})
