import { type ApiClientOptions, call } from '../http.ts'
import * as op from '../operations/services.ts'
import type { OAuthProvider } from '../schemas/oauth.ts'

/** What the storefront got back from the provider, with the PKCE verifier it kept for this attempt. */
export type OAuthProviderData = { code: string; code_verifier: string; redirect_uri: string }

/** GET /api/v2/oauth/providers/ — the company's configured providers and how to start each. */
export const listOAuthProviders = async (o: ApiClientOptions) =>
  (await call(o, op.listOAuthProviders, {})).results

/**
 * POST /api/v2/oauth/{provider}/auth/ — signs in by the provider identity: `{ key }`. An identity not linked
 * yet is a 404 `identity_not_linked` whose body carries a `ticket` for {@link linkOAuth} after the phone step.
 */
export const oauthSignIn = (o: ApiClientOptions, provider: OAuthProvider, data: OAuthProviderData) =>
  call(o, op.oauthSignIn, { params: { provider }, body: data })

/** POST /api/v2/oauth/{provider}/link/ — links the identity (by ticket or fresh provider data) to the customer. */
export const linkOAuth = (
  o: ApiClientOptions,
  provider: OAuthProvider,
  input: { ticket: string } | OAuthProviderData,
) => call(o, op.linkOAuth, { params: { provider }, body: input })
