import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import { checkCallback, type OAuthFlow, readFlow, readPendingLink, startFlow } from './oauth-flow.server.ts'

const START = {
  provider: 'yandex' as const,
  authorization_endpoint: 'http://idp.test/auth?tenant=a',
  client_id: 'shop',
  scope: 'openid',
}
const request = (url: string, cookie?: string) =>
  new Request(url, cookie ? { headers: { cookie } } : undefined)
const cookiePair = (setCookie: string) => setCookie.split(';')[0] ?? ''

async function started(returnUrl = '/cart/') {
  const { location, setCookie } = await startFlow(
    request('http://outdoor.localhost:3000/oauth'),
    START,
    returnUrl,
  )
  const flow = await readFlow(
    request('http://outdoor.localhost:3000/oauth/callback/yandex', cookiePair(setCookie)),
  )
  if (!flow) throw new Error('the flow cookie did not read back')
  return { url: new URL(location), setCookie, flow }
}

test('a start sends the shopper to the provider with a fresh state and an S256 challenge of the kept verifier', async () => {
  const { url, flow, setCookie } = await started()
  expect(`${url.origin}${url.pathname}`).toBe('http://idp.test/auth')
  expect(Object.fromEntries(url.searchParams)).toEqual({
    tenant: 'a',
    response_type: 'code',
    client_id: 'shop',
    redirect_uri: 'http://outdoor.localhost:3000/oauth/callback/yandex',
    scope: 'openid',
    state: flow.state,
    code_challenge: createHash('sha256').update(flow.verifier).digest('base64url'),
    code_challenge_method: 'S256',
  })
  expect(url.searchParams.get('code_challenge')).not.toBe(flow.verifier)
  expect(setCookie).toMatch(/HttpOnly/)
  expect(setCookie).toMatch(/Path=\/oauth/)
  expect(setCookie).toMatch(/Max-Age=600/)
  expect(setCookie).toMatch(/SameSite=Lax/)
  expect(setCookie).not.toMatch(/Secure/)
  const other = await started()
  expect(other.flow.state).not.toBe(flow.state)
  expect(other.flow.verifier).not.toBe(flow.verifier)
})

test('the cookie is Secure outside local hosts, and a foreign returnUrl is dropped', async () => {
  const { setCookie } = await startFlow(request('https://shop.example.com/oauth'), START, '//evil.example/')
  expect(setCookie).toMatch(/Secure/)
  const flow = await readFlow(
    request('https://shop.example.com/oauth/callback/yandex', cookiePair(setCookie)),
  )
  expect(flow?.returnUrl).toBe('/')
})

const params = (query: Record<string, string>) => new URLSearchParams(query)

test('only a callback with this attempt’s provider, state and a code passes', async () => {
  const { flow } = await started()
  expect(checkCallback(flow, 'yandex', params({ state: flow.state, code: 'abc' }))).toEqual({
    ok: true,
    flow,
    code: 'abc',
  })
  const refused = (f: OAuthFlow | null, provider: string, query: Record<string, string>) => {
    const check = checkCallback(f, provider, params(query))
    return check.ok ? 'ok' : check.reason
  }
  expect(refused(null, 'yandex', { state: flow.state, code: 'abc' })).toBe('no-flow')
  expect(refused(flow, 'vk', { state: flow.state, code: 'abc' })).toBe('wrong-provider')
  expect(refused(flow, 'yandex', { state: `${flow.state.slice(0, -1)}x`, code: 'abc' })).toBe('wrong-state')
  expect(refused(flow, 'yandex', { code: 'abc' })).toBe('wrong-state')
  expect(refused(flow, 'yandex', { state: 'short', code: 'abc' })).toBe('wrong-state')
  expect(refused(flow, 'yandex', { state: flow.state, error: 'access_denied' })).toBe('refused')
  expect(refused(flow, 'yandex', { state: flow.state })).toBe('refused')
})

test('a forged or broken cookie reads as no attempt', async () => {
  const url = 'http://outdoor.localhost:3000/oauth/callback/yandex'
  expect(await readFlow(request(url))).toBeNull()
  expect(await readFlow(request(url, 'oauth_flow=not-base64-json'))).toBeNull()
  const forged = Buffer.from(JSON.stringify({ provider: 'yandex', state: 'x' })).toString('base64')
  expect(await readFlow(request(url, `oauth_flow=${forged}`))).toBeNull()
  const link = Buffer.from(JSON.stringify({ provider: 'vk', ticket: 'zz' })).toString('base64')
  expect(
    await readPendingLink(request('http://outdoor.localhost:3000/login', `oauth_link=${link}`)),
  ).toBeNull()
})
