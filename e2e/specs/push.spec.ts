import { OUTDOOR } from '../fixtures/hosts.ts'
import { waitForHydration } from '../fixtures/hydration.ts'
import { placeOrder, signedInCustomer } from '../fixtures/orders.ts'
import { expect, test } from '../fixtures/test.ts'
import { API_PORT, STAFF_TOKEN } from '../playwright.config.ts'
import { type PushService, startPushService } from '../servers/push-service.mjs'

/**
 * Web push end to end (issue 16). Headless Chromium reaches no push service, so exactly one thing is replaced:
 * `PushManager.prototype.subscribe`/`getSubscription` (an init script) answer a subscription at the local push
 * service stand-in (servers/push-service.mjs), whose private keys the stand-in holds. Everything else is
 * real: the permission dialog, the service worker at /sw.js, the storefront's device registration and
 * cookies, the API's outbox and web-push request (VAPID-signed, aes128gcm-encrypted), the stand-in's check and
 * decryption, and the worker's own click handler taking the shop's tab to the order.
 */
const API = `http://localhost:${API_PORT}`
const PHONE = '+71115550361'

let pushService: PushService
test.beforeAll(async () => {
  pushService = await startPushService()
})
test.afterAll(async () => {
  await pushService.close()
})

test('a shopper subscribes to push, gets the order-state push and its click opens the order', async ({
  page,
  context,
}) => {
  const token = await signedInCustomer(context, PHONE)
  const order = await placeOrder(token, 'DELIVERY:cash')
  const made = pushService.subscribe()
  await context.addInitScript((subscription) => {
    const fake = {
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      toJSON: () => subscription,
      getKey: () => null,
      unsubscribe: async () => true,
    }
    let subscribed = false
    PushManager.prototype.subscribe = async () => {
      subscribed = true
      return fake as unknown as PushSubscription
    }
    PushManager.prototype.getSubscription = async () =>
      subscribed ? (fake as unknown as PushSubscription) : null
  }, made.subscription)

  await page.goto(`${OUTDOOR}/my/orders/${order.id}/`)
  await waitForHydration(page)
  // Offered on the order's page by a control of its own (never a modal on arrival).
  // The offer sits in the order page itself (under its heading), not after the footer.
  const offer = page.getByRole('main').getByRole('button', { name: 'Get notifications about your orders' })
  await offer.click()
  const dialog = page.getByRole('dialog', { name: 'Get notifications?' })
  await expect(dialog).toBeVisible()
  // The browser's prompt, answered "Allow".
  await context.grantPermissions(['notifications'], { origin: OUTDOOR })
  await dialog.getByRole('button', { name: 'Subscribe' }).click()
  await expect(
    page.getByText('You have subscribed to notifications. You can manage them in your account.'),
  ).toBeVisible()
  await expect(dialog).toBeHidden()

  // Spec §9: the device id and push token cookies, five years: sent with Max-Age of five years (the unit test
  // reads the header), kept by Chromium for its cap of 400 days.
  const cookies = await context.cookies(OUTDOOR)
  for (const name of ['push_device', 'push_token']) {
    const cookie = cookies.find((c) => c.name === name)
    expect(cookie, name).toBeDefined()
    expect(cookie?.httpOnly).toBe(true)
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(399 * 86400)
  }

  // The shop moves the order on: the API pushes to the registered (and linked) device.
  const moved = await fetch(`${API}/api/staff/orders/${order.id}/state/`, {
    method: 'POST',
    headers: { 'X-QA-Company': '1', 'X-Staff-Token': STAFF_TOKEN, 'Content-Type': 'application/json' },
    body: JSON.stringify({ state: 'ready_pickup' }),
  })
  expect(moved.status).toBe(200)
  const push = await pushService.waitFor(made.id, 15_000)
  const payload = push.payload as { id: number; type: string; value: string; title: string; body: string }
  expect(payload).toMatchObject({
    type: 'ORDER',
    value: String(order.id),
    // In the customer's language: they subscribed from the shop's English interface (the outdoor shop itself
    // writes Russian, which a customer whose language is not known gets).
    title: `Order No. ${order.number}`,
  })
  expect(payload.id).toEqual(expect.any(Number))

  // The shopper is elsewhere in the shop when the push arrives; the worker shows it, the click takes the tab
  // to the order and reports the click.
  await page.goto(`${OUTDOOR}/catalog/`)
  await waitForHydration(page)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
  const clickReported = context.waitForEvent('request', (r) => r.url().endsWith(`/push/click/${payload.id}`))
  await worker.evaluate(async (message) => {
    type Handlers = {
      onPush: (event: unknown) => Promise<void>
      onNotificationClick: (event: unknown) => Promise<void>
    }
    const handlers = (self as unknown as { vitrinaServiceWorker: Handlers }).vitrinaServiceWorker
    await handlers.onPush({ data: { json: () => message }, waitUntil: () => {} })
    const registration = (self as unknown as { registration: ServiceWorkerRegistration }).registration
    const [shown] = await registration.getNotifications()
    const notification = shown ?? { data: message, close: () => {} }
    await handlers.onNotificationClick({ notification, waitUntil: () => {} })
  }, payload)
  await expect(page).toHaveURL(`${OUTDOOR}/my/orders/${order.id}/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${order.number}`)
  expect((await clickReported).method()).toBe('POST')
})
