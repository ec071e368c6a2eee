import { redirect } from '@remix-run/node'
import {
  type CallbackCheck,
  checkCallback,
  clearedFlowCookie,
  isOAuthProvider,
  pendingLinkCookie,
  readFlow,
} from '../../features/sign-in/oauth-flow.server.ts'
import {
  loginUrl,
  outcomeLocation,
  providerOutcome,
  resultUrl,
} from '../../features/sign-in/oauth-outcome.server.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { currentCustomer, signIn } from '../../lib/session.server.ts'

/**
 * GET /oauth/callback/{provider}: checks the answer against this browser's attempt, completes it through
 * the API and redirects by the outcome. The attempt's cookie is cleared whatever happens.
 */
export async function handleCallback(request: Request, provider: string): Promise<Response> {
  const context = await storefrontContext(request)
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  headers.append('Set-Cookie', await clearedFlowCookie(request))
  const hasSession = (await currentCustomer(context)) !== null
  const check: CallbackCheck = checkCallback(
    await readFlow(request),
    provider,
    new URL(request.url).searchParams,
  )
  if (!check.ok || !isOAuthProvider(provider)) {
    console.warn(`oauth: callback of ${provider} refused: ${check.ok ? 'unknown provider' : check.reason}`)
    const returnUrl = check.ok ? check.flow.returnUrl : '/'
    const location =
      hasSession && isOAuthProvider(provider)
        ? resultUrl('link-failed', provider, returnUrl)
        : loginUrl(returnUrl, true)
    return redirect(location, { headers })
  }
  const { flow, code } = check
  const outcome = await providerOutcome(context.api.oauth, {
    provider,
    data: { code, code_verifier: flow.verifier, redirect_uri: flow.redirectUri },
    hasSession,
    returnUrl: flow.returnUrl,
  })
  if (outcome.outcome === 'auth') {
    for (const cookie of (await signIn(context, request, outcome.key)).getSetCookie())
      headers.append('Set-Cookie', cookie)
  }
  if (outcome.outcome === 'phone' && outcome.ticket)
    headers.append('Set-Cookie', await pendingLinkCookie(request, { provider, ticket: outcome.ticket }))
  return redirect(outcomeLocation(outcome, provider, flow.returnUrl), { headers })
}
