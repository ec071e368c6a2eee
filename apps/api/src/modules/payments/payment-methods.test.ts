import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { orders, payments } from '../../db/schema/index.ts'
import { readEnv } from '../../env.ts'
import { placeOnlineOrder } from '../../testing/online-order.ts'
import { startSberPayStub } from '../../testing/sberpay-stub.ts'
import { findStockedSku, signInNewCustomer } from '../../testing/sign-in.ts'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'
import { startYandexPayStub } from '../../testing/yandex-pay-stub.ts'
import { startYooKassaStub } from '../../testing/yookassa-stub.ts'
import { offeredMethods } from './payment-methods.ts'
import { reconcilePayments } from './payments.service.ts'
import { SberPayProvider } from './sberpay-provider.ts'
import { YandexPayProvider } from './yandex-pay-provider.ts'
import { YooKassaProvider } from './yookassa-provider.ts'

const YANDEX_KEY = 'merchant-api-key'
let yookassa: Awaited<ReturnType<typeof startYooKassaStub>>
let sber: Awaited<ReturnType<typeof startSberPayStub>>
let yandex: Awaited<ReturnType<typeof startYandexPayStub>>
let yandexProvider: YandexPayProvider
let server: TestServer
beforeAll(async () => {
  yookassa = await startYooKassaStub({ shopId: '1', secretKey: 's' })
  sber = await startSberPayStub({ userName: 'u', password: 'p' })
  yandex = await startYandexPayStub(YANDEX_KEY)
  yandexProvider = new YandexPayProvider({ apiUrl: yandex.url, apiKey: YANDEX_KEY, timeoutMs: 1500 })
  server = await startTestServer({
    env: { STOREFRONT_URL: 'http://shop.test' },
    paymentMethods: {
      'yookassa-sdk': new YooKassaProvider({ apiUrl: yookassa.url, shopId: '1', secretKey: 's' }),
      sberpay: new SberPayProvider({ apiUrl: sber.url, userName: 'u', password: 'p' }),
      'yandex-pay': yandexProvider,
    },
  })
})
afterAll(async () => {
  await server.close()
  await Promise.all([yookassa.close(), sber.close(), yandex.close()])
})
afterEach(() => {
  yandex.setMode('up')
  sber.setMode('up')
})

const pay = (key: string, orderId: number, method?: string) =>
  server.request(`/api/orders/${orderId}/pay/`, {
    method: 'POST',
    token: key,
    body: JSON.stringify({
      return_url: `/cart/checkout/${orderId}/yookassa/`,
      ...(method ? { method } : {}),
    }),
  })
const poll = async (key: string, orderId: number) =>
  (await server.request(`/api/orders/${orderId}/payment/`, { token: key })).json()
const yandexWebhook = (id: string) =>
  server.request('/api/payments/notifications/yandexpay/', {
    method: 'POST',
    company: null,
    headers: { 'Content-Type': 'application/octet-stream' },
    body: yandex.webhook(id),
  })

test('each tenant offers its own methods, named in the shopper’s language', async () => {
  const { order } = await placeOnlineOrder(server)
  expect(order.available_payment_options).toEqual([
    { type: 'redirect', name: 'Картой онлайн' },
    { type: 'yookassa-sdk', name: 'Картой или кошельком на этой странице' },
    { type: 'sberpay', name: 'SberPay' },
    { type: 'yandex-pay', name: 'Яндекс Пэй' },
  ])
  // No Merchant_ID, no Yandex Pay; a method without a provider here is never offered.
  const providers = { redirect: yandexProvider, 'yandex-pay': yandexProvider }
  expect(offeredMethods({ yandex_pay: { merchant_id: null } }, providers)).toEqual(['redirect'])
  expect(
    offeredMethods({ payment_methods: ['sberpay', 'yandex-pay'], yandex_pay: 'm-1' }, providers),
  ).toEqual(['yandex-pay'])
})

test('a method the order does not offer is refused with a reason', async () => {
  const { key, order } = await placeOnlineOrder(server)
  const refused = await pay(key, order.id, 'bitcoin')
  expect(refused.status).toBe(400)
  expect(await refused.json()).toMatchObject({ code: 'payment_method_invalid' })
})

test('the YooKassa widget gets an embedded confirmation token; the poll credits the order from YooKassa', async () => {
  const { key, order } = await placeOnlineOrder(server)
  const started = await (await pay(key, order.id, 'yookassa-sdk')).json()
  expect(started).toMatchObject({ method: 'yookassa-sdk', confirmation_url: null, status: 'pending' })
  const stubPayment = [...yookassa.payments.values()].find(
    (p) =>
      'confirmation_token' in p.confirmation &&
      p.confirmation.confirmation_token === started.confirmation_token,
  )
  expect(stubPayment?.confirmation.type).toBe('embedded')
  // A second press while it is pending resumes the same payment (no duplicate).
  expect((await (await pay(key, order.id, 'yookassa-sdk')).json()).payment_id).toBe(started.payment_id)
  yookassa.setStatus(stubPayment?.id ?? '', 'succeeded')
  const paid = await poll(key, order.id)
  expect(paid).toMatchObject({ status: 'succeeded', method: 'yookassa-sdk' })
  expect(paid.order.paid).toBe(order.total)
})

test('SberPay answers the deep link for the bank app', async () => {
  const { key, order } = await placeOnlineOrder(server)
  const started = await (await pay(key, order.id, 'sberpay')).json()
  expect(started.method).toBe('sberpay')
  expect(started.deep_link).toMatch(/^sberpay:\/\/invoicing\/v2\?bankInvoiceId=/)
})

test('Yandex Pay: success is read from Yandex Pay; a duplicate webhook credits the order once', async () => {
  const { key, order } = await placeOnlineOrder(server)
  const started = await (await pay(key, order.id, 'yandex-pay')).json()
  expect(started.confirmation_url).toMatch(/^https:\/\/pay\.yandex\.test\/l\//)
  const [row] = await server.handle.db.select().from(payments).where(eq(payments.id, started.payment_id))
  const id = row?.externalId ?? ''
  expect(yandex.orders.get(id)?.cart.total.amount).toBe(order.total)
  // The webhook claims a change, Yandex Pay still says PENDING: nothing is credited.
  expect((await yandexWebhook(id)).status).toBe(200)
  expect((await poll(key, order.id)).order.paid).toBe('0.00')
  yandex.setStatus(id, 'CAPTURED')
  expect((await yandexWebhook(id)).status).toBe(200)
  expect((await yandexWebhook(id)).status).toBe(200)
  const paid = await poll(key, order.id)
  expect(paid.status).toBe('succeeded')
  expect(paid.order.paid).toBe(order.total)
  expect((await yandexWebhook('not a jwt')).status).toBe(400)
})

test('Yandex Pay: a declined payment may be paid again; a retried create is the same order', async () => {
  const { key, order } = await placeOnlineOrder(server)
  const first = await (await pay(key, order.id, 'yandex-pay')).json()
  const [row] = await server.handle.db.select().from(payments).where(eq(payments.id, first.payment_id))
  yandex.setStatus(row?.externalId ?? '', 'FAILED')
  expect((await poll(key, order.id)).status).toBe('canceled')
  const second = await (await pay(key, order.id, 'yandex-pay')).json()
  expect(second.payment_id).not.toBe(first.payment_id)
  const input = {
    orderId: order.id,
    amountMinor: 1000,
    currency: 'RUB',
    description: 'Order',
    returnUrl: 'http://shop.test/',
    idempotencyKey: `retry-${order.id}`,
  }
  const created = await yandexProvider.createPayment(input)
  expect(await yandexProvider.createPayment(input)).toMatchObject({
    externalId: created.externalId,
    confirmationUrl: created.confirmationUrl,
  })
})

test('a provider down or hanging answers "temporarily unavailable"; switching method keeps the order', async () => {
  const { key, order } = await placeOnlineOrder(server)
  yandex.setMode('down')
  const down = await pay(key, order.id, 'yandex-pay')
  expect(down.status).toBe(503)
  expect(await down.json()).toMatchObject({
    detail: 'Payment by the selected method is temporarily unavailable.',
    code: 'payment_provider_unavailable',
  })
  yandex.setMode('hang')
  expect((await pay(key, order.id, 'yandex-pay')).status).toBe(503)
  yandex.setMode('up')
  // The same order, now by SberPay: one payment, nothing half-written by the failed tries.
  const switched = await (await pay(key, order.id, 'sberpay')).json()
  expect(switched.order.id).toBe(order.id)
  const rows = await server.handle.db.select().from(payments).where(eq(payments.orderId, order.id))
  expect(rows.map((r) => r.method)).toEqual(['sberpay'])
})

test('switching from a pending method cancels it there first, so the order cannot be paid twice', async () => {
  const { key, order } = await placeOnlineOrder(server)
  const first = await (await pay(key, order.id, 'yandex-pay')).json()
  const [row] = await server.handle.db.select().from(payments).where(eq(payments.id, first.payment_id))
  await pay(key, order.id, 'yookassa-sdk')
  expect(yandex.orders.get(row?.externalId ?? '')?.paymentStatus).toBe('VOIDED')
  const rows = await server.handle.db.select().from(payments).where(eq(payments.orderId, order.id))
  expect(rows.map((r) => [r.method, r.status])).toEqual([
    ['yandex-pay', 'canceled'],
    ['yookassa-sdk', 'pending'],
  ])
})

test('a superseded payment the old provider confirms late is refunded there, and the order is paid once', async () => {
  const { key, order } = await placeOnlineOrder(server)
  const rowOf = async (paymentId: number) =>
    (await server.handle.db.select().from(payments).where(eq(payments.id, paymentId)))[0]
  // Yandex Pay is started, then cannot be asked when the shopper switches to the widget: it stays pending.
  const first = await (await pay(key, order.id, 'yandex-pay')).json()
  const yandexId = (await rowOf(first.payment_id))?.externalId ?? ''
  yandex.setMode('down')
  const second = await (await pay(key, order.id, 'yookassa-sdk')).json()
  expect(second.method).toBe('yookassa-sdk')
  expect((await rowOf(first.payment_id))?.status).toBe('pending')
  const widgetPayment = [...yookassa.payments.values()].find(
    (p) =>
      'confirmation_token' in p.confirmation &&
      p.confirmation.confirmation_token === second.confirmation_token,
  )
  yookassa.setStatus(widgetPayment?.id ?? '', 'succeeded')
  expect((await poll(key, order.id)).order.paid).toBe(order.total)
  // Yandex Pay comes back having taken the first payment too; its webhook arrives.
  yandex.setMode('up')
  yandex.setStatus(yandexId, 'CAPTURED')
  expect((await yandexWebhook(yandexId)).status).toBe(200)
  expect(yandex.orders.get(yandexId)?.paymentStatus).toBe('REFUNDED')
  expect(await rowOf(first.payment_id)).toMatchObject({
    status: 'succeeded',
    refundStatus: 'succeeded',
    refundId: expect.any(String),
  })
  const [placed] = await server.handle.db.select().from(orders).where(eq(orders.id, order.id))
  expect(placed?.paidMinor).toBe(placed?.totalMinor)
  expect((await poll(key, order.id)).order).toMatchObject({ paid: order.total, to_be_paid: '0.00' })
  // A repeated webhook refunds nothing more (one refund operation per payment).
  expect((await yandexWebhook(yandexId)).status).toBe(200)
  expect((await rowOf(first.payment_id))?.refundStatus).toBe('succeeded')
})

test('reconciliation finds the superseded payment confirmed late and refunds it', async () => {
  const { key, order } = await placeOnlineOrder(server)
  const first = await (await pay(key, order.id, 'sberpay')).json()
  const [sberRow] = await server.handle.db.select().from(payments).where(eq(payments.id, first.payment_id))
  sber.setMode('down')
  const second = await (await pay(key, order.id, 'yandex-pay')).json()
  const [yandexRow] = await server.handle.db.select().from(payments).where(eq(payments.id, second.payment_id))
  yandex.setStatus(yandexRow?.externalId ?? '', 'CAPTURED')
  expect((await poll(key, order.id)).order.paid).toBe(order.total)
  // No callback from Sber this time: the reconciliation job asks it once it is back.
  sber.setMode('up')
  sber.setStatus(sberRow?.externalId ?? '', 2)
  server.clock.advance(10 * 60_000)
  const deps = {
    db: server.handle.db,
    env: readEnv({ NODE_ENV: 'test' }),
    logger: pino({ level: 'silent' }),
    clock: server.clock,
  }
  const provider = new SberPayProvider({ apiUrl: sber.url, userName: 'u', password: 'p' })
  const round = await reconcilePayments(deps, provider, { staleMs: 60_000, limit: 500 })
  expect(round.settled).toBeGreaterThanOrEqual(1)
  const [refunded] = await server.handle.db.select().from(payments).where(eq(payments.id, first.payment_id))
  expect(refunded).toMatchObject({ status: 'succeeded', refundStatus: 'succeeded' })
  expect(sber.orders.get(sberRow?.externalId ?? '')?.orderStatus).toBe(4)
  const [placed] = await server.handle.db.select().from(orders).where(eq(orders.id, order.id))
  expect(placed?.paidMinor).toBe(placed?.totalMinor)
})

test('marketing parameters are stored on the order with the short identity', async () => {
  const { key } = await signInNewCustomer(server)
  const item = await findStockedSku(server)
  const placed = await server.request('/api/orders/', {
    method: 'POST',
    token: key,
    body: JSON.stringify({
      products: [{ product: item.product, sku: item.sku, count: 1 }],
      recipient_name: 'Анна Смирнова',
      recipient_phone: '79161234567',
      delivery_payment_option: 'DELIVERY:online',
      address: { city: 'Москва', street: 'Тверская', house: '1' },
      client_id: '1732400000123456789',
      yclid: ' 4471235 ',
      utm_source: 'yandex',
      utm_medium: 'cpc',
      utm_campaign: 'winter-boots',
      utm_content: '',
      utm_term: null,
    }),
  })
  expect(placed.status).toBe(201)
  const order = await placed.json()
  expect(order.attribution).toEqual({
    client_id: '1732400000123456789',
    short_id: '56789',
    yclid: '4471235',
    utm_source: 'yandex',
    utm_medium: 'cpc',
    utm_campaign: 'winter-boots',
    utm_content: null,
    utm_term: null,
  })
  const [row] = await server.handle.db.select().from(orders).where(eq(orders.id, order.id))
  expect(row?.marketing).toMatchObject({ utm_source: 'yandex', client_id: '1732400000123456789' })
  const bare = (await placeOnlineOrder(server)).order
  expect(bare.attribution.short_id).toBeNull()
})
