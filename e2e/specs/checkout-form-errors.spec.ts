import type { BrowserContext, Page } from '@playwright/test'
import { remixCookieValue, remixSignedCookieValue } from '../fixtures/account.ts'
import { openCheckout } from '../fixtures/checkout.ts'
import { TRAVEL } from '../fixtures/hosts.ts'
import { sentCode } from '../fixtures/sign-in.ts'
import { expect, test } from '../fixtures/test.ts'
import { API_PORT } from '../playwright.config.ts'

/**
 * Checkout errors on conform (issue 11), on the Тропа tenant (travel.localhost, company 2) in Russian: the
 * refused "Place order" names each field's problem in the shopper's language, the first wrong field takes the
 * focus and everything typed stays, with JavaScript (conform's check on the machine's rules) and without
 * (the action's `submission.reply()`). Each test has its own QA-range phone (+7111…).
 */
const API = `http://localhost:${API_PORT}`
const COMPANY = 2
const CHECKOUT = `${TRAVEL}/cart/delivery/`

async function travelApi<T>(path: string, token: string | null, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${API}${path}`, {
    ...init,
    headers: {
      'X-QA-Company': String(COMPANY),
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Token ${token}` } : {}),
      ...init.headers,
    },
  })
  expect(response.ok, `${init.method ?? 'GET'} ${path}: ${response.status}`).toBe(true)
  return (await response.json()) as T
}

/** A travel customer signed in through the SMS code of the dev outbox, with one travel good in the cart. */
async function travelShopperWithCart(phone: string): Promise<string> {
  await travelApi(`/api/sms/send_code/?phone=${encodeURIComponent(phone)}`, null, { method: 'POST' })
  const code = await sentCode(COMPANY, phone, 'sms')
  const body = JSON.stringify({ source: phone, code, method: 'sms' })
  const { key } = await travelApi<{ key: string }>('/api/v2/auth/verify_code/', null, {
    method: 'POST',
    body,
  })
  type Card = { id: number; kind: string; in_stock: boolean }
  const page = await travelApi<{ results: Card[] }>('/api/products/?page_size=50', key)
  for (const product of page.results.filter((p) => p.kind === 'product' && p.in_stock)) {
    const detail = await travelApi<{ skus: { id: number; in_stock: boolean; stock: number }[] }>(
      `/api/products/${product.id}/`,
      key,
    )
    const sku = detail.skus.find((s) => s.in_stock && s.stock >= 3)
    if (!sku) continue
    const items = [{ product: product.id, sku: sku.id, count: 1 }]
    await travelApi('/api/v2/cart/', key, { method: 'POST', body: JSON.stringify({ items, save: true }) })
    return key
  }
  throw new Error('no travel good in stock to put in the cart')
}

async function inRussian(context: BrowserContext, token: string) {
  await context.addCookies([
    { name: 'token', value: remixSignedCookieValue(token), url: TRAVEL },
    { name: 'locale', value: remixCookieValue('ru'), url: TRAVEL },
  ])
}

async function ordersOf(token: string): Promise<unknown[]> {
  return (await travelApi<{ results: unknown[] }>('/api/orders/', token)).results
}

/** Types a too-long surname and a partial address, leaves the name empty, and places the order. */
async function placeWithMistakes(page: Page) {
  await page.getByLabel('Имя', { exact: true }).fill('')
  await page.getByLabel('Фамилия', { exact: true }).fill('Петрова')
  await page.getByLabel('Город').fill('Москва')
  await page.getByLabel('Комментарий для курьера').fill('Позвонить заранее')
  await page.getByRole('button', { name: 'Оформить заказ', exact: true }).click()
}

async function expectRefusedInRussian(page: Page) {
  const name = page.getByLabel('Имя', { exact: true })
  await expect(name).toHaveAccessibleDescription('Обязательное поле')
  await expect(name).toBeFocused()
  await expect(page.getByLabel('Улица')).toHaveAccessibleDescription('Обязательное поле')
  await expect(page.getByText('В адресе нужны населённый пункт, улица и номер дома')).toBeVisible()
  await expect(page.getByLabel('Фамилия', { exact: true })).toHaveValue('Петрова')
  await expect(page.getByLabel('Город')).toHaveValue('Москва')
  await expect(page.getByLabel('Комментарий для курьера')).toHaveValue('Позвонить заранее')
}

test('with JavaScript, conform refuses in Russian, focuses the first wrong field and keeps what was typed', async ({
  page,
  context,
}) => {
  const token = await travelShopperWithCart('+71116660121')
  await inRussian(context, token)
  await openCheckout(page, CHECKOUT)
  await placeWithMistakes(page)
  await expectRefusedInRussian(page)
  // The operation's declared limit (email format) is checked in the browser too; fixing a field clears it.
  const email = page.getByLabel('Эл. почта', { exact: true })
  await email.fill('anna@')
  await page.getByRole('button', { name: 'Оформить заказ', exact: true }).click()
  await expect(email).toHaveAccessibleDescription('Неверный адрес эл. почты')
  await page.getByLabel('Имя', { exact: true }).fill('Анна')
  await expect(page.getByLabel('Имя', { exact: true })).not.toHaveAttribute('aria-invalid', 'true')
  expect(await ordersOf(token)).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the refused post answers in Russian, the first wrong field has the focus, typed values stay', async ({
    page,
    context,
  }) => {
    const token = await travelShopperWithCart('+71116660122')
    await inRussian(context, token)
    await openCheckout(page, CHECKOUT, { script: false })
    await placeWithMistakes(page)
    await expectRefusedInRussian(page)
    expect(await ordersOf(token)).toEqual([])
  })
})
