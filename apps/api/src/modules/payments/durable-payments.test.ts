import pino from 'pino'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createApp } from '../../app.ts'
import type { DatabaseHandle } from '../../db/client.ts'
import { readEnv } from '../../env.ts'
import { placeOnlineOrder } from '../../testing/online-order.ts'
import {
  createTestClock,
  openTestDatabase,
  startTestServer,
  type TestServer,
} from '../../testing/test-server.ts'
import { reconcilePayments } from './payments.service.ts'
import { SANDBOX_CONFIRMATION_TTL_MS, SandboxProvider } from './sandbox-provider.ts'

// Two API instances on one database: what a restart or a second instance behind a balancer sees.
const env = { PUBLIC_URL: 'http://api.test', STOREFRONT_URL: 'http://shop.test' }
const clock = createTestClock()
let database: DatabaseHandle
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(async () => {
  await database.close()
})

const instance = () => startTestServer({ env, clock, database })

async function startedPayment(server: TestServer) {
  const { key, order } = await placeOnlineOrder(server)
  const started = await server.request(`/api/orders/${order.id}/pay/`, {
    method: 'POST',
    token: key,
    body: JSON.stringify({ return_url: `/cart/success/${order.id}/` }),
  })
  expect(started.status).toBe(201)
  const payment = await started.json()
  return { key, order, payment, bankPath: new URL(payment.confirmation_url).pathname }
}

test('a payment started on one instance is polled, resumed and paid on another after the first is gone', async () => {
  const a = await instance()
  const { key, order, payment, bankPath } = await startedPayment(a)
  await a.close()
  const b = await instance()
  try {
    const poll = await b.request(`/api/orders/${order.id}/payment/`, { token: key })
    expect(poll.status).toBe(200)
    expect(await poll.json()).toMatchObject({ payment_id: payment.payment_id, status: 'pending' })
    // Pressing "Pay" again on the shop resumes the same bank payment, not a second one.
    const resumed = await b.request(`/api/orders/${order.id}/pay/`, {
      method: 'POST',
      token: key,
      body: JSON.stringify({ return_url: `/cart/success/${order.id}/` }),
    })
    expect((await resumed.json()).confirmation_url).toBe(payment.confirmation_url)
    const page = await b.request(bankPath, { company: null })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Pay')
    const back = await b.request(`${bankPath}/succeed`, { method: 'POST', company: null, redirect: 'manual' })
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe(`http://shop.test/cart/success/${order.id}/`)
    const paid = await (await b.request(`/api/orders/${order.id}/payment/`, { token: key })).json()
    expect(paid).toMatchObject({ status: 'succeeded', order: { paid: order.total, pay_now: '0.00' } })
    // The bank page on yet another instance still knows the payment, and refuses to decide it twice: a second
    // decision (Back, then a button of the old page) only sends the shopper back to the shop.
    const c = await instance()
    expect(await (await c.request(bankPath, { company: null })).text()).toContain('succeeded')
    const again = await c.request(`${bankPath}/fail`, { method: 'POST', company: null, redirect: 'manual' })
    expect(again.status).toBe(303)
    expect(again.headers.get('location')).toBe(`http://shop.test/cart/success/${order.id}/`)
    const still = await (await c.request(`/api/orders/${order.id}/payment/`, { token: key })).json()
    expect(still).toMatchObject({ status: 'succeeded' })
    await c.close()
  } finally {
    await b.close()
  }
})

test('a sandbox payment nobody pays expires, and reconciliation closes it', async () => {
  const server = await instance()
  try {
    const { key, order } = await startedPayment(server)
    clock.advance(SANDBOX_CONFIRMATION_TTL_MS + 60_000)
    const deps = {
      db: database.db,
      env: readEnv({ NODE_ENV: 'test', ...env }),
      logger: pino({ level: 'silent' }),
      clock,
    }
    const bank = new SandboxProvider({
      db: database.db,
      clock,
      secret: deps.env.AUTH_SECRET,
      publicUrl: env.PUBLIC_URL,
    })
    const round = await reconcilePayments(deps, bank, { staleMs: 60_000, limit: 500 })
    expect(round.settled).toBeGreaterThanOrEqual(1)
    const status = await (await server.request(`/api/orders/${order.id}/payment/`, { token: key })).json()
    expect(status).toMatchObject({ status: 'canceled', order: { paid: '0.00' } })
  } finally {
    await server.close()
  }
})

const production = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a-production-secret-of-some-length-0123',
  STOREFRONT_SECRET: 'a-storefront-secret-of-some-length-0123',
}

test('production without a payment provider, or with the sandbox not explicitly enabled, fails at start', () => {
  expect(() => readEnv(production)).toThrow(/PAYMENT_PROVIDER: required in production/)
  expect(() => readEnv({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toThrow(/PAYMENT_SANDBOX=on/)
  expect(() => readEnv({ ...production, PAYMENT_PROVIDER: 'yookassa' })).toThrow(/YOOKASSA_SHOP_ID/)
  expect(() => readEnv({ ...production, PAYMENT_PROVIDER: 'sberpay' })).toThrow(/SBERPAY_USERNAME/)
  expect(
    readEnv({ ...production, PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX: 'on' }).PAYMENT_PROVIDER,
  ).toBe('sandbox')
  const yookassa = { PAYMENT_PROVIDER: 'yookassa', YOOKASSA_SHOP_ID: '1', YOOKASSA_SECRET_KEY: 'live_x' }
  expect(readEnv({ ...production, ...yookassa }).PAYMENT_PROVIDER).toBe('yookassa')
  // Outside production the sandbox stays the default.
  expect(() => readEnv({ NODE_ENV: 'development' })).not.toThrow()
})

test('an app built with a production environment that skipped readEnv refuses the sandbox too', () => {
  const sneaky = { ...readEnv({ NODE_ENV: 'test' }), NODE_ENV: 'production' as const }
  expect(() => createApp({ db: database.db, env: sneaky, logger: pino({ level: 'silent' }), clock })).toThrow(
    /PAYMENT_PROVIDER/,
  )
})
