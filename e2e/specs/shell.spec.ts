import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts'
import { OUTDOOR, TRAVEL } from '../fixtures/hosts.ts'
import { expect, test } from '../fixtures/test.ts'
import { BROKEN_SHOP_PORT } from '../playwright.config.ts'

test('each tenant renders its own brand, theme colour and language', async ({ page }) => {
  await page.goto(`${OUTDOOR}/`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(page.getByRole('banner')).toContainText('Тропа')
  const outdoorBrand = await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('color'))

  await page.goto(`${TRAVEL}/`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('banner')).toContainText('Wayfarer')
  const searchButton = page.getByRole('search').getByRole('button')
  const travelButton = await searchButton.evaluate((el) => getComputedStyle(el).backgroundColor)

  await page.goto(`${OUTDOOR}/`)
  const outdoorButton = await page
    .getByRole('search')
    .getByRole('button')
    .evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(outdoorButton).not.toBe(travelButton)
  expect(outdoorBrand).toBeTruthy()
})

test('the language switch stores the choice and keeps the page', async ({ page }) => {
  await page.goto(`${OUTDOOR}/catalog/`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(`${OUTDOOR}/catalog/`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('an unknown path shows the 404 view with the full path', async ({ page }) => {
  const response = await page.goto(`${TRAVEL}/no/such/page/?x=1`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /no/such/page/?x=1')
  await expect(page.getByRole('link', { name: 'To catalog' })).toBeVisible()
})

test('the account area signed out sends to the login page, which will come back to it', async ({ page }) => {
  await page.goto(`${TRAVEL}/my/orders/?tab=sales`)
  await expect(page).toHaveURL(`${TRAVEL}/login/?returnUrl=${encodeURIComponent('/my/orders/?tab=sales')}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in')
  await expect(page.getByRole('button', { name: 'Get code' })).toBeVisible()
})

test('when the API is down (or still starting) a page is a translated 503 "we\'ll be right back", never a 500', async ({
  page,
}) => {
  const response = await page.goto(`http://localhost:${BROKEN_SHOP_PORT}/catalog/`)
  expect(response?.status()).toBe(503)
  expect(response?.headers()['retry-after']).toBe('30')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We'll be right back")
  await expect(page.getByRole('link', { name: 'To the home page' })).toBeVisible()
})

test('the health check reports the API', async ({ request }) => {
  const response = await request.get('/healthz')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok', api: 'ok' })
})

test('home has no serious accessibility violations on either tenant', async ({ page }) => {
  await page.goto(`${OUTDOOR}/`)
  await expectNoSeriousA11yViolations(page)
  await page.goto(`${TRAVEL}/`)
  await expectNoSeriousA11yViolations(page)
})
