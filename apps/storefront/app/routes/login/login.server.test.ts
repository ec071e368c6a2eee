import { beforeEach, expect, test, vi } from 'vitest'

// The action's collaborators: an API that records the codes it is asked to send or check; no sign-in happens.
const calls = vi.hoisted(() => ({ api: [] as unknown[] }))

vi.mock('../../lib/context.server.ts', () => ({
  storefrontContext: async () => ({
    api: {
      auth: {
        sendCode: async (...args: unknown[]) => {
          calls.api.push(['send', ...args])
          return { phone: '+79160000000', method: 'sms', resend_after: 60 }
        },
        verifyCode: async (...args: unknown[]) => {
          calls.api.push(['verify', ...args])
          return { key: 'k' }
        },
      },
    },
  }),
}))
vi.mock('../../lib/session.server.ts', () => ({
  currentCustomer: async () => null,
  signIn: async () => new Headers(),
}))
vi.mock('../../features/sign-in/oauth-flow.server.ts', () => ({
  readPendingLink: async () => null,
  clearedPendingLinkCookie: async () => '',
}))
vi.mock('../../features/sign-in/oauth-outcome.server.ts', () => ({
  linkAfterPhone: async () => true,
  resultUrl: () => '/',
}))
vi.mock('../../features/sign-in/oauth-providers.server.ts', () => ({ offeredProviders: async () => [] }))

const { loginAction } = await import('./login.server.ts')

const post = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return loginAction(new Request('http://outdoor.localhost/login/', { method: 'POST', body: form }))
}
type Answer = { init: { status: number } | null; data: Record<string, unknown> }
const answerOf = (result: unknown) => result as Answer

beforeEach(() => {
  calls.api = []
})

test('a mistyped or empty phone stays on the phone step with its field code and the number as typed', async () => {
  const typo = answerOf(await post({ intent: 'send-code', phone: '+7 (916) 12', method: 'call' }))
  expect(typo.init?.status).toBe(400)
  expect(typo.data).toMatchObject({ step: 'phone', phone: '+7 (916) 12', method: 'call', error: null })
  expect(typo.data.submission).toMatchObject({
    status: 'error',
    error: { phone: ['phone'] },
    initialValue: { intent: 'send-code', phone: '+7 (916) 12', method: 'call' },
  })
  const empty = answerOf(await post({ intent: 'send-code', phone: '' }))
  expect(empty.init?.status).toBe(400)
  expect(empty.data).toMatchObject({
    step: 'phone',
    phone: '',
    submission: { error: { phone: ['required'] } },
  })
  expect(calls.api).toEqual([])
})

test('an empty or malformed code stays on the code step with its field code and never reaches the API', async () => {
  const state = { intent: 'verify-code', phone: '+79160000000', method: 'sms', resendAt: String(Date.now()) }
  const empty = answerOf(await post({ ...state, code: '' }))
  expect(empty.init?.status).toBe(400)
  expect(empty.data).toMatchObject({ step: 'code', phone: '+79160000000', method: 'sms', error: null })
  expect(empty.data.submission).toMatchObject({ error: { code: ['required'] } })
  const short = answerOf(await post({ ...state, code: '12ab' }))
  expect(short.data.submission).toMatchObject({
    error: { code: ['code_sms'] },
    initialValue: { code: '12ab', phone: '+79160000000', method: 'sms' },
  })
  const call = answerOf(await post({ ...state, method: 'call', code: '123456' }))
  expect(call.data).toMatchObject({
    step: 'code',
    method: 'call',
    submission: { error: { code: ['code_call'] } },
  })
  expect(calls.api).toEqual([])
})

test('a broken hidden field is a 400 back to the phone step, keeping the number', async () => {
  const answer = answerOf(await post({ intent: 'send-code', phone: '+79160000000', method: 'fax' }))
  expect(answer.init?.status).toBe(400)
  expect(answer.data).toMatchObject({ step: 'phone', phone: '+79160000000', error: null })
})

test('a well-formed code is checked by the API, spaces dropped', async () => {
  const signedIn = await post({
    intent: 'verify-code',
    phone: '+79160000000',
    method: 'sms',
    code: '123 456',
  })
  expect(signedIn).toBeInstanceOf(Response)
  expect((signedIn as Response).status).toBe(303)
  expect(calls.api).toEqual([['verify', { source: '+79160000000', code: '123456', method: 'sms' }]])
})

test('a well-formed phone is sent to the API in E.164 and leads to the code step', async () => {
  const answer = answerOf(await post({ intent: 'send-code', phone: '+7 (916) 000-00-00' }))
  expect(answer.data).toMatchObject({ step: 'code', phone: '+79160000000' })
  expect(calls.api).toEqual([['send', '+79160000000', 'sms']])
})
