import type { Page } from '@playwright/test'
import { signIn, useEnglish } from '../fixtures/account.ts'
import { OUTDOOR } from '../fixtures/hosts.ts'
import { waitForHydration } from '../fixtures/hydration.ts'
import { expect, test } from '../fixtures/test.ts'
import { SHOP_PORT } from '../playwright.config.ts'

const PHONES = { pages: '+71115551701', csrf: '+71115551702' }
const EVIL = 'https://evil.example'
// Playwright's request client resolves names with the OS, which knows no *.localhost: company 1 on localhost.
const SHOP = `http://localhost:${SHOP_PORT}`

/** Console messages Chromium prints for a Content-Security-Policy violation. */
function cspViolations(page: Page): string[] {
  const seen: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text())
  })
  return seen
}

test('every page type carries the security headers and a nonce CSP, and runs with no CSP violation', async ({
  page,
  context,
}) => {
  await signIn(context, PHONES.pages)
  const violations = cspViolations(page)
  await page.goto(`${OUTDOOR}/catalog/`)
  const categoryHref = await page.locator('main a[href^="/catalog/"]').first().getAttribute('href')
  await page.goto(`${OUTDOOR}${categoryHref}`)
  const productHref = await page.locator('main a[href^="/catalog/products/"]').first().getAttribute('href')
  const pages = [
    '/',
    '/catalog/',
    categoryHref,
    productHref,
    '/catalog/search/tent/',
    '/promotions/',
    '/cart/',
    '/login/',
    '/my/profile/',
    '/my/orders/',
    '/company/',
    '/no-such-page/',
  ]
  for (const path of pages) {
    const response = await page.goto(`${OUTDOOR}${path}`)
    const headers = response?.headers() ?? {}
    expect(headers['x-content-type-options'], path ?? '').toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['cross-origin-opener-policy']).toBe('same-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    // Plain http: no HSTS (it would pin a dev host to https).
    expect(headers['strict-transport-security']).toBeUndefined()
    const csp = headers['content-security-policy'] ?? ''
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce, `${path} has a nonce`).toBeTruthy()
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain("'unsafe-inline' 'nonce")
    // Every inline script of the document carries this request's nonce (browsers hide it from attributes,
    // so read the `nonce` property).
    const scripts = await page
      .locator('script:not([src])')
      .evaluateAll((nodes) =>
        nodes.map((node) => ({ nonce: (node as HTMLScriptElement).nonce, type: node.getAttribute('type') })),
      )
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts)
      if (script.type !== 'application/ld+json') expect(script.nonce, `${path} inline script`).toBe(nonce)
    await waitForHydration(page)
  }
  expect(violations).toEqual([])
})

test("the webview screens may be framed by the tenant's apps only (none configured: nobody)", async ({
  request,
}) => {
  const response = await request.get(`${SHOP}/screens/region/`)
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
})

/** Every route that takes a POST: page actions and resource routes. */
const MUTATIONS = [
  '/logout/',
  '/login/',
  '/cart/',
  '/cart/direct/',
  '/cart/delivery/',
  '/cart/delivery/api/order/',
  '/cart/delivery/api/preview/',
  '/cart/checkout/1/',
  '/my/profile/',
  '/my/orders/1/',
  '/screens/region/',
  '/catalog/products/any/',
]

test('a cross-origin POST to any mutating route is refused with a 403 page before it runs', async ({
  request,
}) => {
  for (const path of MUTATIONS)
    for (const [type, body] of [
      ['text/plain', '{"request":{}}'],
      ['application/x-www-form-urlencoded', 'intent=logout'],
      ['application/json', '{}'],
    ] as const) {
      const response = await request.post(`${SHOP}${path}`, {
        headers: { Origin: EVIL, 'Content-Type': type },
        data: body,
        maxRedirects: 0,
      })
      expect(response.status(), `${path} ${type}`).toBe(403)
      expect(response.headers()['content-type']).toContain('text/html')
    }
  // Same origin with a text/plain body to a JSON endpoint: 415, not an order.
  const plain = await request.post(`${SHOP}/cart/delivery/api/order/`, {
    headers: { Origin: SHOP, 'Content-Type': 'text/plain' },
    data: '{}',
  })
  expect(plain.status()).toBe(415)
})

test('a form on another site cannot sign the shopper out; the shopper sees a translated 403 page', async ({
  page,
  context,
}) => {
  await signIn(context, PHONES.csrf)
  await useEnglish(context)
  // Another origin (127.0.0.1 is not outdoor.localhost) serving an auto-submitting form.
  await page.route(`http://127.0.0.1:${SHOP_PORT}/attack.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form id="f" method="post" action="${OUTDOOR}/logout/"></form><script>document.getElementById('f').submit()</script>`,
    }),
  )
  const refused = page.waitForResponse(`${OUTDOOR}/logout/`)
  await page.goto(`http://127.0.0.1:${SHOP_PORT}/attack.html`)
  expect((await refused).status()).toBe(403)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The form was sent from another site')
  await page.goto(`${OUTDOOR}/my/profile/`)
  await expect(page).toHaveURL(`${OUTDOOR}/my/profile/`)
})

test('a NUL or invalid UTF-8 in the address is a 400 page, not a 500', async ({ request }) => {
  for (const path of ['/catalog/search/%00/', '/catalog/?q=%00', '/catalog/%C3%28/'])
    expect((await request.get(`${SHOP}${path}`)).status(), path).toBe(400)
})
