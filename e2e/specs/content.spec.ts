import type { Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts'
import { OUTDOOR, TRAVEL } from '../fixtures/hosts.ts'
import { cardPrices } from '../fixtures/listing.ts'
import { expect, test } from '../fixtures/test.ts'
import { API_PORT, SHOP_PORT } from '../playwright.config.ts'

// Content pages of the travel tenant (English interface, company 2 of the demo seed).
const PROMOTION = 'early-bird'
const LISTING = `${TRAVEL}/catalog/promotion/${PROMOTION}/`

// The listing journey runs in the outdoor shop (prices in roubles, as the card price fixture reads them)
// with the English interface (the locale prefix stores the choice in a cookie).
async function sortPromotionListing(page: Page, { javaScript }: { javaScript: boolean }) {
  const listing = `${OUTDOOR}/catalog/promotion/winter-sale/`
  await page.goto(`${OUTDOOR}/en/catalog/promotion/winter-sale/`)
  await expect(page).toHaveURL(listing)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Зимняя распродажа')
  const products = page.getByRole('list', { name: 'Зимняя распродажа' })
  expect(await products.getByRole('article').count()).toBeGreaterThan(0)

  // Filter to what is in stock, then sort by price: the category listing's GET forms, on this page's path.
  await page.getByRole('checkbox', { name: 'In stock only' }).check()
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(new RegExp(`^${listing}\\?.*in_stock=1`))
  await page.getByLabel('Sort by').selectOption('price')
  if (!javaScript) await page.getByRole('button', { name: 'Sort' }).click()
  await expect(page).toHaveURL(/[?&]ordering=price/)
  expect(new URL(page.url()).searchParams.get('in_stock')).toBe('1')
  await expect
    .poll(async () => {
      const prices = await cardPrices(products)
      return prices.length > 0 && prices.every((price, i) => i === 0 || (prices[i - 1] ?? 0) <= price)
    })
    .toBe(true)
}

test('promotion listing: filter and sort on the promotion products', async ({ page }) => {
  await sortPromotionListing(page, { javaScript: true })
  await expectNoSeriousA11yViolations(page)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('promotion listing: filter and sort with plain forms', async ({ page }) => {
    await sortPromotionListing(page, { javaScript: false })
  })
})

test('promotions list leads to the promotion page and its listing', async ({ page }) => {
  await page.goto(`${TRAVEL}/promotions/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promotions')
  await page.getByRole('link', { name: 'Early bird: kit out for next season' }).click()
  await expect(page).toHaveURL(`${TRAVEL}/promotions/${PROMOTION}/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Early bird: kit out for next season')
  await expect(page.getByText('Pre-season prices hold until 31 January while stocks last.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.locator(`main a[href="/catalog/promotion/${PROMOTION}/"]`).click()
  await expect(page).toHaveURL(LISTING)
})

test('a static page opens in the empty layout by a nested slug', async ({ page }) => {
  const response = await page.goto(`${TRAVEL}/static/delivery/courier/`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Courier delivery')
  await expect(page.getByText('Your order is delivered in 1–3 days.')).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  expect((await page.goto(`${TRAVEL}/static/no-such-page/`))?.status()).toBe(404)
})

test('a section page shows its blocks', async ({ page }) => {
  await page.goto(`${TRAVEL}/sections/gifts/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gift ideas')
  await expect(page.getByRole('list', { name: 'Editor picks' }).getByRole('article').first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('the reviews page lists all reviews with the summary and sorts them', async ({ page, request }) => {
  // The product with most reviews, asked of the API the shop uses.
  const answer = await request.get(`http://localhost:${API_PORT}/api/products/?page_size=100`, {
    headers: { 'X-QA-Company': '2' },
  })
  const { results } = (await answer.json()) as { results: { slug: string; reviews_count: number }[] }
  const product = results.reduce((best, p) => (p.reviews_count > best.reviews_count ? p : best))
  expect(product.reviews_count).toBeGreaterThan(1)

  await page.goto(`${TRAVEL}/catalog/products/${product.slug}/reviews/`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Reviews')
  await expect(page.getByRole('banner')).toHaveCount(0)
  const reviews = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.locator('time') })
  await expect(reviews).toHaveCount(Math.min(product.reviews_count, 20))
  await expect(page.getByRole('list', { name: 'Ratings distribution' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('navigation', { name: 'Sort reviews' }).getByRole('link', { name: 'Worst' }).click()
  await expect(page).toHaveURL(/[?&]reviews=rating/)
  await expect(page.getByRole('link', { name: 'Worst' })).toHaveAttribute('aria-current', 'true')
  await page.locator(`main a[href="/catalog/products/${product.slug}/"]`).click()
  await expect(page).toHaveURL(`${TRAVEL}/catalog/products/${product.slug}/`)
})

test('on a phone the size guide and all reviews keep margins, lead back to the product, and speak Russian', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  // A jacket of the Russian shop: its page links the clothing size guide.
  const answer = await request.get(`http://localhost:${API_PORT}/api/products/?page_size=100&search=куртка`, {
    headers: { 'X-QA-Company': '1' },
  })
  const { results } = (await answer.json()) as { results: { slug: string; reviews_count: number }[] }
  const product = results.find((p) => p.reviews_count > 0) ?? results[0]
  if (!product) throw new Error('no jacket in the demo catalogue')
  const productUrl = `${OUTDOOR}/catalog/products/${product.slug}/`
  const marginOf = (name: RegExp) =>
    page.getByRole('heading', { level: 1, name }).evaluate((h) => h.getBoundingClientRect().left)

  await page.goto(productUrl)
  await page.getByRole('link', { name: 'Таблица размеров' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Таблица размеров: одежда')
  await expect(page.getByText('M: 96–104 см')).toBeVisible()
  expect(await marginOf(/Таблица размеров/)).toBeGreaterThanOrEqual(12)
  await page.getByRole('link', { name: 'Вернуться к товару' }).click()
  await expect(page).toHaveURL(productUrl)

  await page.goto(`${productUrl}reviews/`)
  expect(await marginOf(/Отзывы/)).toBeGreaterThanOrEqual(12)
  const bars = page.getByRole('list', { name: 'Распределение оценок' }).getByRole('listitem')
  // Each star label fits one line (no "4 / звезды" broken over two).
  for (const height of await bars.evaluateAll((items) =>
    items.map((li) => li.getBoundingClientRect().height),
  ))
    expect(height).toBeLessThan(36)
  await page.locator(`main a[href="/catalog/products/${product.slug}/"]`).first().click()
  await expect(page).toHaveURL(productUrl)
})

test('short links redirect within the shop or to a known address, unknown ones are 404', async ({
  page,
  request,
}) => {
  await page.goto(`${TRAVEL}/go/sale/`)
  await expect(page).toHaveURL(LISTING)
  // Node does not resolve *.localhost as the browser does: ask loopback with the tenant's Host header.
  const travel = { maxRedirects: 0, headers: { Host: new URL(TRAVEL).host } }
  const external = await request.get(`http://localhost:${SHOP_PORT}/go/blog/`, travel)
  expect(external.status()).toBe(302)
  expect(external.headers().location).toBe('https://example.com/blog')
  expect((await request.get(`http://localhost:${SHOP_PORT}/go/nowhere/`, travel)).status()).toBe(404)
})

test('the sitemap lists the company, contacts and promotion pages', async ({ request }) => {
  const sitemap = await request.get(`http://localhost:${SHOP_PORT}/sitemap.xml`, {
    headers: { Host: new URL(TRAVEL).host },
  })
  const xml = await sitemap.text()
  for (const path of [
    '/company/',
    '/contacts/',
    '/promotions/',
    `/promotions/${PROMOTION}/`,
    `/catalog/promotion/${PROMOTION}/`,
  ])
    expect(xml).toContain(`<loc>${TRAVEL}${path}</loc>`)
})

test('company and contacts pages show the tenant details', async ({ page }) => {
  await page.goto(`${TRAVEL}/company/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wayfarer Travel')
  await expect(page.getByRole('main')).toContainText('Wayfarer Travel LLC')
  await expect(page.getByRole('main')).toContainText('1177847000002')
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('main').getByRole('link', { name: 'Contacts' }).click()
  await expect(page).toHaveURL(`${TRAVEL}/contacts/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacts')
  await expect(page.getByRole('link', { name: '+7 (812) 000-00-02' })).toHaveAttribute(
    'href',
    'tel:+78120000002',
  )
  await expect(page.getByRole('link', { name: 'hello@wayfarer.example' })).toHaveAttribute(
    'href',
    'mailto:hello@wayfarer.example',
  )
  await expectNoSeriousA11yViolations(page)
})

test('the build manifest names the running build, and an open tab notices a new one', async ({ page }) => {
  const manifest = await page.request.get(`http://localhost:${SHOP_PORT}/builds/latest.json`)
  expect(manifest.headers()['cache-control']).toBe('no-store')
  const { id } = (await manifest.json()) as { id: string }
  expect(id).not.toBe('')

  await page.clock.install()
  await page.goto(`${TRAVEL}/promotions/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promotions')
  await expect(page.getByText('A new version is available')).toHaveCount(0)
  // The same build answers: nothing to say after a poll.
  await page.clock.runFor('05:01')
  await expect(page.getByText('A new version is available')).toHaveCount(0)
  // A deploy: the next poll sees another id.
  await page.route('**/builds/latest.json', (route) => route.fulfill({ json: { id: `${id}-next` } }))
  await page.clock.runFor('05:01')
  await expect(page.getByRole('status').filter({ hasText: 'A new version is available' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible()
})
