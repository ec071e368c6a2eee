import { beforeEach, expect, test, vi } from 'vitest'

// The add-to-cart action's collaborators: a product with a size in stock and a sold-out one, and a cart that
// records what it is asked to add.
const calls = vi.hoisted(() => ({ added: [] as unknown[] }))

vi.mock('../../lib/context.server.ts', () => ({
  storefrontContext: async () => ({ company: { is_fast_order_hidden: false } }),
}))
vi.mock('../../lib/catalog-cache.server.ts', () => ({
  catalogReads: () => ({
    getProduct: async () => ({
      id: 5,
      skus: [
        { id: 10, in_stock: true, stock: 3 },
        { id: 11, in_stock: false, stock: 0 },
      ],
    }),
  }),
}))
vi.mock('../../features/cart/cart.server.ts', () => ({
  addToCart: async (_context: unknown, _request: unknown, line: unknown) => {
    calls.added.push(line)
    return { added: true, count: 1, setCookie: null }
  },
}))

const { addToCartAction } = await import('./product.server.ts')

const post = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  const request = new Request('http://outdoor.localhost/product/tent/', { method: 'POST', body: form })
  return addToCartAction(request, 'tent')
}
type Answer = { init: { status: number } | null; data: { ok: boolean; error?: string; sku?: number | null } }
const answerOf = (result: unknown) => result as Answer

beforeEach(() => {
  calls.added = []
})

test('no size chosen, a size of another product or a sold-out one answers 400 with the reason', async () => {
  const none = answerOf(await post({ intent: 'add-to-cart' }))
  expect(none.init?.status).toBe(400)
  expect(none.data).toEqual({ ok: false, error: 'required', sku: null })
  expect(answerOf(await post({ intent: 'add-to-cart', sku: 'x' })).data.error).toBe('unknown')
  expect(answerOf(await post({ intent: 'add-to-cart', sku: '99' })).data.error).toBe('unknown')
  // The sold-out choice is kept, so the page shows it still checked.
  expect(answerOf(await post({ intent: 'add-to-cart', sku: '11' })).data).toEqual({
    ok: false,
    error: 'out-of-stock',
    sku: 11,
  })
  expect(calls.added).toEqual([])
})

test('a size in stock is added as one piece and a plain post goes back to the page (PRG)', async () => {
  const answer = (await post({ intent: 'add-to-cart', sku: '10' })) as Response
  expect(answer.status).toBe(303)
  expect(calls.added).toEqual([{ product: 5, sku: 10, count: 1 }])
})
