import { LRUCache } from 'lru-cache'

type Discovery = { authorization_endpoint: string; token_endpoint: string; userinfo_endpoint: string }
// Discovery documents for an hour; `fetch` shares one load between concurrent misses and keeps no failure.
const discoveries = new LRUCache<string, Discovery>({ max: 200, ttl: 3_600_000, fetchMethod: loadDiscovery })

export type ProviderConfig = { issuer: string; clientId: string; clientSecret: string }

const LISTING_WAIT_MS = 2_000
const FAILED_PAUSE_MS = 60_000
const failedUntil = new Map<string, number>()

/**
 * Discovery for the login page's provider list: it waits at most 2 s (the discovery goes on and fills the
 * cache for the next page), and an issuer that just failed is skipped for a minute, so a provider that is
 * down costs the login page nothing instead of a 10 s timeout on every load.
 */
export async function discoverForListing(issuer: string, nowMs: number): Promise<Discovery> {
  if ((failedUntil.get(issuer) ?? 0) > nowMs) throw new Error(`discovery of ${issuer} failed recently`)
  const discovery = discover(issuer)
  discovery.catch(() => failedUntil.set(issuer, nowMs + FAILED_PAUSE_MS))
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`discovery of ${issuer} is slow`)), LISTING_WAIT_MS)
  })
  try {
    return await Promise.race([discovery, late])
  } finally {
    clearTimeout(timer)
  }
}

/** The provider's endpoints from its OpenID discovery document (cached for an hour). */
export async function discover(issuer: string): Promise<Discovery> {
  const discovery = await discoveries.fetch(issuer)
  if (!discovery) throw new Error(`discovery of ${issuer} gave nothing`)
  return discovery
}

async function loadDiscovery(issuer: string): Promise<Discovery> {
  const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`discovery of ${issuer} answered ${response.status}`)
  const document = (await response.json()) as Partial<Discovery>
  if (!document.authorization_endpoint || !document.token_endpoint || !document.userinfo_endpoint)
    throw new Error(`discovery of ${issuer} lacks endpoints`)
  return {
    authorization_endpoint: document.authorization_endpoint,
    token_endpoint: document.token_endpoint,
    userinfo_endpoint: document.userinfo_endpoint,
  }
}

/**
 * Exchanges an authorization code (with its PKCE verifier) for the user's subject. The
 * subject comes from the userinfo endpoint, fetched over the provider's own TLS with the
 * fresh access token, so no id_token signature handling is needed here.
 */
export async function exchangeCodeForSubject(
  config: ProviderConfig,
  input: { code: string; codeVerifier: string; redirectUri: string },
): Promise<{ subject: string }> {
  const endpoints = await discover(config.issuer)
  const tokenResponse = await fetch(endpoints.token_endpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: `Basic ${Buffer.from(`${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`).toString('base64')}`,
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: input.code,
      code_verifier: input.codeVerifier,
      redirect_uri: input.redirectUri,
    }),
    signal: AbortSignal.timeout(10_000),
  })
  if (!tokenResponse.ok) throw new Error(`token endpoint answered ${tokenResponse.status}`)
  const tokens = (await tokenResponse.json()) as { access_token?: string }
  if (!tokens.access_token) throw new Error('token endpoint gave no access token')
  const userinfo = await fetch(endpoints.userinfo_endpoint, {
    headers: { Authorization: `Bearer ${tokens.access_token}` },
    signal: AbortSignal.timeout(10_000),
  })
  if (!userinfo.ok) throw new Error(`userinfo answered ${userinfo.status}`)
  const claims = (await userinfo.json()) as { sub?: unknown }
  if (typeof claims.sub !== 'string' || claims.sub.length === 0 || claims.sub.length > 255)
    throw new Error('userinfo gave no subject')
  return { subject: claims.sub }
}
