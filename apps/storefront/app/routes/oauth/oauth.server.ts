import { data, redirect } from '@remix-run/node'
import type { OAuthProvider } from '@vitrina/api-client/schemas'
import { safeReturnUrl } from '@vitrina/domain/safe-href'
import { isOAuthProvider, startFlow } from '../../features/sign-in/oauth-flow.server.ts'
import { offeredProviders } from '../../features/sign-in/oauth-providers.server.ts'
import { storefrontContext } from '../../lib/context.server.ts'

const NO_STORE = { 'Cache-Control': 'private, no-store' }

export type OAuthPageView =
  | { view: 'linked' | 'link-failed'; provider: OAuthProvider; returnUrl: string }
  | { view: 'unavailable'; returnUrl: string }

/**
 * GET /oauth (spec §2, empty layout). `?provider=` starts a sign-in (or, signed in, a link) with an offered
 * provider: a redirect to the provider with a fresh state and PKCE challenge. `?result=linked|link-failed`
 * is where a signed-in shopper lands after the callback. Anything else, or a provider not offered, is the
 * "not available" view.
 */
export async function loadOAuth(request: Request) {
  const query = new URL(request.url).searchParams
  const provider = query.get('provider')
  const returnUrl = safeReturnUrl(query.get('returnUrl'), '/')
  const result = query.get('result')
  if ((result === 'linked' || result === 'link-failed') && isOAuthProvider(provider)) {
    return data<OAuthPageView>({ view: result, provider, returnUrl }, { headers: NO_STORE })
  }
  if (result === null && isOAuthProvider(provider)) {
    const context = await storefrontContext(request)
    const start = (await offeredProviders(context)).find((offered) => offered.provider === provider)
    if (start) {
      const { location, setCookie } = await startFlow(request, start, returnUrl)
      throw redirect(location, { headers: { ...NO_STORE, 'Set-Cookie': setCookie } })
    }
  }
  return data<OAuthPageView>({ view: 'unavailable', returnUrl }, { status: 404, headers: NO_STORE })
}
