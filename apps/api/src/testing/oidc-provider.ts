import { createHash, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

export const OIDC_CLIENT = { client_id: 'vitrina-test', client_secret: 'vitrina-test-secret' }
export const OIDC_REDIRECT = 'http://shop.test/oauth/callback/yandex'

/**
 * A real OpenID provider (`oidc-provider`) on a free local port, standing in for Yandex,
 * T-Bank, Sber or VK. `signIn(login)` plays the browser: authorize with PKCE, log in as
 * `login` on the dev interaction pages, consent, and return the code the storefront gets.
 */
export async function startOidcProvider() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const provider = new Provider(issuer, {
    clients: [{ ...OIDC_CLIENT, redirect_uris: [OIDC_REDIRECT] }],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    findAccount: async (_ctx, id) => ({ accountId: id, claims: async () => ({ sub: id }) }),
  })
  server.on('request', provider.callback())

  async function signIn(
    login: string,
  ): Promise<{ code: string; code_verifier: string; redirect_uri: string }> {
    const verifier = randomBytes(32).toString('base64url')
    const challenge = createHash('sha256').update(verifier).digest('base64url')
    const cookies = new Map<string, string>()
    const go = async (url: string, form?: Record<string, string>) => {
      const response = await fetch(new URL(url, issuer), {
        method: form ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(form ? { body: new URLSearchParams(form) } : {}),
      })
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';')
        const at = pair.indexOf('=')
        cookies.set(pair.slice(0, at), pair.slice(at + 1))
      }
      return response
    }
    const query = new URLSearchParams({
      client_id: OIDC_CLIENT.client_id,
      response_type: 'code',
      scope: 'openid',
      redirect_uri: OIDC_REDIRECT,
      state: 'test-state',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    })
    let response = await go(`/auth?${query}`)
    for (let step = 0; step < 10; step++) {
      const location = response.headers.get('location')
      if (location?.startsWith(OIDC_REDIRECT)) {
        const code = new URL(location).searchParams.get('code')
        if (!code) throw new Error('no code in the redirect')
        return { code, code_verifier: verifier, redirect_uri: OIDC_REDIRECT }
      }
      if (location) {
        response = await go(location)
        continue
      }
      const page = await response.text()
      const action = /action="([^"]+)"/.exec(page)?.[1]
      if (!action) throw new Error(`unexpected provider page (${response.status})`)
      response = page.includes('name="login"')
        ? await go(action, { prompt: 'login', login, password: 'any' })
        : await go(action, { prompt: 'consent' })
    }
    throw new Error('the provider flow did not finish')
  }

  return { issuer, signIn, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
