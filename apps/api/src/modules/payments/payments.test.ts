import { afterAll, beforeAll, expect, test } from 'vitest'
import { placeOnlineOrder } from '../../testing/online-order.ts'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    env: { PUBLIC_URL: 'http://bank.test', STOREFRONT_URL: 'http://shop.test' },
  })
})
afterAll(async () => {
  await server.close()
})

async function orderToPay(paymentOption = 'DELIVERY:online') {
  const { key, order } = await placeOnlineOrder(server, { recipientName: 'Pay Test', paymentOption })
  return { key, order }
}

const pay = (key: string, id: number, returnUrl = `/cart/success/${id}/`) =>
  server.request(`/api/orders/${id}/pay/`, {
    method: 'POST',
    token: key,
    body: JSON.stringify({ return_url: returnUrl }),
  })

/** Follows the bank page like a customer: the confirmation URL is served by this API. */
const bankPath = (confirmationUrl: string) => new URL(confirmationUrl).pathname

test('a sandbox payment succeeds: bank page, redirect back, order paid once', async () => {
  const { key, order } = await orderToPay()
  const started = await pay(key, order.id)
  expect(started.status).toBe(201)
  const payment = await started.json()
  expect(payment).toMatchObject({
    status: 'pending',
    confirmation_url: expect.stringMatching(/^http:\/\/bank\.test\/sandbox-bank\/sbx_/),
  })
  const page = await server.request(bankPath(payment.confirmation_url), { company: null })
  expect(await page.text()).toContain('Pay')
  const back = await server.request(`${bankPath(payment.confirmation_url)}/succeed`, {
    method: 'POST',
    company: null,
    redirect: 'manual',
  })
  expect(back.status).toBe(303)
  expect(back.headers.get('location')).toBe(`http://shop.test/cart/success/${order.id}/`)
  const status = await (await server.request(`/api/orders/${order.id}/payment/`, { token: key })).json()
  expect(status.status).toBe('succeeded')
  expect(status.order).toMatchObject({ paid: order.total, pay_now: '0.00', to_be_paid: '0.00' })
  expect(status.order.actions).not.toContain('PAY')
  expect((await pay(key, order.id)).status).toBe(409)
  // Back to the bank page after paying: it is not cached, shows the payment as decided, and its old "Pay"
  // pressed again sends the shopper back to the shop rather than answering raw JSON.
  const again = await server.request(bankPath(payment.confirmation_url), { company: null })
  expect(again.headers.get('cache-control')).toBe('no-store')
  expect(await again.text()).toContain('This payment is succeeded.')
  const payAgain = await server.request(`${bankPath(payment.confirmation_url)}/succeed`, {
    method: 'POST',
    company: null,
    redirect: 'manual',
  })
  expect(payAgain.status).toBe(303)
  expect(payAgain.headers.get('location')).toBe(`http://shop.test/cart/success/${order.id}/`)
  const unknown = await server.request('/sandbox-bank/sbx_unknown/succeed', { method: 'POST', company: null })
  expect(unknown.status).toBe(404)
})

test('a declined payment leaves the order unpaid, and a new attempt is possible', async () => {
  const { key, order } = await orderToPay()
  const first = await (await pay(key, order.id)).json()
  await server.request(`${bankPath(first.confirmation_url)}/fail`, {
    method: 'POST',
    company: null,
    redirect: 'manual',
  })
  const status = await (await server.request(`/api/orders/${order.id}/payment/`, { token: key })).json()
  expect(status).toMatchObject({ status: 'canceled', order: { paid: '0.00' } })
  const second = await (await pay(key, order.id)).json()
  expect(second.confirmation_url).not.toBe(first.confirmation_url)
})

test('a repeated notification credits the order once; a forged one is refused', async () => {
  const { key, order } = await orderToPay()
  const payment = await (await pay(key, order.id)).json()
  await server.request(`${bankPath(payment.confirmation_url)}/succeed`, {
    method: 'POST',
    company: null,
    redirect: 'manual',
  })
  const externalId = bankPath(payment.confirmation_url).split('/').pop()
  const body = JSON.stringify({ event: 'payment.succeeded', object: { id: externalId } })
  const forged = await server.request('/api/payments/notifications/sandbox/', {
    method: 'POST',
    company: null,
    body,
    headers: { 'x-sandbox-signature': 'ab'.repeat(32) },
  })
  expect(forged.status).toBe(400)
  const detail = await (await server.request(`/api/orders/${order.id}/`, { token: key })).json()
  expect(detail.paid).toBe(order.total)
})

test('a cash order cannot be paid online, and return URLs must stay on the storefront', async () => {
  const cash = await orderToPay('DELIVERY:cash')
  const refused = await pay(cash.key, cash.order.id)
  expect(refused.status).toBe(409)
  expect((await refused.json()).code).toBe('payment_unavailable')
  const online = await orderToPay()
  for (const evil of ['https://evil.test/x', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)']) {
    expect((await pay(online.key, online.order.id, evil)).status, evil).toBe(400)
  }
  expect((await pay(online.key, online.order.id, 'http://shop.test/cart/success/1/')).status).toBe(201)
})
