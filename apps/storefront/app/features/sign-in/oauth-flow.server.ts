import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { createCookie } from '@remix-run/node'
import type { OAuthProvider, OAuthProviderStart } from '@vitrina/api-client/schemas'
import { OAUTH_PROVIDERS } from '@vitrina/api-client/schemas'
import { safeReturnUrl } from '@vitrina/domain/safe-href'
import * as v from 'valibot'
import { cookiesFor } from '../../lib/cookies.server.ts'

/**
 * The storefront's half of an external sign-in (spec §2 `/oauth`, `/oauth/callback/{provider}`): `state`
 * against login CSRF and a PKCE verifier, both random per attempt and kept in a short-lived HttpOnly cookie
 * scoped to /oauth, so no page script and no other page sees them. The API does the code exchange with the
 * client secret (it takes the verifier with the code); the storefront never holds a provider secret.
 */

/** Ten minutes to get through the provider's pages; the API's link ticket lives as long. */
const FLOW_MAX_AGE_SECONDS = 600

const Provider = v.picklist(OAUTH_PROVIDERS)
const Flow = v.object({
  provider: Provider,
  state: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)),
  verifier: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)),
  redirectUri: v.pipe(v.string(), v.url()),
  returnUrl: v.string(),
})
export type OAuthFlow = v.InferOutput<typeof Flow>

const Link = v.object({ provider: Provider, ticket: v.pipe(v.string(), v.regex(/^[a-f0-9]{40}$/)) })
/** A provider identity waiting for the phone step: linked to the account once the code is verified. */
export type PendingLink = v.InferOutput<typeof Link>

export const isOAuthProvider = (value: unknown): value is OAuthProvider => v.is(Provider, value)

async function oauthCookies(request: Request) {
  // Secure exactly where the session cookie is (everywhere but local plain-http hosts): read from that
  // cookie itself, so the rule stays in one place (lib/cookies.server.ts).
  const secure = /;\s*Secure/i.test(await cookiesFor(request).token.serialize(''))
  const options = { httpOnly: true, sameSite: 'lax' as const, secure, maxAge: FLOW_MAX_AGE_SECONDS }
  return {
    // SameSite=Lax still comes back on the provider's top-level GET redirect to the callback.
    flow: createCookie('oauth_flow', { ...options, path: '/oauth' }),
    // Path /: the login page's script posts to /login.data, which a /login path would not match.
    link: createCookie('oauth_link', { ...options, path: '/' }),
  }
}

async function readCookieValue<S extends v.GenericSchema>(
  cookie: Promise<ReturnType<typeof createCookie>>,
  request: Request,
  schema: S,
): Promise<v.InferOutput<S> | null> {
  const value: unknown = await (await cookie).parse(request.headers.get('cookie')).catch(() => null)
  const parsed = v.safeParse(schema, value)
  return parsed.success ? parsed.output : null
}

const randomToken = () => randomBytes(32).toString('base64url')

/**
 * A new attempt with `start`'s provider: the provider's authorization URL (code flow, S256 PKCE) and the
 * Set-Cookie that remembers the attempt. `returnUrl` is checked again here: only same-site paths survive.
 */
export async function startFlow(
  request: Request,
  start: OAuthProviderStart,
  returnUrl: string,
): Promise<{ location: string; setCookie: string }> {
  const origin = new URL(request.url).origin
  const flow: OAuthFlow = {
    provider: start.provider,
    state: randomToken(),
    verifier: randomToken(),
    redirectUri: `${origin}/oauth/callback/${start.provider}`,
    returnUrl: safeReturnUrl(returnUrl, '/'),
  }
  const location = new URL(start.authorization_endpoint)
  // Appended: an authorization endpoint may carry its own query (RFC 6749 §3.1 says to keep it).
  const query = {
    response_type: 'code',
    client_id: start.client_id,
    redirect_uri: flow.redirectUri,
    scope: start.scope,
    state: flow.state,
    code_challenge: createHash('sha256').update(flow.verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }
  for (const [name, value] of Object.entries(query)) location.searchParams.set(name, value)
  return {
    location: location.toString(),
    setCookie: await (await oauthCookies(request)).flow.serialize(flow),
  }
}

/** The attempt this browser started, or null (none, expired, or not ours). */
export const readFlow = (request: Request) =>
  readCookieValue(
    oauthCookies(request).then((c) => c.flow),
    request,
    Flow,
  )

/** The Set-Cookie that ends the attempt: a state is good for one callback only. */
export const clearedFlowCookie = async (request: Request) =>
  (await oauthCookies(request)).flow.serialize('', { maxAge: 0 })

export type CallbackCheck =
  | { ok: true; flow: OAuthFlow; code: string }
  | { ok: false; reason: 'no-flow' | 'wrong-provider' | 'wrong-state' | 'refused' }

/**
 * Whether a callback belongs to the attempt this browser started: the same provider, the same `state`
 * (compared in constant time), and a code rather than the provider's `error`. Anything else signs nobody in.
 */
export function checkCallback(
  flow: OAuthFlow | null,
  provider: string,
  params: URLSearchParams,
): CallbackCheck {
  if (!flow) return { ok: false, reason: 'no-flow' }
  if (flow.provider !== provider) return { ok: false, reason: 'wrong-provider' }
  const state = Buffer.from(params.get('state') ?? '')
  const expected = Buffer.from(flow.state)
  if (state.length !== expected.length || !timingSafeEqual(state, expected))
    return { ok: false, reason: 'wrong-state' }
  const code = params.get('code')
  if (params.has('error') || !code || code.length > 2048) return { ok: false, reason: 'refused' }
  return { ok: true, flow, code }
}

/** The identity to link after the phone step, remembered for /login only. */
export const pendingLinkCookie = async (request: Request, link: PendingLink) =>
  (await oauthCookies(request)).link.serialize(link)

export const readPendingLink = (request: Request) =>
  readCookieValue(
    oauthCookies(request).then((c) => c.link),
    request,
    Link,
  )

export const clearedPendingLinkCookie = async (request: Request) =>
  (await oauthCookies(request)).link.serialize('', { maxAge: 0 })
