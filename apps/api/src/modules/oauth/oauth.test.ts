import { ApiError, createApiClient } from '@vitrina/api-client'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { oauthProviders } from '../../db/schema/index.ts'
import { OIDC_CLIENT, startOidcProvider } from '../../testing/oidc-provider.ts'
import { signInNewCustomer } from '../../testing/sign-in.ts'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'

let server: TestServer
let idp: Awaited<ReturnType<typeof startOidcProvider>>
beforeAll(async () => {
  idp = await startOidcProvider()
  server = await startTestServer()
  await server.handle.db.insert(oauthProviders).values({
    companyId: 1,
    provider: 'yandex',
    issuer: idp.issuer,
    clientId: OIDC_CLIENT.client_id,
    clientSecret: OIDC_CLIENT.client_secret,
  })
})
afterAll(async () => {
  await server.close()
  await idp.close()
})

const call = (path: string, body: unknown, token?: string, company = 1) =>
  server.request(path, { method: 'POST', company, body: JSON.stringify(body), ...(token ? { token } : {}) })

test('a new provider identity goes to the phone step, is linked by ticket, and then signs in', async () => {
  const first = await call('/api/v2/oauth/yandex/auth/', await idp.signIn('alice'))
  expect(first.status).toBe(404)
  const { code, ticket } = await first.json()
  expect(code).toBe('identity_not_linked')
  const { key } = await signInNewCustomer(server)
  const linked = await call('/api/v2/oauth/yandex/link/', { ticket }, key)
  expect(await linked.json()).toEqual({ linked: true, provider: 'yandex' })
  expect((await call('/api/v2/oauth/yandex/link/', { ticket }, key)).status).toBe(400)
  const again = await call('/api/v2/oauth/yandex/auth/', await idp.signIn('alice'))
  expect(again.status).toBe(200)
  const me = await (await server.request('/api/customers/me/', { token: (await again.json()).key })).json()
  const original = await (await server.request('/api/customers/me/', { token: key })).json()
  expect(me.id).toBe(original.id)
})

test('a signed-in customer links directly with provider data; an identity of another customer is a 409', async () => {
  const bob = await signInNewCustomer(server)
  expect((await call('/api/v2/oauth/yandex/link/', await idp.signIn('bob'), bob.key)).status).toBe(200)
  const eve = await signInNewCustomer(server)
  const taken = await call('/api/v2/oauth/yandex/link/', await idp.signIn('bob'), eve.key)
  expect(taken.status).toBe(409)
  expect((await taken.json()).code).toBe('identity_taken')
})

test('the configured providers are listed with their public start data, never the secret', async () => {
  const listed = await (await server.request('/api/v2/oauth/providers/')).json()
  expect(listed).toEqual({
    results: [
      {
        provider: 'yandex',
        authorization_endpoint: `${idp.issuer}/auth`,
        client_id: OIDC_CLIENT.client_id,
        scope: 'openid',
      },
    ],
  })
  expect(JSON.stringify(listed)).not.toContain(OIDC_CLIENT.client_secret)
  expect(await (await server.request('/api/v2/oauth/providers/', { company: 2 })).json()).toEqual({
    results: [],
  })
})

test('a provider whose discovery fails is left out of the list, not an error', async () => {
  await server.handle.db.insert(oauthProviders).values({
    companyId: 2,
    provider: 'sber',
    issuer: 'http://127.0.0.1:9',
    clientId: 'x',
    clientSecret: 'y',
  })
  const response = await server.request('/api/v2/oauth/providers/', { company: 2 })
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ results: [] })
})

test('a failed provider exchange, an unknown provider and an unconfigured company are refused', async () => {
  const data = await idp.signIn('carol')
  const failed = await call('/api/v2/oauth/yandex/auth/', { ...data, code: 'not-a-real-code' })
  expect(failed.status).toBe(400)
  expect((await failed.json()).code).toBe('oauth_failed')
  expect((await call('/api/v2/oauth/google/auth/', data)).status).toBe(404)
  expect((await call('/api/v2/oauth/vk/auth/', data)).status).toBe(404)
  expect((await call('/api/v2/oauth/yandex/auth/', data, undefined, 2)).status).toBe(404)
  expect((await call('/api/v2/oauth/yandex/auth/', { ...data, code_verifier: 'short' })).status).toBe(400)
  expect((await call('/api/v2/oauth/yandex/link/', { ticket: 'a'.repeat(40) })).status).toBe(401)
})

test('the api-client calls match the contract: list, sign-in refusal with its ticket, link by ticket', async () => {
  const api = (token?: string) => createApiClient({ baseUrl: server.url, company: 1, token })
  const [start] = await api().oauth.listOAuthProviders()
  expect(start).toMatchObject({ provider: 'yandex', client_id: OIDC_CLIENT.client_id })
  const refused = await api()
    .oauth.oauthSignIn('yandex', await idp.signIn('dave'))
    .catch((error: unknown) => error)
  expect(refused).toBeInstanceOf(ApiError)
  expect(refused).toMatchObject({ status: 404, code: 'identity_not_linked' })
  const { ticket } = (refused as ApiError).body as { ticket: string }
  const { key } = await signInNewCustomer(server)
  expect(await api(key).oauth.linkOAuth('yandex', { ticket })).toEqual({ linked: true, provider: 'yandex' })
  expect((await api().oauth.oauthSignIn('yandex', await idp.signIn('dave'))).key).toMatch(/^[a-f0-9]{40}$/)
})
