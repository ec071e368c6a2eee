import type { Page } from '@playwright/test'
import { signIn, useEnglish } from '../fixtures/account.ts'
import { type Nginx, startNginx } from '../fixtures/nginx.ts'
import { addClothesToCart } from '../fixtures/sign-in.ts'
import { expect, test } from '../fixtures/test.ts'
import { API_PORT, NGINX_PORT, SHOP_PORT } from '../playwright.config.ts'

/**
 * The shipped page cache (tooling/deploy/nginx) in front of this run's storefront and API: a guest's page is
 * stored once per tenant host, URL, locale and region, a guest with a cart still gets the stored page (the
 * header asks for the count after hydration), and a signed-in shopper's page is neither served from nor
 * stored in the cache. Cookies ignore ports, so the cookies of the tenant hosts apply behind nginx too.
 */
const OUTDOOR = `http://outdoor.localhost:${NGINX_PORT}`
const TRAVEL = `http://travel.localhost:${NGINX_PORT}`

let nginx: Nginx
test.beforeAll(async () => {
  nginx = await startNginx({
    shopListen: NGINX_PORT,
    apiListen: NGINX_PORT + 1,
    storefront: [`127.0.0.1:${SHOP_PORT}`],
    api: [`127.0.0.1:${API_PORT}`],
  })
})
test.afterAll(async () => {
  await nginx?.stop()
})

/** Opens the URL and answers the page cache's verdict (MISS, HIT, BYPASS, …) and the Cache-Control sent. */
async function open(page: Page, url: string) {
  const response = await page.goto(url)
  expect(response?.status(), url).toBe(200)
  const headers = response?.headers() ?? {}
  return { cache: headers['x-cache-status'], control: headers['cache-control'] ?? '' }
}

test('each tenant gets its own page through the cache', async ({ page }) => {
  const path = '/catalog/?tenants'
  const tenants = [
    { origin: OUTDOOR, title: /— Тропа$/ },
    { origin: TRAVEL, title: /— Wayfarer Travel$/ },
  ]
  for (const { origin, title } of tenants) {
    expect((await open(page, `${origin}${path}`)).cache).toBe('MISS')
    await expect(page).toHaveTitle(title)
  }
  // The second visit of each host is the stored copy of that host's page, never the other tenant's.
  for (const { origin, title } of tenants) {
    const answer = await open(page, `${origin}${path}`)
    expect(answer.cache).toBe('HIT')
    expect(answer.control).toMatch(/\bpublic\b.*\bs-maxage=\d+/)
    await expect(page).toHaveTitle(title)
  }
})

test('a guest with a cart gets the stored page, with its own count filled in after hydration', async ({
  page,
  context,
  browser,
}) => {
  await useEnglish(context)
  await addClothesToCart(page, OUTDOOR)
  const listing = `${OUTDOOR}/catalog/clothes/`
  // addClothesToCart opened the listing first (stored then); a guest with a cart is served that copy.
  expect((await open(page, listing)).cache).toBe('HIT')
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart 1 item$/ })).toBeVisible()
  // The stored page carries nobody's count: a guest without a cart sees 0.
  const other = await browser.newContext()
  try {
    await useEnglish(other)
    const empty = await other.newPage()
    expect((await open(empty, listing)).cache).toBe('HIT')
    await expect(empty.getByRole('banner').getByRole('link', { name: /^Cart 0 items$/ })).toBeVisible()
  } finally {
    await other.close()
  }
})

test('a signed-in page is never served from the cache nor stored', async ({ page, context, browser }) => {
  const url = `${OUTDOOR}/company/?signed-in`
  // A guest's copy is in the cache first (same locale cookie, so the same key but for the sign-in) …
  const guest = await browser.newContext()
  try {
    await useEnglish(guest)
    const guestPage = await guest.newPage()
    expect((await open(guestPage, url)).cache).toBe('MISS')
    expect((await open(guestPage, url)).cache).toBe('HIT')
  } finally {
    await guest.close()
  }
  // … yet the signed-in shopper gets a page rendered for them, private, and their menu.
  await signIn(context, '+79160001801')
  const signedIn = await open(page, url)
  expect(signedIn.cache).toBe('BYPASS')
  expect(signedIn.control).toBe('private, no-store')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0)
  // A URL first asked for by the signed-in shopper is not stored: the next guest renders it anew.
  const fresh = `${OUTDOOR}/company/?first-signed-in`
  expect((await open(page, fresh)).cache).toBe('BYPASS')
  const later = await browser.newContext()
  try {
    await useEnglish(later)
    const laterPage = await later.newPage()
    expect((await open(laterPage, fresh)).cache).toBe('MISS')
    await expect(laterPage.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
  } finally {
    await later.close()
  }
})
