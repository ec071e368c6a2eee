import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { withDatabase } from '../../testing/global-setup.ts'
import { placeOnlineOrder } from '../../testing/online-order.ts'
import { requester } from '../../testing/test-server.ts'

/**
 * Two real API processes on one PostgreSQL database: a payment is started on A, A is killed (SIGKILL: no
 * shutdown hook runs), and B serves the bank page, takes the notification and answers the poll. PGlite
 * cannot be opened by two processes, so this needs DATABASE_URL (CI runs the API suite on PostgreSQL).
 */
const url = process.env.DATABASE_URL
const template = inject('templateDatabase')
const skipReason =
  url && template ? false : 'needs PostgreSQL: set DATABASE_URL (PGlite cannot be shared by two processes)'
const apiDir = fileURLToPath(new URL('../../../', import.meta.url))
const name = `vitrina_t2_${process.pid}`
const children: ChildProcess[] = []
let admin: pg.Client

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()))
  const port = (probe.address() as { port: number }).port
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

/** One API process as production runs it (its own migrate-on-start and reconciliation timer included). */
async function apiProcess(databaseUrl: string) {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Both instances build the same public bank URL, as behind one load balancer.
      PUBLIC_URL: 'http://api.test',
      STOREFRONT_URL: 'http://shop.test',
      PAYMENT_PROVIDER: 'sandbox',
      AUTH_CODES_PER_IP_HOUR: '1000',
    },
  })
  children.push(child)
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API process exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${base}/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('API process did not become healthy in 90 s')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { child, request: requester(base) }
}

beforeAll(async () => {
  if (skipReason || !url) return
  admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`)
})
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  if (!admin) return
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin.end()
})

test.skipIf(skipReason)(
  `a payment started on instance A is completed on instance B after A is killed${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  { timeout: 240_000 },
  async () => {
    const databaseUrl = withDatabase(url ?? '', name)
    const [a, b] = await Promise.all([apiProcess(databaseUrl), apiProcess(databaseUrl)])
    const { key, order } = await placeOnlineOrder(a)
    const payment = await (
      await a.request(`/api/orders/${order.id}/pay/`, {
        method: 'POST',
        token: key,
        body: JSON.stringify({ return_url: `/cart/success/${order.id}/` }),
      })
    ).json()
    expect(payment.status).toBe('pending')
    a.child.kill('SIGKILL')
    await new Promise((resolve) => a.child.once('exit', resolve))

    const bankPath = new URL(payment.confirmation_url).pathname
    expect((await b.request(`/api/orders/${order.id}/payment/`, { token: key })).status).toBe(200)
    const page = await b.request(bankPath, { company: null })
    expect(page.status).toBe(200)
    const back = await b.request(`${bankPath}/succeed`, { method: 'POST', company: null, redirect: 'manual' })
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe(`http://shop.test/cart/success/${order.id}/`)
    const paid = await (await b.request(`/api/orders/${order.id}/payment/`, { token: key })).json()
    expect(paid).toMatchObject({ status: 'succeeded', order: { paid: order.total, pay_now: '0.00' } })
  },
)
