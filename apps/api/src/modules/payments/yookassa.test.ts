import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { payments } from '../../db/schema/index.ts'
import { readEnv } from '../../env.ts'
import { placeOnlineOrder } from '../../testing/online-order.ts'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'
import { startYooKassaStub } from '../../testing/yookassa-stub.ts'
import { reconcilePayments } from './payments.service.ts'
import { YooKassaProvider } from './yookassa-provider.ts'

const credentials = { shopId: '123456', secretKey: 'test_secret' }
let stub: Awaited<ReturnType<typeof startYooKassaStub>>
let server: TestServer
beforeAll(async () => {
  stub = await startYooKassaStub(credentials)
  server = await startTestServer({
    // A short timeout so the "provider hangs" case answers quickly; the stand-in answers in milliseconds.
    payment: new YooKassaProvider({ apiUrl: stub.url, ...credentials, timeoutMs: 1500 }),
    env: { STOREFRONT_URL: 'http://shop.test' },
  })
})
afterAll(async () => {
  await server.close()
  await stub.close()
})
afterEach(() => stub.setMode('up'))

async function startPayment() {
  const { key, order } = await placeOnlineOrder(server, { recipientName: 'YooKassa Test' })
  const payment = await (
    await server.request(`/api/orders/${order.id}/pay/`, {
      method: 'POST',
      token: key,
      body: JSON.stringify({ return_url: `/cart/checkout/${order.id}/yookassa` }),
    })
  ).json()
  const externalId =
    [...stub.payments.values()].find(
      (p) =>
        'confirmation_url' in p.confirmation && p.confirmation.confirmation_url === payment.confirmation_url,
    )?.id ?? ''
  return { key, order, payment, externalId }
}

const notify = (id: string, event = 'payment.succeeded') =>
  server.request('/api/payments/notifications/yookassa/', {
    method: 'POST',
    company: null,
    body: JSON.stringify({ type: 'notification', event, object: { id, status: event.split('.')[1] } }),
  })

test('a YooKassa payment is created with the order amount and a redirect confirmation', async () => {
  const { order, payment, externalId } = await startPayment()
  expect(payment.confirmation_url).toMatch(/^https:\/\/yoomoney\.test\/checkout\//)
  expect(stub.payments.get(externalId)?.amount).toEqual({ value: order.total, currency: 'RUB' })
})

test('a notification is trusted only after fetching the payment again', async () => {
  const { key, order, externalId } = await startPayment()
  // The notification claims success, but YooKassa still says pending: nothing changes.
  expect((await notify(externalId)).status).toBe(200)
  expect((await (await server.request(`/api/orders/${order.id}/`, { token: key })).json()).paid).toBe('0.00')
  stub.setStatus(externalId, 'succeeded')
  expect((await notify(externalId)).status).toBe(200)
  expect((await notify(externalId)).status).toBe(200)
  const paid = await (await server.request(`/api/orders/${order.id}/`, { token: key })).json()
  expect(paid.paid).toBe(order.total)
})

test('polling reads the status from YooKassa; a canceled payment leaves the order payable', async () => {
  const { key, order, externalId } = await startPayment()
  stub.setStatus(externalId, 'canceled')
  const status = await (await server.request(`/api/orders/${order.id}/payment/`, { token: key })).json()
  expect(status).toMatchObject({ status: 'canceled', order: { paid: '0.00' } })
  expect(status.order.actions).toContain('PAY')
})

test('malformed notifications and unknown payments are refused', async () => {
  const bad = await server.request('/api/payments/notifications/yookassa/', {
    method: 'POST',
    company: null,
    body: '{"type":"x"}',
  })
  expect(bad.status).toBe(400)
  expect((await notify('00000000-0000-0000-0000-000000000000')).status).toBe(404)
})

const orderPaid = async (key: string, id: number) =>
  (await (await server.request(`/api/orders/${id}/`, { token: key })).json()).paid

test('a duplicate notification of a settled payment credits nothing more and asks YooKassa nothing', async () => {
  const { key, order, externalId } = await startPayment()
  stub.setStatus(externalId, 'succeeded')
  expect((await notify(externalId)).status).toBe(200)
  const asked = stub.requests.length
  expect((await notify(externalId)).status).toBe(200)
  expect(stub.requests.length).toBe(asked)
  expect(await orderPaid(key, order.id)).toBe(order.total)
})

test('a payment held for capture is captured while the order owes it', async () => {
  const { key, order, externalId } = await startPayment()
  stub.setStatus(externalId, 'waiting_for_capture')
  expect((await notify(externalId, 'payment.waiting_for_capture')).status).toBe(200)
  expect(stub.requests).toContain(`POST /v3/payments/${externalId}/capture`)
  expect(stub.payments.get(externalId)?.status).toBe('succeeded')
  expect(await orderPaid(key, order.id)).toBe(order.total)
})

test('a payment held for capture after the order was canceled is released, not captured', async () => {
  const { key, order, externalId } = await startPayment()
  const canceled = await server.request(`/api/orders/${order.id}/cancel/`, { method: 'POST', token: key })
  expect(canceled.status).toBe(200)
  stub.setStatus(externalId, 'waiting_for_capture')
  expect((await notify(externalId, 'payment.waiting_for_capture')).status).toBe(200)
  expect(stub.requests).toContain(`POST /v3/payments/${externalId}/cancel`)
  expect(stub.payments.get(externalId)?.status).toBe('canceled')
  expect(await orderPaid(key, order.id)).toBe('0.00')
})

test('YooKassa down or hanging: "temporarily unavailable" (503), the order kept, and paying works again later', async () => {
  const { key, order, externalId } = await startPayment()
  stub.setMode('down')
  const poll = await server.request(`/api/orders/${order.id}/payment/`, { token: key })
  expect(poll.status).toBe(503)
  expect(await poll.json()).toMatchObject({ code: 'payment_provider_unavailable' })
  stub.setMode('hang')
  const started = Date.now()
  const retry = await server.request(`/api/orders/${order.id}/pay/`, {
    method: 'POST',
    token: key,
    body: JSON.stringify({ return_url: `/cart/checkout/${order.id}/yookassa` }),
  })
  expect(retry.status).toBe(503)
  expect(Date.now() - started).toBeLessThan(5000)
  stub.setMode('up')
  const detail = await (await server.request(`/api/orders/${order.id}/`, { token: key })).json()
  expect(detail.actions).toContain('PAY')
  const again = await server.request(`/api/orders/${order.id}/pay/`, {
    method: 'POST',
    token: key,
    body: JSON.stringify({ return_url: `/cart/checkout/${order.id}/yookassa` }),
  })
  expect(again.status).toBe(201)
  // The pending attempt is resumed, not duplicated: the same YooKassa payment.
  expect((await again.json()).confirmation_url).toBe(`https://yoomoney.test/checkout/${externalId}`)
})

test('reconciliation settles payments whose notification never came, and waits while YooKassa is down', async () => {
  const paid = await startPayment()
  const expired = await startPayment()
  stub.setStatus(paid.externalId, 'succeeded')
  stub.setStatus(expired.externalId, 'canceled')
  const deps = {
    db: server.handle.db,
    env: readEnv({ NODE_ENV: 'test' }),
    logger: pino({ level: 'silent' }),
    clock: server.clock,
  }
  const provider = new YooKassaProvider({ apiUrl: stub.url, ...credentials })
  // Not yet stale: a payment checked just now is left to the shopper's poll.
  expect((await reconcilePayments(deps, provider, { staleMs: 60_000, limit: 500 })).checked).toBe(0)
  server.clock.advance(120_000)
  stub.setMode('down')
  expect(await reconcilePayments(deps, provider, { staleMs: 60_000, limit: 500 })).toMatchObject({
    unavailable: true,
    settled: 0,
  })
  stub.setMode('up')
  const round = await reconcilePayments(deps, provider, { staleMs: 60_000, limit: 500 })
  expect(round.settled).toBeGreaterThanOrEqual(2)
  expect(await orderPaid(paid.key, paid.order.id)).toBe(paid.order.total)
  const closed = await (
    await server.request(`/api/orders/${expired.order.id}/payment/`, { token: expired.key })
  ).json()
  expect(closed).toMatchObject({ status: 'canceled', order: { paid: '0.00' } })
})

test('a payment that succeeds after its order closed is refunded once, not credited; a refund YooKassa could not take is retried', async () => {
  const { key, order, externalId } = await startPayment()
  const canceled = await server.request(`/api/orders/${order.id}/cancel/`, { method: 'POST', token: key })
  expect(canceled.status).toBe(200)
  // The shopper confirmed on YooKassa's page anyway: the money is taken.
  stub.setStatus(externalId, 'succeeded')
  expect((await notify(externalId)).status).toBe(200)
  expect(await orderPaid(key, order.id)).toBe('0.00')
  const refunds = () => [...stub.refunds.values()].filter((refund) => refund.payment_id === externalId)
  expect(refunds()).toEqual([
    expect.objectContaining({ status: 'succeeded', amount: { value: order.total, currency: 'RUB' } }),
  ])
  const [row] = await server.handle.db.select().from(payments).where(eq(payments.externalId, externalId))
  expect(row).toMatchObject({ status: 'succeeded', refundStatus: 'succeeded', refundId: refunds()[0]?.id })
  expect((await notify(externalId)).status).toBe(200)
  expect(refunds()).toHaveLength(1)

  // A refund that fell due while YooKassa was down stays due, and reconciliation makes it when it is back.
  await server.handle.db
    .update(payments)
    .set({ refundStatus: 'due', refundId: null })
    .where(eq(payments.externalId, externalId))
  const deps = {
    db: server.handle.db,
    env: readEnv({ NODE_ENV: 'test' }),
    logger: pino({ level: 'silent' }),
    clock: server.clock,
  }
  const provider = new YooKassaProvider({ apiUrl: stub.url, ...credentials })
  stub.setMode('down')
  expect((await reconcilePayments(deps, provider, { staleMs: 60_000, limit: 500 })).refunded).toBe(0)
  const [waiting] = await server.handle.db.select().from(payments).where(eq(payments.externalId, externalId))
  expect(waiting?.refundStatus).toBe('due')
  stub.setMode('up')
  expect((await reconcilePayments(deps, provider, { staleMs: 60_000, limit: 500 })).refunded).toBe(1)
  // The same Idempotence-Key: YooKassa answers the refund it already made instead of a second one.
  expect(refunds()).toHaveLength(1)
  const [done] = await server.handle.db.select().from(payments).where(eq(payments.externalId, externalId))
  expect(done).toMatchObject({ refundStatus: 'succeeded', refundId: refunds()[0]?.id })
})
