import type { Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts'
import { OUTDOOR, TRAVEL } from '../fixtures/hosts.ts'
import { expect, test } from '../fixtures/test.ts'

/**
 * The shop frame: the company's navigation menu, the footer with the seller tooltip, the promotion popup and
 * the analytics rules (spec §2, §3, §7). Demo data: Wayfarer (travel) has six menu items, one private and
 * one desktop-only external link, and the popup off; Tropa (outdoor) has the "Welcome" popup on after 5 s.
 */

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu' })

test('the menu renders the company navigation with the links built by the menu rules', async ({ page }) => {
  await page.goto(`${TRAVEL}/`)
  const links = menu(page).getByRole('link')
  await expect(links).toHaveText(['Tours', 'Hotels', 'Travel goods', 'Deals', 'My trips', /^Travel blog/])
  expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([
    // The travel shop's menu leads to the tours mode (tour search, hotel collections) and to its goods.
    '/tours/',
    '/hotel-collections/',
    '/catalog/',
    '/promotions/early-bird/',
    // Private (authentication_required) for a guest: through the login page, back to the item after.
    '/login/?returnUrl=%2Fmy%2Forders%2F',
    'https://example.com/blog',
  ])
  const blog = menu(page).getByRole('link', { name: /Travel blog/ })
  await expect(blog).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(blog).toHaveAttribute('target', '_blank')

  await menu(page).getByRole('link', { name: 'Tours' }).click()
  await expect(page).toHaveURL(`${TRAVEL}/tours/`)
  await expect(menu(page).getByRole('link', { name: 'Tours' })).toHaveAttribute('aria-current', 'page')
})

test('menu items show at the widths their display flags say', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`${TRAVEL}/`)
  await expect(menu(page).getByRole('link', { name: /Travel blog/ })).toBeVisible()
  await page.setViewportSize({ width: 375, height: 800 })
  // is_mobile: false — hidden below 1024 px by CSS; the other items stay.
  await expect(menu(page).getByRole('link', { name: /Travel blog/ })).toBeHidden()
  await expect(menu(page).getByRole('link', { name: 'Tours' })).toBeVisible()
})

test('the other tenant gets its own menu (category and promotion links, named in the interface language)', async ({
  page,
}) => {
  // The English interface (the landmark is labelled "Menu"); the API names the entries in English.
  await page.goto(`${OUTDOOR}/en/`)
  const hrefs = await menu(page)
    .getByRole('link')
    .evaluateAll((all) => all.map((a) => [a.textContent?.trim(), a.getAttribute('href')]))
  expect(hrefs.slice(0, 5)).toEqual([
    ['Clothing', '/catalog/clothes/'],
    ['Footwear', '/catalog/footwear/'],
    ['Equipment', '/catalog/equipment/'],
    ['Deals', '/promotions/winter-sale/'],
    ['My orders', '/login/?returnUrl=%2Fmy%2Forders%2F'],
  ])
})

test('no analytics script is loaded on a local host', async ({ page }) => {
  await page.goto(`${OUTDOOR}/`)
  await page.waitForLoadState('networkidle')
  await expect(page.locator('script[src*="mc.yandex"], script[src*="googletagmanager"]')).toHaveCount(0)
  expect(await page.evaluate(() => 'ym' in window || 'dataLayer' in window)).toBe(false)
})

test('the footer: company text, privacy and terms links, origin line and the seller tooltip', async ({
  page,
}) => {
  await page.goto(`${TRAVEL}/`)
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText('© Wayfarer Travel.')
  await expect(footer).toContainText('Powered by Vitrina')
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    '/static/privacy/',
  )
  await expect(footer.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/static/terms/')
  // The demo companies have no mobile app links: no app list.
  await expect(footer.getByRole('list', { name: 'Mobile app' })).toHaveCount(0)

  const seller = footer.getByText('Seller: Wayfarer Travel LLC')
  await expect(footer.getByText('St Petersburg, Nevsky pr. 28')).toBeHidden()
  await seller.click()
  await expect(footer.getByText('St Petersburg, Nevsky pr. 28')).toBeVisible()
  await expect(footer.getByRole('link', { name: 'hello@wayfarer.example' })).toHaveAttribute(
    'href',
    'mailto:hello@wayfarer.example',
  )
  await expect(footer.getByRole('link', { name: '+7 (812) 000-00-02' })).toHaveAttribute(
    'href',
    'tel:+78120000002',
  )
  await expect(footer).toContainText('1177847000002')
  await page.keyboard.press('Escape')
  await expect(footer.getByText('St Petersburg, Nevsky pr. 28')).toBeHidden()
  await expect(seller).toBeFocused()
})

test.describe('promotion popup', () => {
  // Popups are for people: a WebDriver-driven browser is treated as a bot. These tests pose as a person.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'webdriver', { get: () => false }))
  })

  test('shows after its timeout as a modal dialog, closes on Esc and stays closed for days', async ({
    page,
  }) => {
    await page.goto(`${OUTDOOR}/en/`)
    const search = page.getByRole('searchbox')
    await search.focus()
    const popup = page.getByRole('dialog', { name: 'Welcome' })
    await page.waitForTimeout(3000)
    await expect(popup).toHaveCount(0)

    await expect(popup).toBeVisible({ timeout: 5000 })
    await expect(popup).toContainText('WELCOME10 gives 10% off your first order')
    // is_get_promocode needs sign-in: a guest goes through login to the promotion.
    await expect(popup.getByRole('link')).toHaveAttribute(
      'href',
      '/login/?returnUrl=%2Fpromotions%2Fwelcome%2F',
    )
    await expect(popup.getByRole('button', { name: 'Close' })).toBeFocused()
    expect(await page.evaluate(() => document.body.style.position)).toBe('fixed')
    await expectNoSeriousA11yViolations(page)

    await page.keyboard.press('Escape')
    await expect(popup).toHaveCount(0)
    await expect(search).toBeFocused()
    expect(await page.evaluate(() => document.body.style.position)).toBe('')
    const closedAt = await page.evaluate(() => localStorage.getItem('vitrina:promotion-popup-closed:welcome'))
    expect(Math.abs(Date.parse(closedAt ?? '') - Date.now())).toBeLessThan(60_000)

    await page.reload()
    await page.waitForTimeout(7000)
    await expect(popup).toHaveCount(0)
  })

  test('a company with the popup off shows none', async ({ page }) => {
    await page.goto(`${TRAVEL}/`)
    await page.waitForTimeout(7000)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})

test('an automated browser (a bot) never gets the popup', async ({ page }) => {
  await page.goto(`${OUTDOOR}/`)
  await page.waitForTimeout(7000)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
