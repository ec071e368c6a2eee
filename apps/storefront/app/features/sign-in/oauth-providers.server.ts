import type { OAuthProviderStart } from '@vitrina/api-client/schemas'
import type { StorefrontContext } from '../../lib/context.server.ts'

/**
 * The external sign-in methods to offer: those the company lists in `oauth_methods` that the API has
 * configured, in the company's order. When the API cannot list them right now the login page simply shows
 * the phone sign-in alone.
 */
export async function offeredProviders(context: StorefrontContext): Promise<OAuthProviderStart[]> {
  const offered = context.company.oauth_methods.map((method) => method.slug)
  if (offered.length === 0) return []
  try {
    const configured = await context.api.oauth.listOAuthProviders()
    return offered.flatMap((slug) => configured.filter((start) => start.provider === slug))
  } catch (error) {
    console.warn('oauth: the provider list is unavailable', error instanceof Error ? error.message : error)
    return []
  }
}
