import type { BrowserContext, Page } from '@playwright/test'
import { remixCookieValue, remixSignedCookieValue } from '../fixtures/account.ts'
import { OUTDOOR, TRAVEL } from '../fixtures/hosts.ts'
import { sentCode, signInOnPage } from '../fixtures/sign-in.ts'
import { expect, test } from '../fixtures/test.ts'
import { API_PORT } from '../playwright.config.ts'

/**
 * Issue 14: favourites (guest → sign in → still there), last viewed, subscriptions and important dates, on both
 * tenants, with JavaScript and without. Each test has its own phone (QA range +7111…, always valid).
 */
test.describe.configure({ timeout: 90_000 })

const API = `http://localhost:${API_PORT}`
const TENANTS = [
  { name: 'outdoor', origin: OUTDOOR, company: 1, listing: '/catalog/clothes/', phone: '+7111555140' },
  { name: 'travel', origin: TRAVEL, company: 2, listing: '/catalog/luggage/', phone: '+7111555150' },
] as const
type Tenant = (typeof TENANTS)[number]

const main = (page: Page) => page.getByRole('main')

/** English on the tenant's host, so the texts checked are the same on both. */
async function english(context: BrowserContext, origin: string) {
  await context.addCookies([{ name: 'locale', value: remixCookieValue('en'), url: origin }])
}

/** Signs `phone` in through the API of the tenant and puts the token cookie on its host. */
async function signInByApi(context: BrowserContext, tenant: Tenant, phone: string) {
  const headers = { 'X-QA-Company': String(tenant.company), 'Content-Type': 'application/json' }
  const sent = await fetch(`${API}/api/sms/send_code/?phone=${encodeURIComponent(phone)}`, {
    method: 'POST',
    headers,
  })
  expect(sent.status).toBe(201)
  const code = await sentCode(tenant.company, phone, 'sms')
  const verified = await fetch(`${API}/api/v2/auth/verify_code/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ source: phone, code, method: 'sms' }),
  })
  const { key } = (await verified.json()) as { key: string }
  await context.addCookies([{ name: 'token', value: remixSignedCookieValue(key), url: tenant.origin }])
}

/** The first product card of the tenant's listing: its name and its heart. */
async function firstCard(page: Page, tenant: Tenant) {
  await page.goto(`${tenant.origin}${tenant.listing}`)
  const card = main(page).getByRole('article').first()
  const name = ((await card.getByRole('heading').textContent()) ?? '').trim()
  return { name, heart: card.getByRole('button', { name: `Favourite: ${name}` }) }
}

for (const tenant of TENANTS) {
  test.describe(tenant.name, () => {
    test('a guest’s favourite stays after signing in, and is removed from the favourites page', async ({
      page,
      context,
    }) => {
      await english(context, tenant.origin)
      const { name, heart } = await firstCard(page, tenant)
      await page.waitForSelector('html[data-hydrated="true"]')
      await expect(heart).toHaveAttribute('aria-pressed', 'false')
      await heart.click()
      await expect(heart).toHaveAttribute('aria-pressed', 'true')
      await expect(heart).toBeFocused()
      await page.goto(`${tenant.origin}/favorites/`)
      await expect(main(page).getByText('Your favourites are kept on this device.')).toBeVisible()
      await expect(
        main(page).getByRole('list', { name: 'Favourite products' }).getByRole('article'),
      ).toHaveCount(1)
      await expect(main(page).getByRole('heading', { name, exact: true })).toBeVisible()

      await page.goto(`${tenant.origin}/login/?returnUrl=%2Ffavorites%2F`)
      await signInOnPage(page, { phone: `${tenant.phone}1`, company: tenant.company })
      await expect(page).toHaveURL(/\/favorites\/$/)
      await expect(main(page).getByText('Your favourites are kept on this device.')).toHaveCount(0)
      await expect(main(page).getByRole('heading', { name, exact: true })).toBeVisible()
      // Kept by the account now: the device's cookie is gone.
      expect((await context.cookies(tenant.origin)).some((c) => c.name === 'favourites')).toBe(false)

      const onPage = main(page).getByRole('button', { name: `Favourite: ${name}` })
      await onPage.click()
      await expect(main(page).getByRole('heading', { name: 'No favourites yet' })).toBeVisible()
    })

    test('last viewed shows the product just opened and clears after confirming', async ({
      page,
      context,
    }) => {
      await english(context, tenant.origin)
      await signInByApi(context, tenant, `${tenant.phone}2`)
      const { name } = await firstCard(page, tenant)
      await main(page).getByRole('article').first().getByRole('link').first().click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
      await page.goto(`${tenant.origin}/my/last-viewed/`)
      await expect(
        main(page)
          .getByRole('list', { name: 'Last viewed products' })
          .getByRole('article')
          .first()
          .getByRole('heading'),
      ).toHaveText(name)
      await page.waitForSelector('html[data-hydrated="true"]')
      await main(page).getByRole('link', { name: 'Clear the list' }).click()
      const dialog = page.getByRole('dialog', { name: 'Clear the last viewed products?' })
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: 'Yes, clear' }).click()
      await expect(
        main(page).getByRole('heading', { name: 'You have not viewed any products yet' }),
      ).toBeVisible()
    })

    test('a subscription switch saves at once with a toast', async ({ page, context }) => {
      await english(context, tenant.origin)
      await signInByApi(context, tenant, `${tenant.phone}3`)
      await page.goto(`${tenant.origin}/my/subscriptions/`)
      await page.waitForSelector('html[data-hydrated="true"]')
      const sms = main(page)
        .getByRole('group', { name: 'Promotions and discounts' })
        .getByRole('switch', { name: 'SMS' })
      await expect(sms).not.toBeChecked()
      // Email needs a confirmed address: a new customer has none.
      await expect(
        main(page)
          .getByRole('group', { name: 'News and new arrivals' })
          .getByRole('switch', { name: /^Email/ }),
      ).toBeDisabled()
      await sms.click()
      await expect(page.getByText('Saved', { exact: true })).toBeVisible()
      await page.reload()
      await expect(
        main(page)
          .getByRole('group', { name: 'Promotions and discounts' })
          .getByRole('switch', { name: 'SMS' }),
      ).toBeChecked()
    })

    test('important dates are added (masked), refused with what was typed, edited and deleted', async ({
      page,
      context,
    }) => {
      await english(context, tenant.origin)
      await signInByApi(context, tenant, `${tenant.phone}4`)
      await page.goto(`${tenant.origin}/my/important-dates/`)
      await expect(main(page).getByRole('heading', { name: 'No important dates yet' })).toBeVisible()
      await page.waitForSelector('html[data-hydrated="true"]')
      await page.getByLabel('Event').fill('Mum’s birthday')
      await page.getByLabel(/^Date/).pressSequentially('31022020')
      await expect(page.getByLabel(/^Date/)).toHaveValue('31.02.2020')
      await page.getByRole('button', { name: 'Add the date' }).click()
      await expect(main(page).getByText('The date contains an error')).toBeVisible()
      await expect(page.getByLabel('Event')).toHaveValue('Mum’s birthday')
      await page.getByLabel(/^Date/).fill('08.03.1962')
      await page.getByRole('button', { name: 'Add the date' }).click()
      await expect(main(page).getByRole('status')).toHaveText('The date is added.')
      await expect(main(page).getByRole('status')).toBeFocused()
      const list = main(page).getByRole('list', { name: 'Important dates, the nearest first' })
      await expect(list).toContainText('Mum’s birthday')

      await list.getByRole('link', { name: 'Edit: Mum’s birthday' }).click()
      await page.getByLabel('Event').fill('Mum')
      await page.getByRole('button', { name: 'Save the date' }).click()
      await expect(main(page).getByRole('status')).toHaveText('The date is saved.')
      await expect(list).toContainText('Mum')

      await list.getByRole('link', { name: 'Delete: Mum' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete' }).click()
      await expect(main(page).getByRole('status')).toHaveText('The date is deleted.')
      await expect(main(page).getByRole('heading', { name: 'No important dates yet' })).toBeVisible()
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const tenant of TENANTS) {
    test(`${tenant.name}: a heart posts and comes back; favourites survive signing in`, async ({
      page,
      context,
    }) => {
      await english(context, tenant.origin)
      const { name, heart } = await firstCard(page, tenant)
      await heart.click()
      await expect(page).toHaveURL(new RegExp(`${tenant.listing}#favourite-\\d+$`))
      await expect(main(page).getByRole('button', { name: `Favourite: ${name}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      await page.goto(`${tenant.origin}/login/?returnUrl=%2Ffavorites%2F`)
      await signInOnPage(page, { phone: `${tenant.phone}5`, company: tenant.company })
      await expect(page).toHaveURL(/\/favorites\/$/)
      await expect(main(page).getByRole('heading', { name, exact: true })).toBeVisible()
    })
  }

  test('last viewed, subscriptions and important dates work as plain forms', async ({ page, context }) => {
    const tenant = TENANTS[0]
    await english(context, tenant.origin)
    await signInByApi(context, tenant, `${tenant.phone}6`)
    const { name } = await firstCard(page, tenant)
    await main(page).getByRole('article').first().getByRole('link').first().click()
    await page.goto(`${tenant.origin}/my/last-viewed/`)
    await expect(
      main(page)
        .getByRole('list', { name: 'Last viewed products' })
        .getByRole('article')
        .first()
        .getByRole('heading'),
    ).toHaveText(name)
    await main(page).getByRole('link', { name: 'Clear the list' }).click()
    await main(page).getByRole('button', { name: 'Yes, clear' }).click()
    await expect(
      main(page).getByRole('heading', { name: 'You have not viewed any products yet' }),
    ).toBeVisible()

    await page.goto(`${tenant.origin}/my/subscriptions/`)
    await main(page)
      .getByRole('group', { name: 'News and new arrivals' })
      .getByRole('switch', { name: 'Push notifications' })
      .check()
    await main(page).getByRole('button', { name: 'Save' }).click()
    await expect(main(page).getByText('Your choices are saved.')).toBeVisible()
    await expect(
      main(page)
        .getByRole('group', { name: 'News and new arrivals' })
        .getByRole('switch', { name: 'Push notifications' }),
    ).toBeChecked()

    await page.goto(`${tenant.origin}/my/important-dates/`)
    await page.getByLabel('Event').fill('Годовщина')
    await page.getByLabel(/^Date/).fill('2015-08-21')
    await page.getByRole('button', { name: 'Add the date' }).click()
    await expect(main(page).getByText('The date is added.')).toBeVisible()
    const list = main(page).getByRole('list', { name: 'Important dates, the nearest first' })
    await list.getByRole('link', { name: 'Edit: Годовщина' }).click()
    await page.getByLabel('Event').fill('')
    await page.getByRole('button', { name: 'Save the date' }).click()
    await expect(main(page).getByText('This field is required')).toBeVisible()
    await expect(page.getByLabel(/^Date/)).toHaveValue('21.08.2015')
    await page.getByLabel('Event').fill('Годовщина свадьбы')
    await page.getByRole('button', { name: 'Save the date' }).click()
    await expect(list).toContainText('Годовщина свадьбы')
    await list.getByRole('link', { name: 'Delete: Годовщина свадьбы' }).click()
    await main(page).getByRole('button', { name: 'Yes, delete' }).click()
    await expect(main(page).getByText('The date is deleted.')).toBeVisible()
    await expect(main(page).getByRole('heading', { name: 'No important dates yet' })).toBeVisible()
  })
})
