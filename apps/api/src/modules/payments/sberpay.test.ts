import { decimalToMinor } from '@vitrina/domain/money'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { placeOnlineOrder } from '../../testing/online-order.ts'
import { startSberPayStub } from '../../testing/sberpay-stub.ts'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'
import { SberPayProvider } from './sberpay-provider.ts'

const credentials = { userName: 'vitrina-api', password: 'sber-secret' }
let stub: Awaited<ReturnType<typeof startSberPayStub>>
let server: TestServer
beforeAll(async () => {
  stub = await startSberPayStub(credentials)
  server = await startTestServer({
    payment: new SberPayProvider({ apiUrl: stub.url, ...credentials, timeoutMs: 1500 }),
    env: { STOREFRONT_URL: 'http://shop.test' },
  })
})
afterAll(async () => {
  await server.close()
  await stub.close()
})
afterEach(() => stub.setMode('up'))

async function orderToPay() {
  const { key, order } = await placeOnlineOrder(server, { recipientName: 'Сбер Тест' })
  return { key, order }
}

const pay = (key: string, id: number) =>
  server.request(`/api/orders/${id}/pay/`, {
    method: 'POST',
    token: key,
    body: JSON.stringify({ return_url: `/cart/checkout/${id}/sberpay` }),
  })

/** Sber's callback: a GET naming the order; the status in it is not believed. */
const callback = (mdOrder: string, operation = 'deposited', status = '1') =>
  server.request(
    `/api/payments/notifications/sberpay/?${new URLSearchParams({ mdOrder, orderNumber: 'x', operation, status })}`,
    { company: null },
  )

const paidOf = async (key: string, id: number) =>
  (await (await server.request(`/api/orders/${id}/`, { token: key })).json()).paid

test('SberPay: register gives the deep link and card form; a callback is believed only after asking Sber', async () => {
  const { key, order } = await orderToPay()
  const started = await pay(key, order.id)
  expect(started.status).toBe(201)
  const payment = await started.json()
  const [registered] = [...stub.orders.values()].filter(
    (o) => o.orderNumber === `order-${order.id}-attempt-1`,
  )
  expect(registered?.amount).toBe(decimalToMinor(order.total))
  expect(payment).toMatchObject({
    status: 'pending',
    deep_link: `sberpay://invoicing/v2?bankInvoiceId=${registered?.orderId}`,
    confirmation_url: `https://sber.test/payment/merchants/pay?mdOrder=${registered?.orderId}`,
  })
  const orderId = registered?.orderId ?? ''
  // The callback claims "deposited", Sber says still registered: nothing is credited.
  expect((await callback(orderId)).status).toBe(200)
  expect(await paidOf(key, order.id)).toBe('0.00')
  stub.setStatus(orderId, 2)
  expect((await callback(orderId)).status).toBe(200)
  const asked = stub.requests.length
  expect((await callback(orderId)).status).toBe(200) // duplicate: answered from the database
  expect(stub.requests.length).toBe(asked)
  expect(await paidOf(key, order.id)).toBe(order.total)
})

test('SberPay: a declined payment leaves the order payable; a held one is captured', async () => {
  const { key, order } = await orderToPay()
  await pay(key, order.id)
  const first = [...stub.orders.values()].find((o) => o.orderNumber === `order-${order.id}-attempt-1`)
  stub.setStatus(first?.orderId ?? '', 6)
  const status = await (await server.request(`/api/orders/${order.id}/payment/`, { token: key })).json()
  expect(status).toMatchObject({ status: 'canceled', order: { paid: '0.00' } })
  expect(status.order.actions).toContain('PAY')
  const second = await (await pay(key, order.id)).json()
  const retry = [...stub.orders.values()].find(
    (o) => o.orderId !== first?.orderId && o.orderNumber.startsWith(`order-${order.id}-`),
  )
  expect(second.deep_link).toContain(retry?.orderId)
  stub.setStatus(retry?.orderId ?? '', 1)
  expect((await callback(retry?.orderId ?? '', 'approved')).status).toBe(200)
  expect(stub.requests).toContain('deposit.do')
  expect(await paidOf(key, order.id)).toBe(order.total)
})

test('SberPay: a retried create reads the registered order back instead of failing', async () => {
  const provider = new SberPayProvider({ apiUrl: stub.url, ...credentials })
  const input = {
    orderId: 1,
    amountMinor: 12_345,
    currency: 'RUB',
    description: 'Order 1',
    returnUrl: 'http://shop.test/cart/checkout/1/sberpay',
    idempotencyKey: `retry-${Date.now()}`,
  }
  const first = await provider.createPayment(input)
  const second = await provider.createPayment(input)
  expect(second).toMatchObject({ externalId: first.externalId, status: 'pending', amountMinor: 12_345 })
})

test('SberPay down or hanging: 503 "temporarily unavailable", nothing half-written', async () => {
  const { key, order } = await orderToPay()
  stub.setMode('down')
  const refused = await pay(key, order.id)
  expect(refused.status).toBe(503)
  expect(await refused.json()).toMatchObject({ code: 'payment_provider_unavailable' })
  expect((await server.request(`/api/orders/${order.id}/payment/`, { token: key })).status).toBe(404)
  stub.setMode('hang')
  expect((await pay(key, order.id)).status).toBe(503)
  stub.setMode('up')
  expect((await pay(key, order.id)).status).toBe(201)
})

test('SberPay callbacks without a valid order id are refused', async () => {
  const bad = await server.request('/api/payments/notifications/sberpay/?mdOrder=../../x', { company: null })
  expect(bad.status).toBe(400)
  expect((await callback('00000000-0000-0000-0000-000000000000')).status).toBe(404)
})

test('SberPay refunds a deposited order in full; a retry after a lost answer is the same refund', async () => {
  const provider = new SberPayProvider({ apiUrl: stub.url, ...credentials })
  const created = await provider.createPayment({
    orderId: 2,
    amountMinor: 54_321,
    currency: 'RUB',
    description: 'Order 2',
    returnUrl: 'http://shop.test/cart/checkout/2/sberpay',
    idempotencyKey: `refund-${Date.now()}`,
  })
  const input = {
    externalId: created.externalId,
    amountMinor: 54_321,
    currency: 'RUB',
    idempotencyKey: 'refund-payment-2',
  }
  // Nothing deposited yet: Sber refuses, and the adapter says so (not "unavailable").
  await expect(provider.refundPayment(input)).rejects.toThrow(/refund\.do error 7/)
  stub.setStatus(created.externalId, 2)
  expect(await provider.refundPayment(input)).toEqual({ refundId: created.externalId, status: 'succeeded' })
  expect(stub.orders.get(created.externalId)?.orderStatus).toBe(4)
  // Sber refuses a second refund (nothing is left); the order reads refunded, so the retry reports success.
  expect(await provider.refundPayment(input)).toEqual({ refundId: created.externalId, status: 'succeeded' })
  // A refunded Sber order was paid: its payment still reads succeeded.
  expect((await provider.fetchPayment(created.externalId)).status).toBe('succeeded')
  stub.setMode('down')
  await expect(provider.refundPayment(input)).rejects.toThrow(/unavailable/)
  stub.setMode('up')
})
