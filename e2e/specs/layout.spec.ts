import type { BrowserContext, Page } from '@playwright/test'
import { remixCookieValue, remixSignedCookieValue } from '../fixtures/account.ts'
import { OUTDOOR, TRAVEL } from '../fixtures/hosts.ts'
import { waitForHydration } from '../fixtures/hydration.ts'
import { expect, seriousViolations, test } from '../fixtures/test.ts'
import { API_PORT } from '../playwright.config.ts'

/**
 * Phone-first layouts (issue 10): no page of the purchase path is wider than the screen at the six widths of
 * the issue, or has a serious axe finding at 375 and 1280 px, on both tenants, for a signed-in customer with an item in the cart; and on a 375 px phone the
 * header and the product's price and "Add to cart" are in the first screen.
 */
const API = `http://localhost:${API_PORT}`
const WIDTHS = [320, 375, 768, 1024, 1280, 1440] as const
const TENANTS = [
  { name: 'outdoor', origin: OUTDOOR, company: 1, phone: '+71118880101', phonePhone: '+71118880111' },
  { name: 'travel', origin: TRAVEL, company: 2, phone: '+71118880102', phonePhone: '+71118880112' },
] as const
type Tenant = (typeof TENANTS)[number]

async function api<T>(tenant: Tenant, path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, ...rest } = init
  const response = await fetch(`${API}${path}`, {
    ...rest,
    headers: {
      'X-QA-Company': String(tenant.company),
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Token ${token}` } : {}),
    },
  })
  expect(response.ok, `${rest.method ?? 'GET'} ${path}: ${response.status}`).toBe(true)
  return (await response.json()) as T
}

type Box = { x: number; y: number; width: number; height: number }
const inside = (a: Box, b: Box) =>
  a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** A signed-in customer of the tenant with one stocked item in the saved cart; answers a product's slug. */
async function shopper(
  tenant: Tenant,
  phone: string = tenant.phone,
): Promise<{ key: string; slug: string; category: string }> {
  await api(tenant, `/api/sms/send_code/?phone=${encodeURIComponent(phone)}`, { method: 'POST' })
  const outbox = await api<{ to: string; code: string | null }[]>(tenant, '/api/dev/outbox/')
  const code = outbox.find((m) => m.to === phone)?.code
  const body = JSON.stringify({ source: phone, code, method: 'sms' })
  const { key } = await api<{ key: string }>(tenant, '/api/v2/auth/verify_code/', { method: 'POST', body })
  const list = await api<{ results: { id: number; slug: string; in_stock: boolean }[] }>(
    tenant,
    '/api/products/?page_size=30',
  )
  let slug = ''
  for (const card of list.results.filter((p) => p.in_stock)) {
    const product = await api<{ skus: { id: number; stock: number }[] }>(tenant, `/api/products/${card.id}/`)
    const sku = product.skus.find((s) => s.stock >= 2)
    if (!sku) continue
    const items = [{ product: card.id, sku: sku.id, count: 1 }]
    await api(tenant, '/api/v2/cart/', {
      method: 'POST',
      token: key,
      body: JSON.stringify({ items, save: true }),
    })
    slug = card.slug
    break
  }
  expect(slug, `a stocked product of ${tenant.name}`).not.toBe('')
  const categories = await api<{ slug: string }[]>(tenant, '/api/categories/')
  return { key, slug, category: categories[0]?.slug ?? '' }
}

async function signInBrowser(context: BrowserContext, tenant: Tenant, key: string): Promise<void> {
  const url = tenant.origin
  await context.addCookies([
    { name: 'token', value: remixSignedCookieValue(key), url },
    { name: 'locale', value: remixCookieValue('en'), url },
  ])
}

/** How much wider than the viewport the page is, and the widest elements that stick out (for the message). */
async function overflow(page: Page): Promise<{ excess: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const excess = document.documentElement.scrollWidth - width
    const culprits: string[] = []
    if (excess > 0) {
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        const box = element.getBoundingClientRect()
        if (box.right > width + 1 && box.width > 0) {
          const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${String(element.className).split(' ')[0]}`
          culprits.push(`${name} (${Math.round(box.right)}px)`)
        }
        if (culprits.length >= 8) break
      }
    }
    return { excess, culprits }
  })
}

for (const tenant of TENANTS) {
  test(`no page of the purchase path is wider than the screen at six widths: ${tenant.name}`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    const { key, slug, category } = await shopper(tenant)
    // The sign-in page as a guest sees it; then the rest signed in, with the item in the cart.
    const paths = [
      '/login/',
      '/',
      `/catalog/${category}/`,
      `/catalog/products/${slug}/`,
      '/cart/',
      '/cart/delivery/',
      '/my/orders/',
    ]
    const found: string[] = []
    for (const path of paths) {
      if (path === '/') await signInBrowser(context, tenant, key)
      await page.setViewportSize({ width: WIDTHS[0], height: 800 })
      const response = await page.goto(`${tenant.origin}${path}`)
      expect(response?.status(), path).toBeLessThan(400)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        const { excess, culprits } = await overflow(page)
        if (excess > 0) found.push(`${path} at ${width}px: ${excess}px too wide: ${culprits.join(', ')}`)
        // The phone and the desktop layout differ (header, menu, buy bar): axe checks both.
        if (width === 375 || width === 1280) {
          for (const violation of await seriousViolations(page))
            found.push(`${path} at ${width}px: ${violation}`)
        }
      }
    }
    expect(found, 'pages wider than the screen, or with serious axe findings').toEqual([])
  })
}

for (const tenant of TENANTS) {
  test(`on a 375 px phone the header, the price and "Add to cart" are in the first screen: ${tenant.name}`, async ({
    page,
    context,
  }) => {
    const { key, slug } = await shopper(tenant, tenant.phonePhone)
    await signInBrowser(context, tenant, key)
    await page.setViewportSize({ width: 375, height: 667 })
    await page.goto(`${tenant.origin}/catalog/products/${slug}/`)
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: /: home$/ })).toBeInViewport()
    await expect(banner.getByRole('searchbox', { name: 'Search products' })).toBeInViewport()
    await expect(banner.getByRole('link', { name: /^Cart 1 item$/ })).toBeInViewport()
    await expect(banner.getByRole('link', { name: 'Menu' })).toBeInViewport()
    const add = page.getByRole('button', { name: 'Add to cart' })
    await expect(add).toBeInViewport()
    // The price in the buy bar (a product with colours has other lines in the form, below the fold).
    const price = page.locator('form').filter({ has: add }).locator('p').filter({ hasText: /[$₽€]/ }).first()
    await expect(price).toBeInViewport()
    // The chat button docks into the buy bar's free end (whose background hides the page under it): whole on
    // the screen, inside the bar, beside "Add to cart" and never on it, so it covers neither the product nor
    // the button (it used to float over the picture and the title).
    const chat = page.getByRole('link', { name: 'Chat with us' })
    await expect(chat).toBeInViewport({ ratio: 1 })
    const [chatBox, barBox, addBox] = await Promise.all([
      chat.boundingBox(),
      page.locator('[data-buy-bar]').boundingBox(),
      add.boundingBox(),
    ])
    expect(chatBox && barBox && inside(chatBox, barBox), 'the chat button sits in the buy bar').toBe(true)
    expect(chatBox && addBox && overlap(chatBox, addBox), 'the chat button is clear of "Add to cart"').toBe(
      false,
    )
    // Still at hand after scrolling: the header and the buy bar stay on the screen.
    await page.mouse.wheel(0, 1500)
    await expect(banner.getByRole('link', { name: /^Cart 1 item$/ })).toBeInViewport()
    await expect(add).toBeInViewport()
    // The region, account and language are in the site menu, which "Menu" opens in a sheet over the page.
    await waitForHydration(page)
    const menuLink = banner.getByRole('link', { name: 'Menu' })
    await menuLink.click()
    const sheet = page.getByRole('dialog', { name: 'Menu' })
    await expect(sheet.getByRole('link', { name: /English|Русский/ })).toBeInViewport()
    await expect(sheet.getByRole('button', { name: 'Close' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await expect(menuLink).toBeFocused()
    // A link in the sheet navigates and closes it.
    await menuLink.click()
    await sheet.getByRole('link', { name: 'Favourites', exact: true }).first().click()
    await expect(page).toHaveURL(/\/favorites\/$/)
    await expect(sheet).toBeHidden()
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the phone "Menu" leads to the site menu after the content', async ({ page, context }) => {
    const tenant = TENANTS[1]
    await context.addCookies([{ name: 'locale', value: remixCookieValue('en'), url: tenant.origin }])
    await page.setViewportSize({ width: 375, height: 667 })
    await page.goto(`${tenant.origin}/`)
    await page.getByRole('banner').getByRole('link', { name: 'Menu' }).click()
    await expect(page).toHaveURL(/#site-menu$/)
    await expect(page.locator('#site-menu').getByRole('link', { name: /English|Русский/ })).toBeInViewport()
  })
})

test('the keyboard reaches the sizes of a product past the header through a skip link', async ({
  page,
  context,
}) => {
  const tenant = TENANTS[0]
  await context.addCookies([{ name: 'locale', value: remixCookieValue('en'), url: tenant.origin }])
  const list = await api<{ results: { slug: string; kind: string; in_stock: boolean }[] }>(
    tenant,
    '/api/products/?in_stock=true&page_size=10',
  )
  const product = list.results.find((card) => card.kind === 'product')
  await page.goto(`${tenant.origin}/catalog/products/${product?.slug}/`)
  await waitForHydration(page)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to size and add to cart' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  // From the purchase form: its colour links (if any), then the first size, within a few presses.
  let presses = 0
  while (presses < 6) {
    await page.keyboard.press('Tab')
    presses += 1
    if (await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name === 'sku')) break
  }
  expect(presses, 'Tab presses from the skip link to a size').toBeLessThan(6)
})
