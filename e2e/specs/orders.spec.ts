import type { Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts'
import { OUTDOOR } from '../fixtures/hosts.ts'
import { waitForHydration } from '../fixtures/hydration.ts'
import {
  cancelOrder,
  demoCustomerToken,
  getOrder,
  placeOrder,
  signedInCustomer,
  signInWithToken,
} from '../fixtures/orders.ts'
import { expect, test } from '../fixtures/test.ts'

// QA-range numbers (+7111…). Each journey places its own orders and finds them by number, so most share one
// customer: every new customer costs an SMS code, and the API allows 30 codes an hour per IP for the whole run.
// The no-JavaScript journey counts its list, so it has a customer of its own.
const PHONES = {
  buyer: '+71115550301',
  noScript: '+71115550304',
  owner: '+71115550306',
  stranger: '+71115550307',
}

const main = (page: Page) => page.getByRole('main')

/** On the sandbox bank page (served by the API): press Pay or Decline. */
async function atTheBank(page: Page, button: 'Pay' | 'Decline') {
  await expect(page.getByRole('heading', { name: 'Sandbox bank' })).toBeVisible()
  await page.getByRole('button', { name: button, exact: true }).click()
}

test('a customer pays by card at the sandbox bank, sees the order placed and paid in my orders', async ({
  page,
  context,
}) => {
  const token = await signedInCustomer(context, PHONES.buyer)
  const order = await placeOrder(token)
  await page.goto(`${OUTDOOR}/cart/checkout/${order.id}/?payment=redirect`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Payment for order ${order.number}`)
  await expect(page.getByRole('radio', { name: 'Bank card online' })).toBeChecked()
  await main(page).getByRole('button', { name: 'Pay', exact: true }).click()
  await atTheBank(page, 'Pay')
  await expect(page).toHaveURL(new RegExp(`/cart/success/${order.id}/?$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order placed')
  await expect(page.getByRole('status')).toContainText('The order is paid')
  await page.getByRole('link', { name: 'Order details' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${order.number}`)
  await expect(main(page).getByRole('link', { name: 'Pay again' })).toHaveCount(0)
  await page.goto(`${OUTDOOR}/my/orders/`)
  const row = main(page).getByRole('listitem').filter({ hasText: order.number })
  await expect(row).toContainText('Paid')
  expect((await getOrder(token, order.id)).to_be_paid).toBe('0.00')
})

test('a declined payment shows the failure; paying again starts a new payment that succeeds', async ({
  page,
  context,
}) => {
  const token = await signedInCustomer(context, PHONES.buyer)
  const order = await placeOrder(token)
  await page.goto(`${OUTDOOR}/cart/checkout/${order.id}/`)
  await main(page).getByRole('button', { name: 'Pay', exact: true }).click()
  await atTheBank(page, 'Decline')
  await expect(page).toHaveURL(new RegExp(`/cart/checkout/${order.id}/yookassa/?$`))
  await expect(page.getByRole('alert')).toHaveText('The payment did not go through.')
  await page.getByRole('link', { name: 'Pay again' }).click()
  await main(page).getByRole('button', { name: 'Pay', exact: true }).click()
  await atTheBank(page, 'Pay')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order placed')
  expect((await getOrder(token, order.id)).paid).toBe(order.total)
})

test('back from the bank before paying, the page says to wait and finds the payment once it is made', async ({
  page,
  context,
}) => {
  const token = await signedInCustomer(context, PHONES.buyer)
  const order = await placeOrder(token)
  await page.goto(`${OUTDOOR}/cart/checkout/${order.id}/`)
  await main(page).getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Sandbox bank' })).toBeVisible()
  const bank = page.url()
  await page.goto(`${OUTDOOR}/cart/checkout/${order.id}/sberpay/`)
  await expect(page.getByRole('status')).toHaveText('Payment not yet completed, try again in minutes')
  await page.getByRole('button', { name: 'Check payment again' }).click()
  await expect(page.getByRole('status')).toHaveText('Payment not yet completed, try again in minutes')
  // The customer pays in another tab; this page asks again by itself and moves on to the success page.
  const response = await fetch(`${bank}/succeed`, { method: 'POST', redirect: 'manual' })
  expect(response.status).toBe(303)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order placed')
})

test('an order paid in cash cannot be paid online: the payment step says so', async ({ page, context }) => {
  const token = await signedInCustomer(context, PHONES.buyer)
  const order = await placeOrder(token, 'DELIVERY:cash')
  await page.goto(`${OUTDOOR}/cart/checkout/${order.id}/`)
  await expect(page.getByRole('alert')).toHaveText('Online payment unavailable or already paid')
  await expect(main(page).getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0)
})

test("another customer's order is a 404 on every order page", async ({ page, context }) => {
  const owner = await signedInCustomer(context, PHONES.owner)
  const order = await placeOrder(owner)
  await context.clearCookies()
  await signedInCustomer(context, PHONES.stranger)
  for (const path of [
    `/cart/checkout/${order.id}/`,
    `/cart/success/${order.id}/`,
    `/my/orders/${order.id}/`,
  ]) {
    const response = await page.goto(`${OUTDOOR}${path}`)
    expect(response?.status(), path).toBe(404)
  }
})

test('a customer cancels an order from its page in the dialog', async ({ page, context }) => {
  const token = await signedInCustomer(context, PHONES.buyer)
  const order = await placeOrder(token)
  await page.goto(`${OUTDOOR}/my/orders/${order.id}/`)
  await waitForHydration(page)
  // Each line names its state, seller and barcode (spec: order item fields), as the API answers them.
  const line = main(page).getByRole('list', { name: 'Items' }).getByRole('listitem').first()
  const apiLine = (await getOrder(token, order.id)).items[0]
  expect(apiLine?.seller, 'the API names the seller').toBe('ООО «Тропа»')
  await expect(line).toContainText('Seller: ООО «Тропа»')
  await expect(line).toContainText(/Status: \S/)
  await expect(line).toContainText(`Barcode ${apiLine?.barcode}`)
  const cancel = page.getByRole('link', { name: 'Cancel order' })
  await cancel.click()
  const dialog = page.getByRole('dialog', { name: 'Cancel the order?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(cancel).toBeFocused()
  await cancel.click()
  await dialog.getByRole('link', { name: 'Keep the order' }).click()
  await expect(dialog).toBeHidden()
  await cancel.click()
  await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click()
  await expect(main(page).getByText('Cancelled', { exact: true })).toBeVisible()
  // The dialog and its link are gone: the focus is on the notice saying what happened, not lost on the body.
  await expect(page.getByRole('status').filter({ hasText: 'The order is cancelled.' })).toBeFocused()
  await expect(page.getByRole('link', { name: 'Cancel order' })).toHaveCount(0)
  expect((await getOrder(token, order.id)).state).toBe('canceled')
})

test('a cancel that fails says to contact the call center', async ({ page, context }) => {
  const token = await signedInCustomer(context, PHONES.buyer)
  const order = await placeOrder(token)
  await page.goto(`${OUTDOOR}/my/orders/${order.id}/`)
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Cancel order' }).click()
  // Meanwhile the order was cancelled elsewhere (another tab, the call center): the API refuses this cancel.
  await cancelOrder(token, order.id)
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel the order' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'The order could not be cancelled. Please contact the call center.',
  )
})

test('the demo customer keeps a pickup order 7 days longer', async ({ page, context }) => {
  await signInWithToken(context, await demoCustomerToken())
  await page.goto(`${OUTDOOR}/my/orders/`)
  await main(page)
    .getByRole('listitem')
    .filter({ hasText: 'Ready for pickup' })
    .getByRole('link')
    .first()
    .click()
  const extension = main(page).getByRole('region', { name: 'Extend storage' })
  const byWeek = extension.getByRole('button', { name: /^By 7 days, until/ })
  const label = (await byWeek.textContent()) ?? ''
  const until = label.replace(/^By 7 days, until /, '')
  await byWeek.click()
  await expect(extension).toHaveCount(0)
  await expect(main(page).getByText(until)).toBeVisible()
})

test('the demo customer sees a shipment of an order and the in-outlet purchases tab', async ({
  page,
  context,
}) => {
  await signInWithToken(context, await demoCustomerToken())
  await page.goto(`${OUTDOOR}/my/orders/`)
  await main(page).getByRole('listitem').filter({ hasText: 'On the way' }).getByRole('link').first().click()
  const shipments = main(page).getByRole('region', { name: 'Shipments' })
  await expect(shipments).toContainText('СДЭК')
  await expect(shipments).toContainText('Waiting at the pickup point')
  await page.goto(`${OUTDOOR}/my/orders/`)
  await page
    .getByRole('navigation', { name: 'Orders and purchases' })
    .getByRole('link', { name: 'In-outlet purchases' })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('In-outlet purchases')
  const receipts = main(page).getByRole('list', { name: 'Purchases' }).getByRole('listitem')
  await expect(receipts).toHaveCount(2)
  await receipts.first().getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Receipt Ч-000512')
  await expect(main(page).getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveCount(1)
  await expectNoSeriousA11yViolations(page)
})

test('my orders with show more, an order and its cancel work without JavaScript', async ({ browser }) => {
  // A phone: the summary with "Cancel order" is far below the top the page reloads at.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 667 },
  })
  const token = await signedInCustomer(context, PHONES.noScript)
  const first = await placeOrder(token)
  // One more than a page (10): the first order is only shown after "Show more".
  for (let n = 0; n < 10; n += 1) await placeOrder(token)
  const page = await context.newPage()
  await page.goto(`${OUTDOOR}/my/orders/`)
  const rows = main(page).getByRole('list', { name: 'Orders' }).getByRole('listitem')
  await expect(rows).toHaveCount(10)
  await page.getByRole('link', { name: 'Show more' }).click()
  await expect(page).toHaveURL(/\/my\/orders\/\?page=2$/)
  await expect(rows).toHaveCount(11)
  await expect(page.getByRole('link', { name: 'Show more' })).toHaveCount(0)
  await main(page)
    .getByRole('link', { name: `Order ${first.number}` })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${first.number}`)
  await expect(main(page)).toContainText('entrance 2')
  await page.getByRole('link', { name: 'Cancel order' }).click()
  // The confirmation is where the shopper is (the link's anchor), not below a page scrolled to its top.
  await expect(page.getByRole('button', { name: 'Yes, cancel the order' })).toBeInViewport()
  await page.getByRole('button', { name: 'Yes, cancel the order' }).click()
  await expect(main(page).getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(page.getByText('The order is cancelled.')).toBeInViewport()
  await page.goto(`${OUTDOOR}/cart/checkout/${(await placeOrder(token)).id}/`)
  await main(page).getByRole('button', { name: 'Pay', exact: true }).click()
  await atTheBank(page, 'Pay')
  await expect(page.getByRole('status')).toContainText('The order is paid')
  await context.close()
})

test('my orders and an order page have no serious accessibility issue', async ({ page, context }) => {
  const token = await signedInCustomer(context, PHONES.buyer)
  const order = await placeOrder(token)
  await page.goto(`${OUTDOOR}/my/orders/`)
  await expect(main(page).getByRole('list', { name: 'Orders' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.goto(`${OUTDOOR}/my/orders/${order.id}/?cancel`)
  await expect(page.getByRole('dialog', { name: 'Cancel the order?' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
