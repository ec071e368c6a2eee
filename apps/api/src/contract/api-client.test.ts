import { ApiError, createApiClient } from '@vitrina/api-client'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

// Contract tests: the real @vitrina/api-client against the real API over HTTP. Every call
// validates its answer with the shared valibot schemas, so a drift fails here.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const client = (extra: { token?: string; company?: number; onUnauthorized?: () => void } = {}) =>
  createApiClient({
    baseUrl: server.url,
    company: extra.company ?? 1,
    region: 'moscow',
    token: extra.token,
    onUnauthorized: extra.onUnauthorized,
  })

test('tenant calls match the contract', async () => {
  const api = client({ company: 2 })
  expect((await api.tenant.getCompany()).currency).toBe('USD')
  expect((await api.tenant.listRegions()).count).toBe(3)
  expect((await api.tenant.geoip('203.0.113.9')).region?.slug).toBe('ekb')
})

test('catalogue calls match the contract', async () => {
  const api = client()
  const nav = await api.catalog.getNavigation()
  expect(nav.length).toBeGreaterThan(0)
  const tree = await api.catalog.listCategories()
  expect(tree[0]?.children[0]?.children[0]?.children.length).toBeGreaterThan(0)
  const category = await api.catalog.getCategory('footwear-hiking-boots-winter')
  expect(category.bread_crumbs).toHaveLength(4)
  const page = await api.catalog.listProducts({
    category: 'footwear',
    ordering: '-price',
    size: ['42'],
    page_size: 5,
  })
  expect(page.results.length).toBeGreaterThan(0)
  const first = page.results[0]
  if (!first) throw new Error('empty page')
  const product = await api.catalog.getProduct(first.slug)
  expect(product.skus.length).toBeGreaterThan(0)
  await api.catalog.getRelatedProducts(first.id, 'bought_together')
  await api.catalog.getProductAvailability(first.id)
  await api.catalog.listReviews(first.id, { ordering: '-rating' })
  await api.catalog.getReviewSummary(first.id)
  const outlets = await api.catalog.listOutlets({
    kind: 'pickup_point',
    lat: 55.75,
    lon: 37.61,
    ordering: 'distance',
  })
  const distances = outlets.results.map((o) => o.distance_km ?? 0)
  expect(distances).toEqual([...distances].sort((a, b) => a - b))
})

test('content calls match the contract', async () => {
  const api = client()
  const promotions = await api.content.listPromotions()
  expect(promotions.count).toBeGreaterThan(0)
  const promotion = await api.content.getPromotion(promotions.results[0]?.slug ?? '')
  const listing = await api.catalog.listProducts({ promotion: promotion.slug, ordering: 'price' })
  expect(listing.count).toBeGreaterThan(0)
  expect(listing.results.every((p) => promotion.product_ids.includes(p.id))).toBe(true)
  const events = await api.content.listEvents()
  await api.content.getEvent(events.results[0]?.slug ?? '')
  expect((await api.content.getPage('section', 'home')).blocks.length).toBeGreaterThan(0)
  expect((await api.content.getPage('static', 'delivery/courier')).title).toBeTruthy()
  expect(await api.content.getRouteRedirect('/old-catalog')).toEqual({
    redirect: { target: '/catalog/', permanent: true, absolute: false },
  })
  expect((await api.content.getRouteRedirect('/blog/')).redirect?.absolute).toBe(true)
  expect(await api.content.getRouteRedirect('/catalog/')).toEqual({ redirect: null })
})

test('sign-in, profile, cart and order calls match the contract', async () => {
  const guest = client()
  const phone = '+79267770011'
  const sent = await guest.auth.sendCode(phone, 'sms')
  const code = (await guest.auth.devOutbox()).find((m) => m.to === sent.phone)?.code ?? ''
  const { key } = await guest.auth.verifyCode({ source: phone, code, method: 'sms' })
  const api = client({ token: key })
  const me = await api.auth.getMe()
  await api.auth.updateCustomer(me.id, { first_name: 'Test', gender: 'male' })
  const card = (await api.catalog.listProducts({ in_stock: true, page_size: 1 })).results[0]
  const product = await api.catalog.getProduct(card?.slug ?? '')
  const sku = product.skus.find((s) => s.in_stock)
  if (!sku) throw new Error('no sku in stock')
  const cart = await api.orders.updateCart({
    items: [{ product: product.id, sku: sku.id, count: 1 }],
    promo_codes: ['WELCOME10'],
  })
  expect(cart.promotions[0]?.promotion_code.apply_result.status).toBe('ok')
  expect((await api.orders.getCart()).items).toHaveLength(1)
  const order = await api.orders.createOrder(
    {
      products: [{ product: product.id, sku: sku.id, count: 1 }],
      recipient_name: 'Test User',
      recipient_phone: '79267770011',
      promo_codes: ['WELCOME10'],
      delivery_payment_option: 'DELIVERY:online',
      address: { city: 'Москва', street: 'Тверская', house: '1' },
    },
    'contract-test-order-1',
  )
  expect(order.discount).not.toBe('0.00')
  expect((await api.orders.listOrders()).results[0]?.id).toBe(order.id)
  expect((await api.orders.getOrder(order.id)).number).toBe(order.number)
  expect((await api.orders.cancelOrder(order.id)).state).toBe('canceled')
  await api.auth.logout()
})

test('address, device, push and payment calls match the contract', async () => {
  const api = client()
  const suggestions = await api.services.suggestAddress({
    query: 'Невский 28',
    from_bound: { value: 'city' },
    to_bound: { value: 'house' },
  })
  expect(suggestions[0]?.data.house).toBe('28')
  expect(await api.services.geolocateAddress({ lat: 55.9, lon: 37.9 })).toEqual([])
  const device = await api.services.createDevice({
    application: 'web',
    device_id: 'd1',
    registration_id: 'r1',
  })
  expect(
    (
      await api.services.updateDevice(device.id, {
        application: 'web',
        device_id: 'd1',
        registration_id: 'r2',
      })
    ).registration_id,
  ).toBe('r2')
  await api.services.reportPushClick(1)
})

test('a revoked token triggers onUnauthorized and the call is repeated as a guest', async () => {
  let loggedOut = 0
  const api = client({ token: 'f'.repeat(40), onUnauthorized: () => void loggedOut++ })
  const page = await api.catalog.listProducts({ page_size: 1 })
  expect(page.count).toBeGreaterThan(0)
  expect(loggedOut).toBe(1)
  const error = await client()
    .auth.getMe()
    .catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ApiError)
  expect((error as ApiError).status).toBe(401)
})
