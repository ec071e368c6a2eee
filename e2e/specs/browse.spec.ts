import type { Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts'
import { OUTDOOR } from '../fixtures/hosts.ts'
import { waitForHydration } from '../fixtures/hydration.ts'
import { cardPrices } from '../fixtures/listing.ts'
import { expect, test } from '../fixtures/test.ts'

// The outdoor shop with the English interface (the locale prefix stores the choice in a cookie); the API
// names the categories in English too (issue 10: the language switch left them in Russian).
async function openClothes(page: Page) {
  await page.goto(`${OUTDOOR}/en/catalog/clothes/`)
  await expect(page).toHaveURL(`${OUTDOOR}/catalog/clothes/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clothing')
}

async function browseToCart(page: Page, { javaScript }: { javaScript: boolean }) {
  await openClothes(page)
  const products = page.getByRole('list', { name: 'Clothing' })
  const before = await products.getByRole('article').count()
  expect(before).toBeGreaterThan(0)

  // Filter by size M.
  await page.getByRole('checkbox', { name: 'M', exact: true }).check()
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/[?&]size=M/)
  await expect(page.getByRole('checkbox', { name: 'M', exact: true })).toBeChecked()

  // Sort by price, low to high: with JS the select navigates by itself, without JS the button submits.
  await page.getByLabel('Sort by').selectOption('price')
  if (!javaScript) await page.getByRole('button', { name: 'Sort' }).click()
  await expect(page).toHaveURL(/[?&]ordering=price/)
  await expect(page).toHaveURL(/[?&]size=M/)
  // The URL changes before the new list renders: wait for the list to be the sorted one.
  await expect
    .poll(async () => {
      const prices = await cardPrices(products)
      return prices.length > 1 && prices.every((price, i) => i === 0 || (prices[i - 1] ?? 0) <= price)
    })
    .toBe(true)

  // Open the first product, choose a size and add it to the cart.
  const first = products.getByRole('article').first()
  const name = (await first.getByRole('heading').textContent()) ?? ''
  await first.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  const sizes = page.getByRole('group', { name: 'Size' })
  await sizes.getByRole('radio', { disabled: false }).last().check()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByText('Added to cart')).toBeVisible()
  // A guest's page is shared through the page cache, so its header count is filled in by the script: without
  // JavaScript the header shows "Cart" alone, and the cart page below shows what is in it.
  const cartLink = page
    .getByRole('banner')
    .getByRole('link', { name: javaScript ? /^Cart 1 item$/ : /^Cart$/ })
  await expect(cartLink).toBeVisible()

  // The cart has the product.
  await cartLink.click()
  await expect(page).toHaveURL(/\/cart\/$/)
  await expect(page.getByRole('main')).toContainText(name)
}

test('browse: category, filter, sort, product, size, add to cart', async ({ page }) => {
  await browseToCart(page, { javaScript: true })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the same browse journey works', async ({ page }) => {
    await browseToCart(page, { javaScript: false })
  })
})

test('the language switch renames categories and the menu, and prices keep the rouble sign', async ({
  page,
}) => {
  await page.goto(`${OUTDOOR}/ru/catalog/clothes/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Одежда')
  await page.goto(`${OUTDOOR}/en/catalog/clothes/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clothing')
  const prices = await page.getByRole('list', { name: 'Clothing' }).getByRole('article').first().textContent()
  expect(prices).toMatch(/₽[\d,]+/)
  expect(prices).not.toContain('RUB')
})

test('search with results and without', async ({ page }) => {
  await page.goto(`${OUTDOOR}/en/`)
  await page.getByRole('searchbox', { name: 'Search products' }).fill('  флис ')
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(`${OUTDOOR}/catalog/search/${encodeURIComponent('флис')}/`)
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(page.getByRole('article').first()).toContainText(/флис/i)

  await page.goto(`${OUTDOOR}/catalog/search/zzqqxx/`)
  await expect(page.getByText('Unfortunately, nothing was found for your query')).toBeVisible()
  await expect(page.getByText('Check if you have spelled the product name correctly')).toBeVisible()
})

test('search finds the word forms shoppers type and offers a correction for a typo', async ({ page }) => {
  for (const word of ['куртка', 'рюкзак', 'палатка']) {
    await page.goto(`${OUTDOOR}/catalog/search/${encodeURIComponent(word)}/`)
    await expect(page.getByRole('article').first(), word).toBeVisible()
  }
  await page.goto(`${OUTDOOR}/catalog/search/${encodeURIComponent('палтка')}/`)
  await expect(page.getByRole('article').first()).toContainText(/палатка/i)
  await page.getByRole('link', { name: 'палатка', exact: true }).click()
  await expect(page).toHaveURL(`${OUTDOOR}/catalog/search/${encodeURIComponent('палатка')}/`)
  await expect(page.getByRole('article').first()).toContainText(/палатка/i)
})

test('listing and product pages have no serious accessibility violations', async ({ page }) => {
  await openClothes(page)
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('list', { name: 'Clothing' }).getByRole('article').first().getByRole('link').click()
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

for (const width of [375, 1280]) {
  test(`screenshots of home, listing and product at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 })
    for (const [name, path] of [
      ['home', '/'],
      ['listing', '/catalog/clothes/'],
    ] as const) {
      await page.goto(`${OUTDOOR}${path}`)
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true })
    }
    await page.getByRole('article').first().getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath(`product-${width}.png`), fullPage: true })
  })
}

test('the catalogue entry opens a panel on wide screens and the mobile catalogue on narrow ones', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`${OUTDOOR}/en/`)
  const scrollBefore = await page.evaluate(() => {
    window.scrollTo(0, 200)
    return window.scrollY
  })
  // A programmatic click: Playwright's own click would first scroll the header link into view.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Catalog' })
    .evaluate((link: HTMLElement) => link.click())
  const panel = page.getByRole('dialog', { name: 'Catalog' })
  await expect(panel).toBeVisible()
  await expect(panel.getByRole('link', { name: 'Clothing' }).first()).toBeVisible()
  await expect(page.locator('body')).toHaveCSS('position', 'fixed')
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(page.locator('body')).not.toHaveCSS('position', 'fixed')
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore)

  // A category link in the panel navigates and the panel closes on the new path.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catalog' }).click()
  await panel.getByRole('link', { name: 'Clothing' }).first().click()
  await expect(page).toHaveURL(`${OUTDOOR}/catalog/clothes/`)
  await expect(panel).toBeHidden()

  await page.setViewportSize({ width: 375, height: 800 })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catalog' }).click()
  await expect(page).toHaveURL(`${OUTDOOR}/m/catalog/`)
})

// The add-to-cart form is conform's (issue 11): a choice that is not one of this product's sizes (a forged or
// stale post) is refused with the one message map's words, the focus on the size group, JS on and off.
// With JavaScript the live form (loaded after hydration) refuses it before anything is posted.
async function refuseForeignSize(page: Page, { javaScript }: { javaScript: boolean }) {
  // The live form replaces the server's inputs when its chunk has arrived and rendered, not when the chunk is
  // downloaded: hold it back, keep the server's radio in hand and wait until it is gone, then forge the choice.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  if (javaScript)
    await page.route(/\/assets\/purchase-live-[\w-]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
  await page.goto(`${OUTDOOR}/en/catalog/products/item-1-259/`)
  const sizes = page.getByRole('group', { name: 'Size' })
  if (javaScript) {
    await waitForHydration(page)
    const serverRadio = await sizes.getByRole('radio', { checked: true }).elementHandle()
    release()
    await page.waitForFunction((input) => !input?.isConnected, serverRadio)
  }
  const chosen = sizes.getByRole('radio', { checked: true })
  await chosen.evaluate((radio) => radio.setAttribute('value', '999999'))
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url())
  })
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(
    page.getByText('This option is not available for this product. Choose another one.'),
  ).toBeVisible()
  await expect(sizes.locator('input:focus')).toHaveCount(1)
  await expect(sizes.getByRole('radio').first()).toHaveAttribute('aria-invalid', 'true')
  if (javaScript) expect(posts).toEqual([])
}

test('a size that is not this product’s is refused in the browser, the size group focused', async ({
  page,
}) => {
  await refuseForeignSize(page, { javaScript: true })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('a size that is not this product’s is refused by the action, the size group focused', async ({
    page,
  }) => {
    await refuseForeignSize(page, { javaScript: false })
  })
})
