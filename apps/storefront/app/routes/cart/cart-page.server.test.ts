import { beforeEach, expect, test, vi } from 'vitest'

// The action's collaborators: the context is never asked for anything before a form is valid; the cart
// changes record what they are asked to do.
const calls = vi.hoisted(() => ({
  lines: [] as unknown[],
  options: [] as unknown[],
  refusal: null as null | { ok: false; error: 'rejected' | 'already_applied'; message: string | null },
}))

vi.mock('../../lib/context.server.ts', () => ({ storefrontContext: async () => ({}) }))
vi.mock('../../features/cart/cart.server.ts', () => ({
  changeCart: async (_context: unknown, _request: unknown, change: unknown) => {
    calls.lines.push(change)
    return null
  },
  loadCart: async () => ({ priced: false, lines: [] }),
}))
vi.mock('../../features/cart/cart-promo.server.ts', () => ({
  changeCartOptions: async (_context: unknown, _request: unknown, change: unknown) => {
    calls.options.push(change)
    return (
      calls.refusal ?? { ok: true, options: { promoCodes: ['WELCOME10'], useBonuses: false }, setCookies: [] }
    )
  },
}))

const { changeCartAction } = await import('./cart-page.server.ts')

const post = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return changeCartAction(new Request('http://outdoor.localhost/cart/', { method: 'POST', body: form }))
}
type Answer = {
  init: { status: number } | null
  data: {
    ok: boolean
    key?: string
    result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> | null } | null
  }
}
const answerOf = (result: unknown) => result as Answer

beforeEach(() => {
  calls.lines = []
  calls.options = []
  calls.refusal = null
})

test('a refused count answers 400 with its code for that line and the count as typed, and changes nothing', async () => {
  const answer = answerOf(await post({ intent: 'set-count', key: '12:34:', count: '0' }))
  expect(answer.init?.status).toBe(400)
  expect(answer.data).toMatchObject({ ok: false, key: '12:34:' })
  expect(answer.data.result?.error).toEqual({ count: ['min_value:1'] })
  expect(answer.data.result?.initialValue).toMatchObject({ count: '0' })
  expect(calls.lines).toEqual([])
})

test('a valid count is saved and a plain post goes back to the cart (PRG)', async () => {
  const answer = (await post({ intent: 'set-count', key: '12:34:', count: '3' })) as Response
  expect(answer.status).toBe(303)
  expect(calls.lines).toEqual([{ intent: 'set-count', key: '12:34:', count: 3 }])
})

test('an empty promo code answers 400 with its code and asks nobody', async () => {
  const answer = answerOf(await post({ intent: 'apply-promo', code: '' }))
  expect(answer.init?.status).toBe(400)
  expect(answer.data.result?.error).toEqual({ code: ['promo_code'] })
  expect(calls.options).toEqual([])
})

test("a code the server refuses comes back with the server's words and the code as typed", async () => {
  calls.refusal = { ok: false, error: 'rejected', message: 'Promo code not found.' }
  const answer = answerOf(await post({ intent: 'apply-promo', code: 'nope' }))
  expect(answer.init?.status).toBe(400)
  expect(answer.data.result?.error).toEqual({ code: ['Promo code not found.'] })
  expect(answer.data.result?.initialValue).toMatchObject({ code: 'nope' })
  calls.refusal = { ok: false, error: 'already_applied', message: null }
  expect(answerOf(await post({ intent: 'apply-promo', code: 'WELCOME10' })).data.result?.error).toEqual({
    code: ['promo_applied'],
  })
})

test('a broken hidden form is a plain 400, not a field error', async () => {
  await expect(post({ intent: 'use-bonuses', value: 'maybe' })).rejects.toMatchObject({
    init: { status: 400 },
  })
  await expect(post({ intent: 'remove', key: 'drop table' })).rejects.toMatchObject({ init: { status: 400 } })
})
