import type { BrowserContext, Page } from '@playwright/test'
import { remixCookieValue, useEnglish } from '../fixtures/account.ts'
import { fillCourierAddress, fillCustomer } from '../fixtures/checkout.ts'
import { OUTDOOR, TRAVEL } from '../fixtures/hosts.ts'
import { addClothesToCart, signInOnPage } from '../fixtures/sign-in.ts'
import { expect, test } from '../fixtures/test.ts'
import { API_PORT } from '../playwright.config.ts'

/**
 * The whole buying journey of issue 6, one page leading to the next as a shopper walks it: a guest fills the
 * cart, is asked to sign in on the way to checkout, places a courier order, pays at the sandbox bank and finds
 * the order paid in the account. Once with JavaScript on the Russian tenant (English UI pinned), once without
 * JavaScript on the English travel tenant (a suitcase from its travel goods), whose payment must come back to
 * its own host.
 */
const PHONES = { outdoor: '+71117770101', travel: '+71117770102' }

const main = (page: Page) => page.getByRole('main')

async function payAtTheBank(page: Page) {
  await main(page).getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Sandbox bank' })).toBeVisible()
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
}

/** Places the order on the checkout page: courier to a typed address, paid online. */
async function placeCourierOrder(page: Page) {
  await fillCustomer(page)
  await fillCourierAddress(page)
  await page.getByRole('radio', { name: 'Card online' }).check()
  await page.getByLabel('I accept the terms of the offer').check()
  await page.getByRole('button', { name: 'Place order', exact: true }).click()
}

/** From the success page to the order in my orders: paid, nothing left to pay. */
async function expectPaidInMyOrders(page: Page, origin: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order placed')
  await page.getByRole('link', { name: 'Order details' }).click()
  await expect(page).toHaveURL(/\/my\/orders\/\d+\/?$/)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(/^Order \S+$/)
  const number = (await heading.textContent())?.replace(/^Order /, '')
  await page.goto(`${origin}/my/orders/`)
  const row = main(page)
    .getByRole('listitem')
    .filter({ hasText: number ?? '' })
  await expect(row).toContainText('Paid')
}

test('a guest on the outdoor shop buys a jacket: cart, sign in, courier checkout, card payment, my orders', async ({
  page,
  context,
}) => {
  await useEnglish(context)
  const name = await addClothesToCart(page, OUTDOOR)
  await page.goto(`${OUTDOOR}/cart/`)
  await page.getByRole('link', { name: 'Checkout' }).click()
  // Checkout needs an account: the login page comes back to the checkout with the guest cart merged.
  await expect(page).toHaveURL(/\/login\/\?returnUrl=%2Fcart%2Fdelivery%2F$/)
  await signInOnPage(page, { phone: PHONES.outdoor, company: 1 })
  await expect(page).toHaveURL(`${OUTDOOR}/cart/delivery/`)
  await expect(page.locator('#checkout-form')).toHaveAttribute('data-driver', 'machine')
  await expect(main(page)).toContainText(name)
  await placeCourierOrder(page)
  await expect(page).toHaveURL(/\/cart\/checkout\/\d+\/\?payment=[\w-]+$/)
  await payAtTheBank(page)
  await expect(page).toHaveURL(/^http:\/\/outdoor\.localhost:\d+\/cart\/success\/\d+\/?$/)
  await expectPaidInMyOrders(page, OUTDOOR)
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart 1 item$/ })).toHaveCount(0)
})

/** The first in-stock product of the travel tenant's goods catalogue (a suitcase), by its slug. */
async function aTravelProduct(): Promise<string> {
  const response = await fetch(`http://localhost:${API_PORT}/api/products/?in_stock=true&page_size=1`, {
    headers: { 'X-QA-Company': '2' },
  })
  const page = (await response.json()) as { results: { slug: string }[] }
  const slug = page.results[0]?.slug
  if (!slug) throw new Error('no product in stock on the travel tenant')
  return slug
}

async function pinEnglish(context: BrowserContext) {
  await context.addCookies([{ name: 'locale', value: remixCookieValue('en'), url: TRAVEL }])
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a guest on the travel shop buys a suitcase with plain forms, pays, and comes back to the travel host', async ({
    page,
    context,
  }) => {
    await pinEnglish(context)
    await page.goto(`${TRAVEL}/catalog/products/${await aTravelProduct()}/`)
    const variants = main(page).getByRole('radio', { disabled: false })
    if ((await variants.count()) > 0) await variants.last().check()
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.goto(`${TRAVEL}/cart/`)
    await page.getByRole('link', { name: 'Checkout' }).click()
    await expect(page).toHaveURL(/\/login\/\?returnUrl=%2Fcart%2Fdelivery%2F$/)
    await signInOnPage(page, { phone: PHONES.travel, company: 2 })
    await expect(page).toHaveURL(`${TRAVEL}/cart/delivery/`)
    await expect(page.locator('#checkout-form')).toHaveAttribute('data-driver', 'server')
    await placeCourierOrder(page)
    await expect(page).toHaveURL(/\/cart\/checkout\/\d+\/\?payment=[\w-]+$/)
    await payAtTheBank(page)
    // The bank returns to the host that holds the session: the travel tenant's, not the main storefront's.
    await expect(page).toHaveURL(/^http:\/\/travel\.localhost:\d+\/cart\/success\/\d+\/?$/)
    await expectPaidInMyOrders(page, TRAVEL)
  })
})
