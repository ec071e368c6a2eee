import { afterAll, beforeAll, expect, test } from 'vitest'
import { findStockedSku, signInNewCustomer } from '../../testing/sign-in.ts'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'
import { startYooKassaStub } from '../../testing/yookassa-stub.ts'
import { YooKassaProvider } from './yookassa-provider.ts'

const credentials = { shopId: '123456', secretKey: 'test_secret' }
let stub: Awaited<ReturnType<typeof startYooKassaStub>>
let server: TestServer
beforeAll(async () => {
  stub = await startYooKassaStub(credentials)
  server = await startTestServer({
    payment: new YooKassaProvider({ apiUrl: stub.url, ...credentials }),
    env: { STOREFRONT_URL: 'http://shop.test' },
  })
})
afterAll(async () => {
  await server.close()
  await stub.close()
})

async function startPayment() {
  const { key } = await signInNewCustomer(server)
  const item = await findStockedSku(server)
  const order = await (
    await server.request('/api/orders/', {
      method: 'POST',
      token: key,
      body: JSON.stringify({
        products: [{ product: item.product, sku: item.sku, count: 1 }],
        recipient_name: 'YooKassa Test',
        recipient_phone: '79161234567',
        delivery_payment_option: 'DELIVERY:online',
        address: { city: 'Москва', street: 'Тверская', house: '1' },
      }),
    })
  ).json()
  const payment = await (
    await server.request(`/api/orders/${order.id}/pay/`, {
      method: 'POST',
      token: key,
      body: JSON.stringify({ return_url: `/cart/checkout/${order.id}/yookassa` }),
    })
  ).json()
  const externalId =
    [...stub.payments.values()].find((p) => p.confirmation.confirmation_url === payment.confirmation_url)
      ?.id ?? ''
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
