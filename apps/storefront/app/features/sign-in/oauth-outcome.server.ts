import { ApiError, createApiClient, type OAuthProviderData } from '@vitrina/api-client'
import type { OAuthProvider } from '@vitrina/api-client/schemas'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { StorefrontContext } from '../../lib/context.server.ts'
import type { PendingLink } from './oauth-flow.server.ts'
import { signInMachine } from './sign-in.machine.ts'
import type { ProviderInput, SignedIn } from './sign-in-types.ts'

/** The API calls a provider callback needs (the request's api-client's `oauth` group, or fakes in tests). */
export type OAuthCalls = {
  oauthSignIn: (provider: OAuthProvider, data: OAuthProviderData) => Promise<{ key: string }>
  linkOAuth: (provider: OAuthProvider, input: { ticket: string } | OAuthProviderData) => Promise<unknown>
}

/** Where a provider callback ends (spec §4 "Sign-in"): the four outcomes with what each needs next. */
export type ProviderOutcome =
  | { outcome: 'auth'; key: string }
  | { outcome: 'linked' }
  /** Needs the phone step; `ticket` links the identity once the shopper has signed in by phone. */
  | { outcome: 'phone'; ticket: string | null }
  | { outcome: 'error' }

/** The API's 404 for an identity not linked yet carries a short-lived ticket to link it later. */
export function ticketOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 404 || error.code !== 'identity_not_linked')
    return null
  const ticket = (error.body as { ticket?: unknown } | null)?.ticket
  return typeof ticket === 'string' && /^[a-f0-9]{40}$/.test(ticket) ? ticket : null
}

/**
 * Runs the provider part of the sign-in machine on the server with the real API calls: sign in by the
 * identity; if that fails, link it when the shopper has a session, else go to the phone step. The callback
 * is a plain GET from the provider, so this happens before any page renders, with or without JavaScript;
 * the machine stays the one place that decides the outcome.
 */
export async function providerOutcome(
  calls: OAuthCalls,
  input: { provider: OAuthProvider; data: OAuthProviderData; hasSession: boolean; returnUrl: string },
): Promise<ProviderOutcome> {
  let key: string | null = null
  let ticket: string | null = null
  const machine = signInMachine.provide({
    actors: {
      providerSignIn: fromPromise<SignedIn, ProviderInput>(async () => {
        try {
          key = (await calls.oauthSignIn(input.provider, input.data)).key
          return { returnUrl: input.returnUrl }
        } catch (error) {
          ticket = ticketOf(error)
          if (!ticket) console.warn('oauth: provider sign-in refused', errorText(error))
          throw error
        }
      }),
      // The code was spent by the sign-in attempt: only its ticket can link the identity now.
      linkProvider: fromPromise<SignedIn, ProviderInput>(async () => {
        if (!ticket) throw new Error('nothing to link: the provider sign-in gave no ticket')
        try {
          await calls.linkOAuth(input.provider, { ticket })
        } catch (error) {
          console.warn('oauth: linking refused', errorText(error))
          throw error
        }
        return { returnUrl: input.returnUrl }
      }),
    },
  })
  const actor = createActor(machine, {
    input: {
      returnUrl: input.returnUrl,
      hasSession: input.hasSession,
      step: 'provider',
      provider: input.provider,
    },
  }).start()
  try {
    const settled = await waitFor(actor, (s) => s.status === 'done' || s.matches('phone'), {
      timeout: 30_000,
    })
    if (settled.matches('success') && key) return { outcome: 'auth', key }
    if (settled.matches('linked')) return { outcome: 'linked' }
    if (settled.matches('phone')) return { outcome: 'phone', ticket }
    return { outcome: 'error' }
  } finally {
    actor.stop()
  }
}

/** Where a signed-in shopper who linked (or failed to link) an account goes back to by default. */
export const PROFILE_PATH = '/my/profile/'

/** The page that tells a signed-in shopper how linking went (the /oauth route's result view). */
export function resultUrl(result: 'linked' | 'link-failed', provider: OAuthProvider, returnUrl: string) {
  const back = returnUrl === '/' ? PROFILE_PATH : returnUrl
  return `/oauth/?${new URLSearchParams({ result, provider, returnUrl: back })}`
}

/** The login page for a shopper without a session, with the provider's failure when there was one. */
export function loginUrl(returnUrl: string, failed: boolean) {
  const query = new URLSearchParams(returnUrl === '/' ? {} : { returnUrl })
  if (failed) query.set('oauth', 'failed')
  const search = query.toString()
  return search ? `/login/?${search}` : '/login/'
}

/**
 * Where each outcome leads (spec §4): signed in → `returnUrl`; linked or not → the result page; the phone
 * step → /login (with the identity remembered for linking after the code, or the failure said).
 */
export function outcomeLocation(
  outcome: ProviderOutcome,
  provider: OAuthProvider,
  returnUrl: string,
): string {
  switch (outcome.outcome) {
    case 'auth':
      return returnUrl
    case 'linked':
      return resultUrl('linked', provider, returnUrl)
    case 'error':
      return resultUrl('link-failed', provider, returnUrl)
    case 'phone':
      return loginUrl(returnUrl, outcome.ticket === null)
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * After the phone step that a provider sent the shopper to: links the remembered identity to the account
 * just signed in with `key`. Whether it worked; a failure never undoes the sign-in.
 */
export async function linkAfterPhone(
  context: StorefrontContext,
  key: string,
  link: PendingLink,
): Promise<boolean> {
  const api = createApiClient({ ...context.api.options, token: key, onUnauthorized: undefined })
  try {
    await api.oauth.linkOAuth(link.provider, { ticket: link.ticket })
    return true
  } catch (error) {
    console.warn('oauth: linking after the phone step refused', errorText(error))
    return false
  }
}
