import { type ApiClientOptions, request } from '../http.ts'
import { AuthKey } from '../schemas/auth.ts'
import { OAuthLinked, type OAuthProvider, OAuthProviderList } from '../schemas/oauth.ts'

/** What the storefront got back from the provider, with the PKCE verifier it kept for this attempt. */
export type OAuthProviderData = { code: string; code_verifier: string; redirect_uri: string }

/** GET /api/v2/oauth/providers/ — the company's configured providers and how to start each. */
export const listOAuthProviders = async (o: ApiClientOptions) =>
  (await request(o, { path: 'api/v2/oauth/providers/', schema: OAuthProviderList })).results

/**
 * POST /api/v2/oauth/{provider}/auth/ — signs in by the provider identity: `{ key }`. An identity not linked
 * yet is a 404 `identity_not_linked` whose body carries a `ticket` for {@link linkOAuth} after the phone step.
 */
export const oauthSignIn = (o: ApiClientOptions, provider: OAuthProvider, data: OAuthProviderData) =>
  request(o, { method: 'POST', path: `api/v2/oauth/${provider}/auth/`, body: data, schema: AuthKey })

/** POST /api/v2/oauth/{provider}/link/ — links the identity (by ticket or fresh provider data) to the customer. */
export const linkOAuth = (
  o: ApiClientOptions,
  provider: OAuthProvider,
  input: { ticket: string } | OAuthProviderData,
) => request(o, { method: 'POST', path: `api/v2/oauth/${provider}/link/`, body: input, schema: OAuthLinked })
