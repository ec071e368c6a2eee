import { ApiError } from '@vitrina/api-client'
import { expect, test, vi } from 'vitest'
import {
  loginUrl,
  type OAuthCalls,
  outcomeLocation,
  providerOutcome,
  resultUrl,
  ticketOf,
} from './oauth-outcome.server.ts'

const TICKET = 'a'.repeat(40)
const DATA = {
  code: 'c',
  code_verifier: 'v'.repeat(43),
  redirect_uri: 'http://shop.test/oauth/callback/yandex',
}
const notLinked = new ApiError(404, { detail: 'Not linked.', code: 'identity_not_linked', ticket: TICKET })
const exchangeFailed = new ApiError(400, { detail: 'Failed.', code: 'oauth_failed' })

function calls(signIn: () => Promise<{ key: string }>, link: () => Promise<unknown> = async () => ({})) {
  const fake = { oauthSignIn: vi.fn(signIn), linkOAuth: vi.fn(link) }
  return fake satisfies OAuthCalls
}
const run = (api: OAuthCalls, hasSession: boolean) =>
  providerOutcome(api, { provider: 'yandex', data: DATA, hasSession, returnUrl: '/cart/' })

test('a linked identity signs in, with or without a session', async () => {
  for (const hasSession of [false, true]) {
    const api = calls(async () => ({ key: 'k1' }))
    expect(await run(api, hasSession)).toEqual({ outcome: 'auth', key: 'k1' })
    expect(api.oauthSignIn).toHaveBeenCalledWith('yandex', DATA)
    expect(api.linkOAuth).not.toHaveBeenCalled()
  }
})

test('an unlinked identity without a session goes to the phone step with its ticket', async () => {
  const api = calls(async () => Promise.reject(notLinked))
  expect(await run(api, false)).toEqual({ outcome: 'phone', ticket: TICKET })
  expect(api.linkOAuth).not.toHaveBeenCalled()
})

test('a failed provider sign-in without a session goes to the phone step with nothing to link', async () => {
  expect(
    await run(
      calls(async () => Promise.reject(exchangeFailed)),
      false,
    ),
  ).toEqual({
    outcome: 'phone',
    ticket: null,
  })
  expect(
    await run(
      calls(async () => Promise.reject(new TypeError('fetch failed'))),
      false,
    ),
  ).toEqual({
    outcome: 'phone',
    ticket: null,
  })
})

test('with a session an unlinked identity is linked by its ticket', async () => {
  const api = calls(async () => Promise.reject(notLinked))
  expect(await run(api, true)).toEqual({ outcome: 'linked' })
  expect(api.linkOAuth).toHaveBeenCalledWith('yandex', { ticket: TICKET })
})

test('with a session a refused link, or a failure with no ticket, is the error result', async () => {
  const taken = new ApiError(409, { detail: 'Taken.', code: 'identity_taken' })
  expect(
    await run(
      calls(
        async () => Promise.reject(notLinked),
        async () => Promise.reject(taken),
      ),
      true,
    ),
  ).toEqual({
    outcome: 'error',
  })
  const api = calls(async () => Promise.reject(exchangeFailed))
  expect(await run(api, true)).toEqual({ outcome: 'error' })
  expect(api.linkOAuth).not.toHaveBeenCalled()
})

test('only a well-formed ticket of an identity_not_linked 404 counts', () => {
  expect(ticketOf(notLinked)).toBe(TICKET)
  expect(ticketOf(new ApiError(404, { detail: 'x', code: 'identity_not_linked', ticket: 'nope' }))).toBeNull()
  expect(ticketOf(new ApiError(404, { detail: 'x', ticket: TICKET }))).toBeNull()
  expect(ticketOf(exchangeFailed)).toBeNull()
  expect(ticketOf(new Error('x'))).toBeNull()
})

test('each outcome leads to its page', () => {
  expect(outcomeLocation({ outcome: 'auth', key: 'k' }, 'vk', '/cart/')).toBe('/cart/')
  expect(outcomeLocation({ outcome: 'linked' }, 'vk', '/')).toBe(
    '/oauth/?result=linked&provider=vk&returnUrl=%2Fmy%2Fprofile%2F',
  )
  expect(outcomeLocation({ outcome: 'error' }, 'vk', '/my/orders/')).toBe(
    '/oauth/?result=link-failed&provider=vk&returnUrl=%2Fmy%2Forders%2F',
  )
  expect(outcomeLocation({ outcome: 'phone', ticket: TICKET }, 'vk', '/cart/')).toBe(
    '/login/?returnUrl=%2Fcart%2F',
  )
  expect(outcomeLocation({ outcome: 'phone', ticket: null }, 'vk', '/')).toBe('/login/?oauth=failed')
  expect(loginUrl('/', false)).toBe('/login/')
  expect(resultUrl('linked', 'sber', '/my/profile/')).toBe(
    '/oauth/?result=linked&provider=sber&returnUrl=%2Fmy%2Fprofile%2F',
  )
})
