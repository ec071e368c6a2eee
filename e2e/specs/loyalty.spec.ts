import type { BrowserContext, Page } from '@playwright/test'
import { remixSignedCookieValue, useEnglish } from '../fixtures/account.ts'
import { decodeCode128Svg } from '../fixtures/code128.ts'
import { OUTDOOR, TRAVEL } from '../fixtures/hosts.ts'
import { demoCustomerToken, signInWithToken } from '../fixtures/orders.ts'
import { expect, test } from '../fixtures/test.ts'
import { API_PORT, SHOP_PORT } from '../playwright.config.ts'

const API = `http://localhost:${API_PORT}`

/** The travel tenant's demo customer (same phone as the shop's), signed in through the SMS code of the dev outbox. */
async function travelDemoToken(): Promise<string> {
  const headers = { 'Content-Type': 'application/json', 'X-QA-Company': '2' }
  const phone = '+79123456789'
  const sent = await fetch(`${API}/api/sms/send_code/?phone=${encodeURIComponent(phone)}`, {
    method: 'POST',
    headers,
  })
  expect(sent.status, await sent.clone().text()).toBe(201)
  const outbox = (await (await fetch(`${API}/api/dev/outbox/`, { headers })).json()) as {
    to: string
    code: string
  }[]
  const code = outbox.find((m) => m.to === phone)?.code
  const verified = await fetch(`${API}/api/v2/auth/verify_code/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ source: phone, code, method: 'sms' }),
  })
  expect(verified.status).toBe(200)
  return ((await verified.json()) as { key: string }).key
}

async function signInTravel(context: BrowserContext, token: string) {
  await context.addCookies([
    { name: 'token', value: remixSignedCookieValue(token), url: `http://travel.localhost:${SHOP_PORT}` },
  ])
  await useEnglish(context)
}

/** The About tab: the card's barcode decodes back to the printed, grouped card number. */
async function expectScannableCard(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Bonus balance' })).toBeVisible()
  const figure = page.locator('figure[data-card-number]')
  const number = await figure.getAttribute('data-card-number')
  expect(number).toMatch(/^\d{9}$/)
  const svg = await figure.locator('svg').evaluate((el) => el.outerHTML)
  expect(decodeCode128Svg(svg)).toBe(number)
  const grouped = (number ?? '').replace(/(\d{3})(?=\d)/g, '$1 ')
  await expect(page.getByText(grouped, { exact: true })).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Upcoming events' }).getByRole('listitem').first(),
  ).toBeVisible()
}

test.describe('with JavaScript', () => {
  test('the shop’s balance: a scannable card, upcoming events, then the history on Details', async ({
    page,
    context,
  }) => {
    await signInWithToken(context, await demoCustomerToken())
    await page.goto(`${OUTDOOR}/my/balance-actions/`)
    await expectScannableCard(page)
    await expect(page.getByText('Level: Серебро - скидка 5%')).toBeVisible()
    await page.getByRole('link', { name: 'Details' }).click()
    await expect(page).toHaveURL(/\/my\/balance-actions\/details\/$/)
    const history = page.getByRole('list', { name: 'History of operations' })
    await expect(history.getByText('Points spent')).toBeVisible()
    await expect(history.getByText('Points expired')).toBeVisible()
    await expect(history.getByRole('link', { name: 'Order TR-2026-00002' })).toBeVisible()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the travel tenant’s balance screen works by links alone, any sub-path', async ({ page, context }) => {
    await signInTravel(context, await travelDemoToken())
    await page.goto(`${TRAVEL}/screens/balance/`)
    await expectScannableCard(page)
    await page.getByRole('link', { name: 'Details' }).click()
    await expect(page).toHaveURL(/\/screens\/balance\/details\/$/)
    const history = page.getByRole('list', { name: 'History of operations' })
    await expect(history.getByText('Welcome bonus')).toBeVisible()
    await expect(history.getByRole('link', { name: /Order WF-2026-/ }).first()).toBeVisible()
  })

  test('the balance needs sign-in: a guest is sent to the login with the way back', async ({ page }) => {
    await page.goto(`${OUTDOOR}/my/balance-actions/details/`)
    await expect(page).toHaveURL(/\/login\/?\?returnUrl=/)
  })
})
