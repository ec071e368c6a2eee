import { beforeEach, expect, test, vi } from 'vitest'

// The action's collaborators: an API that records the cancels and extensions it is asked for.
const calls = vi.hoisted(() => ({ api: [] as unknown[] }))

vi.mock('../../lib/context.server.ts', () => ({
  storefrontContext: async () => ({
    api: {
      orders: {
        cancelOrder: async (id: number) => calls.api.push(['cancel', id]),
        extendPickup: async (id: number, days: number) => calls.api.push(['extend', id, days]),
      },
    },
  }),
}))

const { myOrderAction } = await import('./my-order.server.ts')

const post = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  const request = new Request('http://outdoor.localhost/my/orders/41/', { method: 'POST', body: form })
  return myOrderAction(request, { order: '41' })
}
type Answer = {
  init: { status: number } | null
  data: { error: string; result?: { error?: Record<string, string[]>; initialValue?: object } } | null
}
const answerOf = (result: unknown) => result as Answer

beforeEach(() => {
  calls.api = []
})

test('an extension by a number of days the API does not offer answers 400 with its code and the values', async () => {
  const answer = answerOf(await post({ intent: 'extend', days: '3' }))
  expect(answer.init?.status).toBe(400)
  expect(answer.data?.error).toBe('invalid')
  expect(answer.data?.result?.error).toEqual({ days: ['choice'] })
  expect(answer.data?.result?.initialValue).toMatchObject({ intent: 'extend', days: '3' })
  expect(calls.api).toEqual([])
})

test('valid forms reach the API as numbers and reload the order (PRG)', async () => {
  expect(((await post({ intent: 'extend', days: '7' })) as Response).status).toBe(303)
  expect(((await post({ intent: 'cancel' })) as Response).status).toBe(303)
  expect(calls.api).toEqual([
    ['extend', 41, 7],
    ['cancel', 41],
  ])
})

test('a form that is not one of the page is a plain 400', async () => {
  const answer = answerOf(await post({ intent: 'explode' }))
  expect(answer.init?.status).toBe(400)
  expect(answer.data).toBeNull()
})
