import * as v from 'valibot'

/** The external sign-in providers of spec §1 and §2 (`/oauth/callback/{provider}`). */
export const OAUTH_PROVIDERS = ['yandex', 'tbank', 'sber', 'vk'] as const
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number]

/** A provider the API has configured for the company, with the public data to send a shopper to it. */
export const OAuthProviderStart = v.object({
  provider: v.picklist(OAUTH_PROVIDERS),
  authorization_endpoint: v.pipe(v.string(), v.url()),
  client_id: v.string(),
  scope: v.string(),
})
export type OAuthProviderStart = v.InferOutput<typeof OAuthProviderStart>

export const OAuthProviderList = v.object({ results: v.array(OAuthProviderStart) })

export const OAuthLinked = v.object({ linked: v.literal(true), provider: v.picklist(OAUTH_PROVIDERS) })
