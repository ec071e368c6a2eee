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
      kind: 'product',
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
type Answer = {
  init: { status: number } | null
  data: {
    ok: boolean
    sku?: number | null
    submission?: { error?: Record<string, string[]>; initialValue?: Record<string, string> }
  }
}
const answerOf = (result: unknown) => result as Answer

beforeEach(() => {
  calls.added = []
})

test('no size chosen, a size of another product or a sold-out one answers 400 with codes and the values', async () => {
  const none = answerOf(await post({ intent: 'add-to-cart' }))
  expect(none.init?.status).toBe(400)
  expect(none.data.ok).toBe(false)
  expect(none.data.sku).toBeNull()
  expect(none.data.submission?.error).toEqual({ sku: ['choose_size'] })
  const garbage = answerOf(await post({ intent: 'add-to-cart', sku: 'x' }))
  expect(garbage.data.submission).toMatchObject({
    error: { sku: ['sku_unknown'] },
    initialValue: { intent: 'add-to-cart', sku: 'x' },
  })
  expect(answerOf(await post({ intent: 'add-to-cart', sku: '99' })).data.submission?.error).toEqual({
    sku: ['sku_unknown'],
  })
  // The sold-out choice is kept, so the page shows it still checked.
  const soldOut = answerOf(await post({ intent: 'add-to-cart', sku: '11' }))
  expect(soldOut.init?.status).toBe(400)
  expect(soldOut.data.sku).toBe(11)
  expect(soldOut.data.submission).toMatchObject({
    error: { sku: ['sku_sold_out'] },
    initialValue: { intent: 'add-to-cart', sku: '11' },
  })
  expect(calls.added).toEqual([])
})

test('a post that is not the add-to-cart form is a bad request', async () => {
  await expect(post({ intent: 'remove', sku: '10' })).rejects.toMatchObject({ init: { status: 400 } })
})

test('a size in stock is added as one piece and a plain post goes back to the page (PRG)', async () => {
  const answer = (await post({ intent: 'add-to-cart', sku: '10' })) as Response
  expect(answer.status).toBe(303)
  expect(calls.added).toEqual([{ product: 5, sku: 10, count: 1 }])
})
