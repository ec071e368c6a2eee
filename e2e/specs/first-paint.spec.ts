import { OUTDOOR, TRAVEL } from '../fixtures/hosts.ts'
import { waitForHydration } from '../fixtures/hydration.ts'
import { expect, test } from '../fixtures/test.ts'

/**
 * What keeps the first paint fast (issue 18, docs/decisions/031-first-paint.md), as served: one stylesheet per
 * page, hydration chunks preloaded at low priority, the listing's first picture fetched with the page, and a
 * product page (its parts stream in after the shell) hydrating without a mismatch.
 */
const PAGES = [
  ['home', `${OUTDOOR}/`],
  ['listing', `${OUTDOOR}/catalog/clothes/`],
  ['product', `${OUTDOOR}/catalog/products/item-1-259/`],
  ['travel product', `${TRAVEL}/catalog/products/suitcase-2-3/`],
] as const

for (const [name, url] of PAGES) {
  test(`${name}: one stylesheet, low-priority module preloads, hydrated without errors`, async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    const response = await page.goto(url)
    const html = (await response?.text()) ?? ''
    const stylesheets = html.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? []
    expect(stylesheets, 'stylesheets in the HTML').toHaveLength(1)
    const preloads = html.match(/<link[^>]*rel="modulepreload"[^>]*>/g) ?? []
    expect(preloads.length).toBeGreaterThan(0)
    for (const preload of preloads) expect(preload).toContain('fetchpriority="low"')
    await waitForHydration(page)
    expect(errors, 'errors while hydrating').toEqual([])
  })
}

test('the listing fetches its first row of pictures with the page, the first at high priority', async ({
  page,
}) => {
  await page.goto(`${OUTDOOR}/catalog/clothes/`)
  const images = page.getByRole('list', { name: 'Одежда' }).locator('img')
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high')
  await expect(images.first()).toHaveAttribute('loading', 'eager')
  await expect(images.nth(1)).toHaveAttribute('loading', 'eager')
  await expect(images.nth(1)).not.toHaveAttribute('fetchpriority', /.*/)
  await expect(images.nth(4)).toHaveAttribute('loading', 'lazy')
})

test('a product hydrates its late parts in the page language', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Uncompiled message')) warnings.push(message.text())
  })
  await page.goto(`${OUTDOOR}/catalog/products/item-1-259/`)
  await waitForHydration(page)
  // The server's messages reached the browser for every part, the late-streamed ones included.
  const messages = await page.evaluate(() => document.getElementById('vitrina-messages')?.textContent ?? '')
  expect(messages).toContain('В наличии')
  await expect(page.getByRole('main')).not.toContainText('In stock')
  expect(warnings).toEqual([])
})
