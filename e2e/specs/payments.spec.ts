import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts'
import {
  fillCart,
  fillCourierAddress,
  fillCustomer,
  ORDER_PAGE,
  openCheckout,
  orderIdOf,
  payAndPlace,
} from '../fixtures/checkout.ts'
import { OUTDOOR } from '../fixtures/hosts.ts'
import { getOrder, placeOrder, signedInCustomer } from '../fixtures/orders.ts'
import { expect, test } from '../fixtures/test.ts'
import { PAYMENT_STAND_IN } from '../playwright.config.ts'

/**
 * Payment methods (issue 16): YooKassa's widget on the shop's page, SberPay by QR on a computer and by the
 * bank app's deep link on a phone, Yandex Pay on its own page, a declined payment then another method for the
 * same order, and attribution from a landing URL. The providers are the local stand-ins (apps/api/src/testing/payment-stand-ins-server.ts):
 * the widget stand-in's buttons decide the payment at the YooKassa stand-in, and the test plays the bank app
 * paying a SberPay order; the API always reads the outcome back from the provider.
 */
const PHONES = {
  widget: '+71117770101',
  sberDesktop: '+71117770102',
  sberPhone: '+71117770103',
  switch: '+71117770104',
  landing: '+71117770105',
  yandexPay: '+71117770106',
  yandexSwitch: '+71117770107',
  yandexNoScript: '+71117770108',
}

// The QR library of the storefront, to check the code on the page encodes the bank's link and nothing else.
const { renderSVG } = createRequire(import.meta.url)('../../apps/storefront/node_modules/uqr') as {
  renderSVG: (text: string, options: Record<string, unknown>) => string
}

const main = (page: Page) => page.getByRole('main')

async function choose(page: Page, orderId: number, method: string, name: string) {
  await page.goto(`${OUTDOOR}/cart/checkout/${orderId}/?payment=${method}`)
  await expect(page.getByRole('radio', { name })).toBeChecked()
  await expectNoSeriousA11yViolations(page)
  await main(page).getByRole('button', { name: 'Pay', exact: true }).click()
}

/** The bank app pays the order behind the deep link (the stand-in's "shopper" side). */
async function payInSberApp(deepLink: string) {
  const invoice = new URL(deepLink).searchParams.get('bankInvoiceId') ?? ''
  const answer = await fetch(`${PAYMENT_STAND_IN}/sber/pay/${invoice}`, { method: 'POST' })
  expect(answer.status).toBe(200)
}

test('pay by the YooKassa widget on the shop’s page: the order is paid', async ({ page, context }) => {
  const token = await signedInCustomer(context, PHONES.widget)
  const order = await placeOrder(token)
  await choose(page, order.id, 'yookassa-sdk', 'Card or e-wallet')
  await expect(page).toHaveURL(new RegExp(`/cart/checkout/${order.id}/yookassa/$`))
  const pay = page.getByRole('button', { name: 'Pay with card' })
  await expect(pay).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await pay.click()
  await expect(page).toHaveURL(new RegExp(`/cart/success/${order.id}/?$`))
  await expect(page.getByRole('status')).toContainText('The order is paid')
  expect((await getOrder(token, order.id)).to_be_paid).toBe('0.00')
})

test('SberPay on a computer: a QR code of the bank’s link; paid in the app, the page finds it', async ({
  page,
  context,
}) => {
  const token = await signedInCustomer(context, PHONES.sberDesktop)
  const order = await placeOrder(token)
  await choose(page, order.id, 'sberpay', 'SberPay')
  await expect(page).toHaveURL(new RegExp(`/cart/checkout/${order.id}/sberpay/$`))
  const qr = page.getByRole('img', { name: 'QR code for payment in SberPay' })
  await expect(qr).toBeVisible()
  await expect(page.getByRole('link', { name: 'Pay in SberPay' })).toBeHidden()
  const deepLink = (await qr.getAttribute('data-deep-link')) ?? ''
  expect(deepLink).toMatch(/^sberpay:\/\/invoicing\/v2\?bankInvoiceId=/)
  // The drawn code is exactly the QR encoding of that link: the same modules (the path), however serialised.
  const modules = (svg: string) => /\sd="([^"]+)"/.exec(svg)?.[1]
  const expected = renderSVG(deepLink, { ecc: 'M', border: 2, whiteColor: '#ffffff', blackColor: '#000000' })
  expect(modules(await qr.innerHTML())).toBe(modules(expected))
  expect(modules(expected)?.length).toBeGreaterThan(100)
  await expectNoSeriousA11yViolations(page)
  await payInSberApp(deepLink)
  // The page asks again every few seconds and goes on to the success page once Sber says it is paid.
  await expect(page).toHaveURL(new RegExp(`/cart/success/${order.id}/?$`), { timeout: 20_000 })
  expect((await getOrder(token, order.id)).to_be_paid).toBe('0.00')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('SberPay opens the bank app by its deep link; no QR code', async ({ page, context }) => {
    const token = await signedInCustomer(context, PHONES.sberPhone)
    const order = await placeOrder(token)
    await choose(page, order.id, 'sberpay', 'SberPay')
    const link = page.getByRole('link', { name: 'Pay in SberPay' })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('href', /^sberpay:\/\/invoicing\/v2\?bankInvoiceId=[\w-]+$/)
    await expect(page.getByRole('img', { name: 'QR code for payment in SberPay' })).toBeHidden()
    await expectNoSeriousA11yViolations(page)
  })
})

test('declined in the widget, then paid by SberPay: the same order, one payment taken', async ({
  page,
  context,
}) => {
  const token = await signedInCustomer(context, PHONES.switch)
  const order = await placeOrder(token)
  await choose(page, order.id, 'yookassa-sdk', 'Card or e-wallet')
  await page.getByRole('button', { name: 'Decline payment' }).click()
  await expect(page.getByRole('alert')).toHaveText('The payment did not go through.')
  await expectNoSeriousA11yViolations(page)
  await main(page).getByRole('link', { name: 'Pay again' }).click()
  await page.getByRole('radio', { name: 'SberPay' }).check()
  await main(page).getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/cart/checkout/${order.id}/sberpay/$`))
  const deepLink =
    (await page
      .getByRole('img', { name: 'QR code for payment in SberPay' })
      .getAttribute('data-deep-link')) ?? ''
  await payInSberApp(deepLink)
  await expect(page).toHaveURL(new RegExp(`/cart/success/${order.id}/?$`), { timeout: 20_000 })
  const paid = await getOrder(token, order.id)
  expect(paid.to_be_paid).toBe('0.00')
  expect(paid.paid).toBe(paid.total)
})

/** On Yandex Pay's page (the stand-in's, another origin): press Pay or Decline. */
async function atYandexPay(page: Page, button: 'Pay with Yandex Pay' | 'Decline payment') {
  await expect(page).toHaveURL(new RegExp(`^${PAYMENT_STAND_IN}/yandex-pay/l/`))
  await expect(page.getByRole('heading', { name: 'Yandex Pay (stand-in)' })).toBeVisible()
  await page.getByRole('button', { name: button }).click()
}

test('Yandex Pay: paid on Yandex Pay’s page, back on the shop the order is paid', async ({
  page,
  context,
}) => {
  const token = await signedInCustomer(context, PHONES.yandexPay)
  const order = await placeOrder(token)
  await choose(page, order.id, 'yandex-pay', 'Yandex Pay')
  await atYandexPay(page, 'Pay with Yandex Pay')
  // Back on the shop's return page, which reads the payment from Yandex Pay and goes on to the success page.
  await expect(page).toHaveURL(new RegExp(`^${OUTDOOR}/cart/success/${order.id}/?$`), { timeout: 20_000 })
  await expect(page.getByRole('status')).toContainText('The order is paid')
  await expectNoSeriousA11yViolations(page)
  const paid = await getOrder(token, order.id)
  expect(paid.to_be_paid).toBe('0.00')
  expect(paid.paid).toBe(order.total)
})

test('Yandex Pay without JavaScript: plain forms from the shop’s Pay to the paid order', async ({
  browser,
}) => {
  // Its own context (like the other no-script journeys): axe needs scripts, so these pages are checked above.
  const context = await browser.newContext({ javaScriptEnabled: false })
  const token = await signedInCustomer(context, PHONES.yandexNoScript)
  const order = await placeOrder(token)
  const page = await context.newPage()
  await page.goto(`${OUTDOOR}/cart/checkout/${order.id}/?payment=yandex-pay`)
  await expect(page.getByRole('radio', { name: 'Yandex Pay' })).toBeChecked()
  await main(page).getByRole('button', { name: 'Pay', exact: true }).click()
  await atYandexPay(page, 'Pay with Yandex Pay')
  await expect(page).toHaveURL(new RegExp(`^${OUTDOOR}/cart/success/${order.id}/?$`))
  await expect(page.getByRole('status')).toContainText('The order is paid')
  expect((await getOrder(token, order.id)).to_be_paid).toBe('0.00')
  await context.close()
})

test('declined at Yandex Pay, then paid by the widget: the same order, paid once', async ({
  page,
  context,
}) => {
  const token = await signedInCustomer(context, PHONES.yandexSwitch)
  const order = await placeOrder(token)
  await choose(page, order.id, 'yandex-pay', 'Yandex Pay')
  await atYandexPay(page, 'Decline payment')
  await expect(page).toHaveURL(new RegExp(`^${OUTDOOR}/cart/checkout/${order.id}/yookassa/?$`))
  await expect(page.getByRole('alert')).toHaveText('The payment did not go through.')
  await expectNoSeriousA11yViolations(page)
  await main(page).getByRole('link', { name: 'Pay again' }).click()
  await page.getByRole('radio', { name: 'Card or e-wallet' }).check()
  await main(page).getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/cart/checkout/${order.id}/yookassa/$`))
  await page.getByRole('button', { name: 'Pay with card' }).click()
  await expect(page).toHaveURL(new RegExp(`/cart/success/${order.id}/?$`))
  await expect(page.getByRole('status')).toContainText('The order is paid')
  const paid = await getOrder(token, order.id)
  expect(paid.id).toBe(order.id)
  expect(paid.to_be_paid).toBe('0.00')
  expect(paid.paid).toBe(paid.total)
})

test('attribution: the landing’s UTM tags, yclid and analytics id are stored on the order', async ({
  page,
  context,
}) => {
  const token = await signedInCustomer(context, PHONES.landing)
  await fillCart(PHONES.landing)
  // Metrika's own cookie carries its client id (analytics does not run on a local stand).
  await context.addCookies([{ name: '_ym_uid', value: '1732400000123456789', url: OUTDOOR }])
  await page.goto(`${OUTDOOR}/?utm_source=yandex&utm_medium=cpc&utm_campaign=winter-boots&yclid=4471235`)
  // Days later, the shopper comes back without the tags and orders.
  await page.goto(`${OUTDOOR}/cart/`)
  await openCheckout(page, `${OUTDOOR}/cart/delivery/`)
  await fillCustomer(page)
  await fillCourierAddress(page)
  await payAndPlace(page, 'Card online')
  await expect(page).toHaveURL(ORDER_PAGE)
  const order = (await getOrder(token, orderIdOf(page.url()))) as unknown as { attribution: unknown }
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
})
