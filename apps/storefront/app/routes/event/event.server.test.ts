import { ApiError } from '@vitrina/api-client'
import { beforeEach, expect, test, vi } from 'vitest'
import { eventRefusal } from '../../features/events/event-registration-view.ts'

// The action's collaborators: a signed-in (or guest) context whose API records registrations or refuses them.
const calls = vi.hoisted(() => ({
  token: 'token' as string | null,
  registered: [] as string[],
  refuse: null as unknown,
}))

vi.mock('../../lib/context.server.ts', () => ({
  storefrontContext: async () => ({
    token: calls.token,
    api: {
      events: {
        registerForEvent: async (slug: string) => {
          if (calls.refuse) throw calls.refuse
          calls.registered.push(slug)
        },
      },
    },
  }),
}))

const { registerAction } = await import('./event.server.ts')

beforeEach(() => {
  calls.token = 'token'
  calls.registered = []
  calls.refuse = null
})

const post = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  const request = new Request('http://outdoor.localhost/events/gear-repair/', { method: 'POST', body: form })
  return registerAction(request, { event: 'gear-repair' })
}
type Answer = { init: { status: number } | null; data: Parameters<typeof eventRefusal>[0] | null }
const answerOf = (result: unknown) => result as Answer

test('the pressed button registers the customer and comes back to the event (303)', async () => {
  const answer = (await post({ intent: 'register' })) as Response
  expect(answer.status).toBe(303)
  expect(answer.headers.get('Location')).toBe('/events/gear-repair/?registered#registration-status')
  expect(calls.registered).toEqual(['gear-repair'])
})

test('a post that is not the form is a plain 400 and registers nothing', async () => {
  expect(answerOf(await post({ intent: 'cancel' })).init?.status).toBe(400)
  expect(calls.registered).toEqual([])
})

test("the API's refusal comes back as conform's reply with the reason the page words", async () => {
  calls.refuse = new ApiError(409, { detail: 'Full.', code: 'event_full' })
  const answer = answerOf(await post({ intent: 'register' }))
  expect(answer.init?.status).toBe(409)
  expect(answer.data?.error).toEqual({ '': ['full'] })
  expect(eventRefusal(answer.data ?? undefined)).toBe('full')
  calls.refuse = new Error('network')
  vi.spyOn(console, 'error').mockImplementationOnce(() => undefined)
  expect(eventRefusal(answerOf(await post({ intent: 'register' })).data ?? undefined)).toBe('failed')
})

test('a guest is sent to sign in and back', async () => {
  calls.token = null
  const thrown = await post({ intent: 'register' }).catch((answer: unknown) => answer)
  expect(thrown instanceof Response && thrown.status).toBe(303)
})
