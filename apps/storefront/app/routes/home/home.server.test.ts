import { ApiError } from '@vitrina/api-client'
import type { CategoryNode, ProductCard, ProductPage } from '@vitrina/api-client/schemas'
import { expect, test, vi } from 'vitest'
import type { StorefrontContext } from '../../lib/context.server.ts'
import { loadHomeSections } from './home.server.ts'

const aNode = (id: number, slug: string, children: CategoryNode[] = []): CategoryNode => ({
  id,
  name: slug,
  slug,
  image: `http://api.test/media/${slug}.svg`,
  share_path: null,
  parent: null,
  children,
})
const tree = [aNode(1, 'clothes', [aNode(2, 'jackets')]), aNode(3, 'tents')]

const aProduct = (id: number): ProductCard => ({
  id,
  slug: `p${id}`,
  name: `Product ${id}`,
  article: `A${id}`,
  kind: 'product',
  brand: null,
  image: null,
  price: '10.00',
  old_price: null,
  in_stock: true,
  rating: 0,
  reviews_count: 0,
  category: 1,
})
const aPage = (ids: number[]): ProductPage => ({
  count: ids.length,
  next: null,
  previous: null,
  results: ids.map(aProduct),
  facets: { sizes: [], colors: [], brands: [], price_min: null, price_max: null },
})

function aContext(blocks: unknown[] | Error, results: number[] = []) {
  const listProducts = vi.fn(async () => aPage(results))
  const getPage = vi.fn(async () => {
    if (blocks instanceof Error) throw blocks
    return { slug: 'home', kind: 'section' as const, title: 'Home', body: '', blocks }
  })
  const context = {
    // Signed in, so catalogue reads bypass the per-process cache and each test sees its own stubs.
    token: 'signed-in',
    company: { id: 1 },
    region: { slug: 'moscow' },
    locale: 'en',
    api: {
      options: { baseUrl: 'http://api.test', company: 1 },
      content: { getPage },
      catalog: { listCategories: async () => tree, listProducts },
    },
  } as unknown as StorefrontContext
  return { context, listProducts, getPage }
}

test('without a home page the top-level categories are shown as tiles', async () => {
  const { context } = aContext(new ApiError(404, { detail: 'Not found.' }))
  expect(await loadHomeSections(context)).toEqual([
    {
      kind: 'categories',
      key: 'categories',
      title: '',
      categories: [
        { id: 1, name: 'clothes', href: '/catalog/clothes/', image: 'http://api.test/media/clothes.svg' },
        { id: 3, name: 'tents', href: '/catalog/tents/', image: 'http://api.test/media/tents.svg' },
      ],
    },
  ])
})

test('any other failure of the home page is not hidden', async () => {
  const { context } = aContext(new ApiError(500, {}))
  await expect(loadHomeSections(context)).rejects.toThrow(ApiError)
})

test('blocks keep their order; banner images become absolute and products follow the admin order', async () => {
  const { context, listProducts } = aContext(
    [
      { type: 'banner', title: 'Sale', href: '/promotions/sale', image: '/media/b.svg' },
      { type: 'products', title: 'Hits', product_ids: [3, 1, 2] },
      { type: 'categories', title: 'Pick', category_ids: [2, 3] },
    ],
    [1, 2, 3],
  )
  const sections = await loadHomeSections(context)
  expect(sections.map((s) => s.kind)).toEqual(['banner', 'products', 'categories'])
  expect(sections[0]).toEqual({
    kind: 'banner',
    key: 'b0',
    title: 'Sale',
    href: '/promotions/sale/',
    image: 'http://api.test/media/b.svg',
  })
  expect(listProducts).toHaveBeenCalledWith({ ids: [3, 1, 2], page_size: 3 })
  expect(sections[1]?.kind === 'products' && sections[1].products.map((p) => p.id)).toEqual([3, 1, 2])
  expect(sections[2]?.kind === 'categories' && sections[2].categories.map((c) => c.href)).toEqual([
    '/catalog/clothes/jackets/',
    '/catalog/tents/',
  ])
})

test('empty blocks are left out, and no ids never asks for every product', async () => {
  const { context, listProducts } = aContext([
    { type: 'products', title: 'None', product_ids: [] },
    { type: 'products', title: 'Gone', product_ids: [99] },
    { type: 'categories', title: 'Gone', category_ids: [99] },
    { type: 'banner', title: '', image: null },
    { type: 'video' },
  ])
  expect(await loadHomeSections(context)).toEqual([])
  expect(listProducts).toHaveBeenCalledTimes(1)
})

test('a banner link the admin made unsafe is dropped, the banner stays', async () => {
  const { context } = aContext([{ type: 'banner', title: 'X', href: 'javascript:alert(1)', image: null }])
  expect(await loadHomeSections(context)).toEqual([
    { kind: 'banner', key: 'b0', title: 'X', href: '', image: null },
  ])
})
