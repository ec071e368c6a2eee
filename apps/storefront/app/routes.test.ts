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

// Spec §2, public routes and the /my tree: each must be registered.
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

test('every registered page is a real page: no placeholder is left', () => {
  const files = all.map((r) => r.file ?? '')
  expect(files.filter((file) => /coming-soon/.test(file))).toEqual([])
  for (const real of [
    'helpers/search-link',
    'webview/call',
    'webview/chatbot',
    'webview/salebot',
    'screens/webchat',
    'screens/call',
  ])
    expect(paths).toContain(real)
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
