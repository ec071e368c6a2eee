import type { RouteConfigEntry } from '@remix-run/route-config'
import { expect, test } from 'vitest'
import routes from './routes.ts'

function flatten(
  entries: readonly RouteConfigEntry[],
  parent = '',
): { path: string; file: string; id: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : [parent, entry.path].filter(Boolean).join('/')
    const self =
      entry.path !== undefined || entry.index ? [{ path, file: entry.file, id: entry.id ?? entry.file }] : []
    return [...self, ...flatten(entry.children ?? [], path)]
  })
}

const all = flatten(routes)
const paths = all.map((r) => r.path)

// Spec §2, public routes and the /my tree: each must be registered (a page or an honest "coming soon").
test.each([
  '',
  'login',
  'cart',
  'cart/direct',
  'cart/delivery',
  'cart/checkout/:order',
  'cart/checkout/:orderId/sberpay',
  'cart/checkout/:orderId/yookassa',
  'cart/success/:order',
  'cart/tours/room/:slug/:from/:dates/:nights/:tourists/:room/:date',
  'catalog',
  'catalog/all-categories',
  'catalog/:c1/:c2?/:c3?/:c4?',
  'catalog/products/:product',
  'catalog/products/:product/reviews',
  'catalog/search/:query',
  'events/:event',
  'shops/:region/:outlet',
  'static/*',
  'oauth/callback/yandex',
  'tours/*',
  'hotel-collections/*',
  'hotels/*',
  'webview/salebot',
  'hotel-collections',
  'screens/region',
  'my',
  'my/orders/:order/return/:orderItem',
  'my/purchases/:sale/review/:saleItem',
  'my/webview/price-access',
  'builds/latest.json',
  'company',
  'contacts',
  'promotions/:promotion',
  'catalog/promotion/:promotion',
  'sections/:slug',
  'go/:slug',
  '*',
])('%j is registered', (path) => {
  expect(paths).toContain(path)
})

test('no path is registered twice', () => {
  expect(new Set(paths).size).toBe(paths.length)
})

test('the coming-soon pages are listed, and the browsing pages are real', () => {
  const soon = all.filter((r) => r.file === 'routes/coming-soon/route.tsx').map((r) => r.path)
  expect(soon).toContain('helpers/search-link')
  for (const real of [
    'favorites',
    'my/last-viewed',
    'my/subscriptions',
    'my/important-dates',
    'my/event-registrations',
    'my/balance-actions/*',
    'my/price-access',
    'my/customer-documents',
    'my/personal-managers',
    'my/webview/price-access',
    'webview/chatbot',
    'webview/salebot',
    'webview/call',
    'screens/webchat',
    'screens/call',
    'shops',
    'shops/:region',
    'shops/:region/:outlet',
    'events',
    'events/:event',
    'screens/balance/*',
    'screens/catalog',
    'screens/login',
    'screens/list',
    'm/profile',
    '',
    'screens/region',
    'catalog',
    'catalog/:c1/:c2?/:c3?/:c4?',
    'catalog/products/:product',
    'cart',
    'cart/direct',
    'oauth',
    'oauth/callback/yandex',
    'cart/checkout/:order',
    'cart/checkout/:orderId/sberpay',
    'cart/checkout/:orderId/yookassa',
    'cart/success/:order',
    'my/orders',
    'my/orders/:order',
    'my/purchases',
    'my/purchases/:sale',
    'my/orders/:order/return/:orderItem',
    'my/reclamations',
    'my/reclamations/:reclamation',
    'my/orders/:order/review',
    'my/orders/:order/review/:orderItem',
    'my/purchases/:sale/review',
    'my/purchases/:sale/review/:saleItem',
    'catalog/promotion/:promotion',
    'promotions',
    'promotions/:promotion',
    'catalog/products/:product/reviews',
    'static/*',
    'sections/:slug',
    'go/:slug',
    'company',
    'contacts',
    'cart/delivery',
    'tours',
    'tours/search',
    'tours/section',
    'tours/go-to-main',
    'tours/*',
    'hotel-collections',
    'hotel-collections/*',
    'hotels/*',
    'cart/tours',
    'cart/tours/:productId/:tourId',
    'cart/tours/room/:slug/:from/:dates/:nights/:tourists/:room/:date',
  ])
    expect(soon).not.toContain(real)
  // Printed so the test output names what is still to build.
  console.info(`coming soon (${soon.length}): ${soon.join(', ')}`)
})

test('the /my pages sit under the sign-in gate', () => {
  const gate = routes
    .flatMap((layout) => layout.children ?? [])
    .filter((e) => e.file === 'routes/account/route.tsx')
  const gated = flatten(gate).map((r) => r.path)
  expect(gated).toContain('my/orders')
  expect(gated).toContain('my/profile')
  expect(gated).toContain('my/webview/price-access')
  expect(paths.filter((p) => p.startsWith('my')).every((p) => gated.includes(p))).toBe(true)
})

test('paying and the order-placed page sit under the sign-in gate too', () => {
  const gated = flatten(
    routes.flatMap((layout) => layout.children ?? []).filter((e) => e.file === 'routes/account/route.tsx'),
  ).map((r) => r.path)
  for (const path of [
    'cart/checkout/:order',
    'cart/checkout/:orderId/sberpay',
    'cart/checkout/:orderId/yookassa',
    'cart/success/:order',
  ])
    expect(gated).toContain(path)
})
