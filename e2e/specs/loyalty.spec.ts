import type { BrowserContext, Page } from '@playwright/test'
import { apiToken, remixSignedCookieValue, signIn, useEnglish } from '../fixtures/account.ts'
import {
  fillCart,
  fillCourierAddress,
  fillCustomer,
  ORDER_PAGE,
  openCheckout,
  orderIdOf,
  payAndPlace,
} from '../fixtures/checkout.ts'
import { decodeCode128Svg } from '../fixtures/code128.ts'
import { OUTDOOR, TRAVEL } from '../fixtures/hosts.ts'
import { demoCustomerToken, signInWithToken } from '../fixtures/orders.ts'
import { expect, test } from '../fixtures/test.ts'
import { API_PORT, SHOP_PORT } from '../playwright.config.ts'

const API = `http://localhost:${API_PORT}`
const CHECKOUT = `${OUTDOOR}/cart/delivery/`
/** Phones of the card journeys (QA range, their own customers and carts). */
const CARD_PHONES = { script: '+71116660130', noScript: '+71116660131' }

type CardCheck = { status: number; balance?: string; code?: string }
/** What the API says a gift card holds now (`POST /api/loyalty/cards/check/`, as the checkout asks it). */
async function giftCard(phone: string, barcode: string): Promise<CardCheck> {
  const response = await fetch(`${API}/api/loyalty/cards/check/`, {
    method: 'POST',
    headers: {
      'X-QA-Company': '1',
      'Content-Type': 'application/json',
      Authorization: `Token ${await apiToken(phone)}`,
    },
    body: JSON.stringify({ barcode }),
  })
  return { status: response.status, ...((await response.json()) as { balance?: string; code?: string }) }
}

type PaidOrder = { id: number; subtotal: string; discount: string; total: string; gift_card_debit: string }
async function orderOf(phone: string, id: number): Promise<PaidOrder> {
  const response = await fetch(`${API}/api/orders/${id}/`, {
    headers: { 'X-QA-Company': '1', Authorization: `Token ${await apiToken(phone)}` },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as PaidOrder
}
const cents = (money: string) => Math.round(Number(money) * 100)

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

test.describe('with JavaScript', () => {
  test('a gift card pays part of an order at checkout: the total and the card balance go down', async ({
    page,
    context,
  }) => {
    const phone = CARD_PHONES.script
    const before = await giftCard(phone, '2990000054321')
    expect(before).toMatchObject({ status: 200, balance: '500.00' })
    await signIn(context, phone)
    await fillCart(phone)
    await openCheckout(page, CHECKOUT)
    await fillCustomer(page)
    await fillCourierAddress(page)
    const field = page.getByLabel('Gift or bonus card number')
    // An unknown number is refused in words, and what was typed stays.
    await field.fill('0000 0000 0000')
    await page.getByRole('button', { name: 'Add card' }).click()
    await expect(page.getByText('No gift or bonus card with this number', { exact: false })).toBeVisible()
    await expect(field).toHaveValue('0000 0000 0000')
    await field.fill('2990 0000 54321')
    await page.getByRole('button', { name: 'Add card' }).click()
    const cards = page.getByRole('list', { name: 'Added cards' })
    await expect(cards.getByText('Gift card 2990000054321')).toBeVisible()
    await expect(cards.getByText(/^Available .+, takes off .+$/)).toBeVisible()
    await expect(page.getByText('Paid with gift cards')).toBeVisible()
    await expect(page.getByText('To pay', { exact: true })).toBeVisible()
    await expect(field).toHaveValue('')
    await payAndPlace(page, 'Card online')
    await expect(page).toHaveURL(ORDER_PAGE)
    const order = await orderOf(phone, orderIdOf(page.url()))
    // The card paid what it had and the rest is left to pay: part of the order, not all of it.
    expect(order.gift_card_debit).toBe('500.00')
    expect(cents(order.total)).toBeGreaterThan(0)
    expect(cents(order.total) + 50_000).toBeGreaterThanOrEqual(cents(order.subtotal) - cents(order.discount))
    expect(await giftCard(phone, '2990000054321')).toMatchObject({ status: 400, code: 'card_empty' })
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a gift card is added, shown and spent by round trips; the card balance goes down', async ({
    page,
    context,
  }) => {
    const phone = CARD_PHONES.noScript
    const before = await giftCard(phone, '2990000012345')
    expect(before.status).toBe(200)
    await signIn(context, phone)
    await fillCart(phone)
    await openCheckout(page, CHECKOUT, { script: false })
    await fillCustomer(page)
    await fillCourierAddress(page)
    await page.getByLabel('Gift or bonus card number').fill('2990-0000-12345')
    await page.getByRole('button', { name: 'Add card' }).click()
    await expect(
      page.getByRole('list', { name: 'Added cards' }).getByText('Gift card 2990000012345'),
    ).toBeVisible()
    // Everything typed came back with the answer.
    await expect(page.getByLabel('Surname', { exact: true })).toHaveValue('Petrov')
    await expect(page.getByLabel('House')).toHaveValue('7')
    await payAndPlace(page, 'Card online')
    await expect(page).toHaveURL(ORDER_PAGE)
    const order = await orderOf(phone, orderIdOf(page.url()))
    const paid = cents(order.gift_card_debit)
    expect(paid).toBeGreaterThan(0)
    const after = await giftCard(phone, '2990000012345')
    if (after.status === 200) expect(cents(after.balance ?? '')).toBe(cents(before.balance ?? '') - paid)
    else expect(after).toMatchObject({ status: 400, code: 'card_empty' })
  })

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
