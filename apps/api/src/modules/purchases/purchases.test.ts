import { afterAll, beforeAll, expect, test } from 'vitest'
import { signInNewCustomer } from '../../testing/sign-in.ts'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'

let server: TestServer
/** The demo customer's token: one sign-in for the file, as a second code within a minute is refused. */
let demo: string
beforeAll(async () => {
  server = await startTestServer()
  demo = (await signInNewCustomer(server, 1, '+79123456789')).key
})
afterAll(async () => {
  await server.close()
})

test('the demo customer sees their in-outlet purchases, newest first, with receipt, date, count and outlet', async () => {
  const key = demo
  const response = await server.request('/api/sales/', { token: key })
  expect(response.status).toBe(200)
  const page = await response.json()
  expect(page.count).toBe(2)
  expect(page.results.map((s: { check_number: string }) => s.check_number)).toEqual(['Ч-000512', 'Ч-000481'])
  const [latest] = page.results
  expect(latest).toMatchObject({ count: 2, total: '2580.00', outlet: { name: expect.any(String) } })
  expect(latest.items[0]).toMatchObject({ count: 2, price: '1290.00', total: '2580.00' })
  const one = await server.request(`/api/sales/${latest.id}/`, { token: key })
  expect(await one.json()).toEqual(latest)
})

test('purchases are private: another customer gets none and a 404 for the demo receipt', async () => {
  const [sale] = (await (await server.request('/api/sales/', { token: demo })).json()).results
  const other = await signInNewCustomer(server)
  expect((await (await server.request('/api/sales/', { token: other.key })).json()).count).toBe(0)
  expect((await server.request(`/api/sales/${sale.id}/`, { token: other.key })).status).toBe(404)
  // The same customer id in another company sees nothing either: the company is part of every lookup.
  expect((await server.request(`/api/sales/${sale.id}/`, { token: demo, company: 2 })).status).not.toBe(200)
})

test('purchases need a signed-in customer and a sane page', async () => {
  expect((await server.request('/api/sales/')).status).toBe(401)
  const { key } = await signInNewCustomer(server)
  expect((await server.request('/api/sales/?page=0', { token: key })).status).toBe(400)
  expect((await server.request('/api/sales/abc/', { token: key })).status).toBe(404)
})

test('orders answer their shipments, due date and receipt code', async () => {
  const orders = (await (await server.request('/api/orders/', { token: demo })).json()).results
  const shipping = orders.find((o: { state: string }) => o.state === 'shipping')
  expect(shipping.shipments).toEqual([
    expect.objectContaining({ delivery_service: 'СДЭК', state: 'pickup', received_date: null }),
  ])
  expect(shipping.shipments[0].invoice_number).toMatch(/^\d+$/)
  const pickup = orders.find((o: { state: string }) => o.state === 'ready_pickup')
  expect(pickup).toMatchObject({ receipt_code: '4821', due_date: expect.any(String), shipments: [] })
})
