import { expect, test, vi } from 'vitest'
import { catalogCacheKey, catalogReads, mayShareCatalogReads } from './catalog-cache.server.ts'

const scope = { company: 1, region: 'moscow', locale: 'ru' }

test('equal queries share a key whatever the order of their fields or undefined ones', () => {
  const a = catalogCacheKey(scope, 'listProducts', [{ category: 'clothes', ordering: 'price', page: 2 }])
  const b = catalogCacheKey(scope, 'listProducts', [
    { page: 2, search: undefined, ordering: 'price', category: 'clothes' },
  ])
  expect(a).toBe(b)
})

test('company, region, locale, call and query each make another key', () => {
  const query = [{ category: 'clothes', size: ['M'] }]
  const base = catalogCacheKey(scope, 'listProducts', query)
  const others = [
    catalogCacheKey({ ...scope, company: 2 }, 'listProducts', query),
    catalogCacheKey({ ...scope, region: 'spb' }, 'listProducts', query),
    catalogCacheKey({ ...scope, region: undefined }, 'listProducts', query),
    catalogCacheKey({ ...scope, locale: 'en' }, 'listProducts', query),
    catalogCacheKey(scope, 'getCategory', query),
    catalogCacheKey(scope, 'listProducts', [{ category: 'clothes', size: ['L'] }]),
    catalogCacheKey(scope, 'listProducts', [{ category: 'clothes', size: ['M'], page: 2 }]),
  ]
  for (const other of others) expect(other).not.toBe(base)
  expect(new Set(others).size).toBe(others.length)
})

test('only guests share catalogue reads', () => {
  expect(mayShareCatalogReads({ token: undefined })).toBe(true)
  expect(mayShareCatalogReads({ token: 'abc' })).toBe(false)
})

function contextWith(token: string | undefined, company: number) {
  const listProducts = vi.fn(async () => ({ count: 0, next: null, previous: null, results: [], facets: {} }))
  const context = {
    token,
    company: { id: company },
    region: { slug: 'moscow' },
    locale: 'ru' as const,
    api: { catalog: { listProducts, listCategories: vi.fn(), getCategory: vi.fn() } },
  }
  // A partial context: catalogReads only reads the fields above.
  return { context: context as unknown as Parameters<typeof catalogReads>[0], listProducts }
}

test('a guest read is served from the cache; a signed-in one always asks the API', async () => {
  // A company id no other test uses: the cache is per process.
  const guest = contextWith(undefined, 9001)
  await catalogReads(guest.context).listProducts({ category: 'x' })
  await catalogReads(guest.context).listProducts({ category: 'x' })
  expect(guest.listProducts).toHaveBeenCalledTimes(1)

  const customer = contextWith('token', 9001)
  await catalogReads(customer.context).listProducts({ category: 'x' })
  await catalogReads(customer.context).listProducts({ category: 'x' })
  expect(customer.listProducts).toHaveBeenCalledTimes(2)
})

test("a guest's product page reads are shared per product and kind; a failed read is asked again", async () => {
  const getRelatedProducts = vi.fn(async () => [])
  let failures = 1
  const getProduct = vi.fn(async () => {
    if (failures-- > 0) throw new Error('404')
    return { slug: 'p' }
  })
  const context = {
    token: undefined,
    company: { id: 9002 },
    region: { slug: 'moscow' },
    locale: 'ru' as const,
    api: { catalog: { getRelatedProducts, getProduct } },
  } as unknown as Parameters<typeof catalogReads>[0]
  const reads = catalogReads(context)
  await reads.getRelatedProducts('p', 'similar')
  await reads.getRelatedProducts('p', 'similar')
  await reads.getRelatedProducts('p', 'collection')
  expect(getRelatedProducts).toHaveBeenCalledTimes(2)
  await expect(reads.getProduct('p')).rejects.toThrow('404')
  await expect(reads.getProduct('p')).resolves.toEqual({ slug: 'p' })
  expect(getProduct).toHaveBeenCalledTimes(2)
})

test("the home page's content is asked once per TTL for guests, every time for a signed-in customer", async () => {
  const getPage = vi.fn(async () => ({ blocks: [] }))
  const contextFor = (token: string | undefined) =>
    ({
      token,
      company: { id: 9003 },
      region: { slug: 'moscow' },
      locale: 'ru' as const,
      api: { catalog: {}, content: { getPage } },
    }) as unknown as Parameters<typeof catalogReads>[0]
  await catalogReads(contextFor(undefined)).getPage('section', 'home')
  await catalogReads(contextFor(undefined)).getPage('section', 'home')
  expect(getPage).toHaveBeenCalledTimes(1)
  await catalogReads(contextFor(undefined)).getPage('section', 'other')
  expect(getPage).toHaveBeenCalledTimes(2)
  await catalogReads(contextFor('token')).getPage('section', 'home')
  expect(getPage).toHaveBeenCalledTimes(3)
})
