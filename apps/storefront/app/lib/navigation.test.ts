import { expect, test } from 'vitest'
import { toMenu } from './navigation.server.ts'

const item = (over: Record<string, unknown>) => ({
  id: 1,
  name: 'Item',
  type: 'LINK' as const,
  value: null,
  slug: null,
  image: null,
  share_path: null,
  share_url: null,
  authentication_required: false,
  display_settings: { mode: 'list', is_desktop: true, is_mobile: true },
  children: [],
  ...over,
})

test('menu items become links by their type; items without a link are dropped', () => {
  const menu = toMenu([
    item({ id: 1, type: 'PRODUCT_CATEGORY', slug: 'clothes', name: 'Clothes' }),
    item({ id: 2, type: 'PROMOTION', slug: 'sale', authentication_required: true }),
    item({ id: 3, type: 'LINK', value: 'https://blog.example.com' }),
    item({ id: 4, type: 'PRODUCT', value: null }),
    item({ id: 5, type: 'PRODUCT_CATEGORY', slug: 'x', share_path: '/catalog/a/x/' }),
  ])
  expect(menu.map((m) => [m.id, m.href, m.private])).toEqual([
    [1, '/catalog/clothes/', false],
    [2, '/promotions/sale/', true],
    [3, 'https://blog.example.com', false],
    [5, '/catalog/a/x/', false],
  ])
})
