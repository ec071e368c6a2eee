import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type PushService, startPushService } from '../../../../../e2e/servers/push-service.mjs'
import { customers, pushOutbox } from '../../db/schema/index.ts'
import { placeOnlineOrder } from '../../testing/online-order.ts'
import { findStockedSku, signInNewCustomer } from '../../testing/sign-in.ts'
import {
  startTestServer,
  TEST_STAFF_TOKEN,
  TEST_VAPID_KEYS,
  type TestServer,
} from '../../testing/test-server.ts'
import { deliverDuePushes, PUSH_MAX_ATTEMPTS } from './push-outbox.ts'
import { WebPushSender } from './web-push-sender.ts'

let server: TestServer
let pushService: PushService
beforeAll(async () => {
  pushService = await startPushService({ vapidPublicKey: TEST_VAPID_KEYS.publicKey })
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
  await pushService.close()
})

const staff = { 'X-Staff-Token': TEST_STAFF_TOKEN }
const sender = () =>
  new WebPushSender({ ...TEST_VAPID_KEYS, subject: 'mailto:push@vitrina.example' }, { allowHttp: true })
const deps = () => ({ db: server.handle.db, clock: server.clock, logger: pino({ level: 'silent' }) })

/** A browser subscribed at the stand-in, registered as a device and linked to the customer. */
async function subscribedDevice(key: string | null, company = 1, language?: 'en' | 'ru') {
  const headers: Record<string, string> = language ? { 'Accept-Language': language } : {}
  const made = pushService.subscribe()
  const created = await server.request('/api/fcm-devices/', {
    method: 'POST',
    company,
    headers,
    body: JSON.stringify({
      application: 'vitrina-web',
      device_id: `browser-${made.id}`,
      registration_id: JSON.stringify(made.subscription),
    }),
  })
  expect(created.status).toBe(201)
  const device = await created.json()
  if (key) {
    const linked = await server.request(`/api/fcm-devices/${device.id}/link/`, {
      method: 'POST',
      company,
      headers,
      token: key,
    })
    expect(linked.status).toBe(200)
  }
  return { ...made, deviceId: device.id as string }
}

const moveOrder = (id: number, state: string, company = 1, headers: Record<string, string> = staff) =>
  server.request(`/api/staff/orders/${id}/state/`, {
    method: 'POST',
    company,
    headers,
    body: JSON.stringify({ state }),
  })

const outboxFor = async (phone: string) =>
  (
    (await (await server.request('/api/dev/outbox/')).json()) as {
      to: string
      channel: string
      text: string
    }[]
  ).filter((m) => m.to === phone && m.channel === 'sms' && m.text.startsWith('Заказ'))

test('an order state change pushes the real encrypted payload to the customer’s device, once', async () => {
  const { key, order } = await placeOnlineOrder(server)
  const device = await subscribedDevice(key)
  const moved = await moveOrder(order.id, 'ready_pickup')
  expect(moved.status).toBe(200)
  expect(await moved.json()).toMatchObject({ id: order.id, state: 'ready_pickup' })

  const push = await pushService.waitFor(device.id)
  expect(push.payload).toEqual({
    id: expect.any(Number),
    type: 'ORDER',
    value: String(order.id),
    title: `Заказ № ${order.number}`,
    body: 'Заказ ждёт вас в пункте выдачи',
    media: null,
  })
  expect(push.jwt).toMatchObject({ aud: pushService.url, sub: 'mailto:push@vitrina.example' })
  expect(push.ttl).toBe('86400')

  // The same state again (a retried request) records nothing new and sends nothing.
  expect((await moveOrder(order.id, 'ready_pickup')).status).toBe(200)
  await deliverDuePushes(deps(), sender())
  expect(pushService.received.filter((r) => r.subscription === device.id)).toHaveLength(1)
  // The click of that message is counted (it has an id).
  const { id } = push.payload as { id: number }
  expect((await server.request(`/api/push/${id}/click/`, { method: 'POST' })).status).toBe(204)
})

test('order news is in the customer’s language when the shop knows it, else in the shop’s', async () => {
  // A customer of the Russian shop who shops in English: the order is placed and the device linked in English.
  const { key } = await signInNewCustomer(server)
  const item = await findStockedSku(server)
  const placed = await server.request('/api/orders/', {
    method: 'POST',
    token: key,
    headers: { 'Accept-Language': 'en' },
    body: JSON.stringify({
      products: [{ product: item.product, sku: item.sku, count: 1 }],
      recipient_name: 'Anna Smirnova',
      recipient_phone: '79161234567',
      delivery_payment_option: 'DELIVERY:cash',
      address: { city: 'Москва', street: 'Тверская', house: '1' },
    }),
  })
  expect(placed.status).toBe(201)
  const order = await placed.json()
  const me = await (await server.request('/api/customers/me/', { token: key })).json()
  const [stored] = await server.handle.db.select().from(customers).where(eq(customers.id, me.id))
  expect(stored?.locale).toBe('en')
  const device = await subscribedDevice(key, 1, 'en')
  expect((await moveOrder(order.id, 'ready_pickup')).status).toBe(200)
  expect((await pushService.waitFor(device.id)).payload).toMatchObject({
    title: `Order No. ${order.number}`,
    body: 'Your order is waiting for you at the pickup point',
  })
  // The SMS of the same news is in English too.
  const sms = ((await (await server.request('/api/dev/outbox/')).json()) as { to: string; text: string }[])
    .filter((m) => m.to === me.phone)
    .map((m) => m.text)
  expect(sms).toContain(`Order No. ${order.number}. Your order is waiting for you at the pickup point`)

  // Switching the shop to Russian: the next device registration says so, and the next news is in Russian.
  const made = pushService.subscribe()
  const russian = await server.request('/api/fcm-devices/', {
    method: 'POST',
    token: key,
    headers: { 'Accept-Language': 'ru' },
    body: JSON.stringify({
      application: 'vitrina-web',
      device_id: `browser-${made.id}`,
      registration_id: JSON.stringify(made.subscription),
    }),
  })
  expect(russian.status).toBe(201)
  expect((await moveOrder(order.id, 'done')).status).toBe(200)
  expect((await pushService.waitFor(made.id)).payload).toMatchObject({
    title: `Заказ № ${order.number}`,
    body: 'Заказ выполнен. Спасибо за покупку!',
  })

  // A customer whose language the shop never learnt (before this was kept) gets the shop's language.
  await server.handle.db.update(customers).set({ locale: null }).where(eq(customers.id, me.id))
  expect((await moveOrder(order.id, 'returned')).status).toBe(200)
  const bodies = () =>
    pushService.received
      .filter((r) => r.subscription === made.id)
      .map((r) => (r.payload as { body: string }).body)
  await expect.poll(bodies, { timeout: 10_000 }).toContain('Заказ возвращён')
})

test('the customer’s subscriptions decide: push off sends no push, SMS still goes; SMS off sends none', async () => {
  const { key, order } = await placeOnlineOrder(server)
  const me = await (await server.request('/api/customers/me/', { token: key })).json()
  const device = await subscribedDevice(key)
  const switchOff = (channel: string) =>
    server.request('/api/subscriptions/', {
      method: 'PATCH',
      token: key,
      body: JSON.stringify({ topic: 'orders', channel, enabled: false }),
    })
  expect((await switchOff('push')).status).toBe(200)
  expect((await moveOrder(order.id, 'collecting')).status).toBe(200)
  await deliverDuePushes(deps(), sender())
  const rows = await server.handle.db
    .select()
    .from(pushOutbox)
    .where(eq(pushOutbox.deviceId, device.deviceId))
  expect(rows).toHaveLength(0)
  expect(pushService.received.filter((r) => r.subscription === device.id)).toHaveLength(0)
  expect((await outboxFor(me.phone)).map((m) => m.text)).toEqual([
    `Заказ № ${order.number}. Заказ собирается`,
  ])

  expect((await switchOff('sms')).status).toBe(200)
  expect((await moveOrder(order.id, 'collected')).status).toBe(200)
  expect(await outboxFor(me.phone)).toHaveLength(1)
})

test('the customer’s own cancel is announced on their device too', async () => {
  const { key, order } = await placeOnlineOrder(server)
  const device = await subscribedDevice(key)
  const cancelled = await server.request(`/api/orders/${order.id}/cancel/`, { method: 'POST', token: key })
  expect(cancelled.status).toBe(200)
  const push = await pushService.waitFor(device.id)
  expect(push.payload).toMatchObject({ type: 'ORDER', value: String(order.id), body: 'Заказ отменён' })
})

test('a failed push is retried with back-off and sent once; a gone subscription is not retried', async () => {
  const { key, order } = await placeOnlineOrder(server)
  const device = await subscribedDevice(key)
  // The automatic send right after the change meets a 500 from the push service.
  pushService.failNext(500)
  expect((await moveOrder(order.id, 'shipping')).status).toBe(200)
  // The row is queued as pending, then claimed (sending, attempts 1), then put back after the 500: wait for
  // that last state, not the first (PostgreSQL shows the queued row before the sender has met the 500).
  await expect
    .poll(
      async () => {
        const row = await rowOf(device.deviceId)
        return row && { state: row.state, attempts: row.attempts, lastError: row.lastError }
      },
      { timeout: 5000 },
    )
    .toEqual({ state: 'pending', attempts: 1, lastError: 'push service answered 500' })
  // Not due yet: nothing is sent before the back-off passes.
  expect(await deliverDuePushes(deps(), sender())).toEqual({ sent: 0, failed: 0, gone: 0 })
  server.clock.advance(61_000)
  // Two rounds at once (two instances): the conditional claim lets one of them send it.
  const rounds = await Promise.all([deliverDuePushes(deps(), sender()), deliverDuePushes(deps(), sender())])
  expect(rounds.reduce((n, r) => n + r.sent, 0)).toBe(1)
  expect(pushService.received.filter((r) => r.subscription === device.id)).toHaveLength(1)
  expect(await rowOf(device.deviceId)).toMatchObject({ state: 'sent', attempts: 2 })

  pushService.expire(device.id)
  expect((await moveOrder(order.id, 'done')).status).toBe(200)
  await expect
    .poll(async () => (await rowsOf(device.deviceId)).map((r) => r.state).sort())
    .toEqual(['gone', 'sent'])
  server.clock.advance(3_600_000)
  expect((await deliverDuePushes(deps(), sender())).gone).toBe(0)
  expect(PUSH_MAX_ATTEMPTS).toBeGreaterThan(1)
})

const rowsOf = (deviceId: string) =>
  server.handle.db.select().from(pushOutbox).where(eq(pushOutbox.deviceId, deviceId)).orderBy(pushOutbox.id)
const rowOf = async (deviceId: string) => (await rowsOf(deviceId)).at(-1)

test('a staff campaign reaches guests and customers who opted in, once per key', async () => {
  const optedIn = await signInNewCustomer(server)
  await server.request('/api/subscriptions/', {
    method: 'PATCH',
    token: optedIn.key,
    body: JSON.stringify({ topic: 'promotions', channel: 'push', enabled: true }),
  })
  const notOptedIn = await signInNewCustomer(server)
  const [fan, quiet, guest, otherShop] = [
    await subscribedDevice(optedIn.key),
    await subscribedDevice(notOptedIn.key),
    await subscribedDevice(null),
    await subscribedDevice(null, 2),
  ]
  const campaign = {
    type: 'PROMOTION',
    value: 'autumn-sale',
    title: 'Осенняя распродажа',
    body: 'Палатки со скидкой до 30 %',
    key: `autumn-${Date.now()}`,
  }
  const send = (headers: Record<string, string> = staff, body: unknown = campaign) =>
    server.request('/api/staff/push/campaigns/', { method: 'POST', headers, body: JSON.stringify(body) })
  expect((await send({ 'X-Staff-Token': 'x'.repeat(TEST_STAFF_TOKEN.length) })).status).toBe(401)
  expect((await send(staff, { ...campaign, type: 'ORDER' })).status).toBe(400)
  const sent = await send()
  expect(sent.status).toBe(201)
  const answer = await sent.json()
  expect(answer).toMatchObject({ created: true })
  const fanPush = await pushService.waitFor(fan.id)
  expect(fanPush.payload).toEqual({
    id: answer.id,
    type: 'PROMOTION',
    value: 'autumn-sale',
    title: campaign.title,
    body: campaign.body,
    media: null,
  })
  await pushService.waitFor(guest.id)
  // Sent again with the same key: the first campaign is answered and nothing new is queued.
  expect(await (await send()).json()).toEqual({ id: answer.id, created: false, queued: 0 })
  await deliverDuePushes(deps(), sender())
  const got = (id: string) => pushService.received.filter((r) => r.subscription === id).length
  expect([got(fan.id), got(quiet.id), got(guest.id), got(otherShop.id)]).toEqual([1, 0, 1, 0])
})

test('staff order moves are checked against the token and the company', async () => {
  const { order } = await placeOnlineOrder(server)
  expect((await moveOrder(order.id, 'done', 1, {})).status).toBe(401)
  expect((await moveOrder(order.id, 'done', 2)).status).toBe(404)
  expect((await moveOrder(order.id, 'teleported')).status).toBe(400)
  expect((await moveOrder(999_999, 'done')).status).toBe(404)
})

test('the company settings carry the public VAPID key browsers subscribe with', async () => {
  const company = await (await server.request('/api/companies/current/')).json()
  expect(company.vapid_public_key).toBe(TEST_VAPID_KEYS.publicKey)
})
