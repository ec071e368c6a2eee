import { ApiError } from '@vitrina/api-client'
import { beforeEach, expect, test, vi } from 'vitest'
import { parseForm } from '../../lib/forms/form-issues.ts'

const off = { email: false, push: false, sms: false }
const settings = (confirmed: boolean) => ({
  topics: [
    { topic: 'orders' as const, channels: { email: true, push: true, sms: true } },
    { topic: 'promotions' as const, channels: off },
    { topic: 'news' as const, channels: off },
  ],
  email: { address: 'a@b.ru', confirmed },
})

// The action's collaborators: a signed-in context whose API keeps the settings and records each change.
const calls = vi.hoisted(() => ({ changes: [] as unknown[], confirmed: true, refuse: null as unknown }))
vi.mock('../../lib/context.server.ts', () => ({
  storefrontContext: async () => ({
    api: {
      customerLists: {
        getSubscriptions: async () => settings(calls.confirmed),
        changeSubscription: async (change: unknown) => {
          if (calls.refuse) throw calls.refuse
          calls.changes.push(change)
        },
      },
    },
  }),
}))

const { changesOf, SubscriptionsForm, subscriptionsAction } = await import('./subscriptions.server.ts')

beforeEach(() => {
  calls.changes = []
  calls.confirmed = true
  calls.refuse = null
})

const formOf = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return form
}
const post = (fields: Record<string, string>) =>
  subscriptionsAction(
    new Request('http://outdoor.localhost/my/subscriptions/', { method: 'POST', body: formOf(fields) }),
  )
const answerOf = (result: unknown) => result as { init: { status: number } | null; data: unknown }
const switches = (names: string[]) => {
  const parsed = parseForm(
    formOf({ intent: 'save', ...Object.fromEntries(names.map((n) => [n, 'on'])) }),
    SubscriptionsForm,
  )
  if (parsed.status !== 'success' || parsed.value.intent !== 'save') throw new Error('not parsed')
  return parsed.value
}

test('the no-JavaScript form saves only the switches that changed', () => {
  expect(
    changesOf(settings(true), switches(['orders.email', 'orders.sms', 'promotions.sms', 'news.email'])),
  ).toEqual([
    { topic: 'orders', channel: 'push', enabled: false },
    { topic: 'promotions', channel: 'sms', enabled: true },
    { topic: 'news', channel: 'email', enabled: true },
  ])
})

test('email is left alone while the address is unconfirmed (its switch is disabled and not posted)', () => {
  expect(changesOf(settings(false), switches(['orders.push', 'orders.sms']))).toEqual([])
})

test('one switch is sent as the API operation declares it; the no-JS form saves and redirects', async () => {
  expect(answerOf(await post({ intent: 'one', topic: 'news', channel: 'sms', enabled: '1' })).data).toEqual({
    ok: true,
  })
  expect(calls.changes).toEqual([{ topic: 'news', channel: 'sms', enabled: true }])
  const saved = (await post({ intent: 'save', 'orders.email': 'on', 'orders.push': 'on' })) as Response
  expect(saved.headers.get('Location')).toBe('/my/subscriptions/?saved=1')
  expect(calls.changes).toContainEqual({ topic: 'orders', channel: 'sms', enabled: false })
})

test('an unknown topic, channel or value is refused (400) and changes nothing', async () => {
  for (const wrong of [
    { topic: 'spam', channel: 'sms', enabled: '1' },
    { topic: 'news', channel: 'fax', enabled: '1' },
    { topic: 'news', channel: 'sms', enabled: 'yes' },
  ]) {
    const answer = answerOf(await post({ intent: 'one', ...wrong }))
    expect(answer.init?.status).toBe(400)
    expect(answer.data).toEqual({ ok: false, reason: 'failed' })
  }
  expect(calls.changes).toEqual([])
})

test("the API's refusal of email without a confirmed address is said as such", async () => {
  calls.refuse = new ApiError(400, { detail: 'Confirm first.', code: 'email_not_confirmed' })
  const answer = answerOf(await post({ intent: 'one', topic: 'news', channel: 'email', enabled: '1' }))
  expect(answer.data).toEqual({ ok: false, reason: 'email_not_confirmed' })
})
