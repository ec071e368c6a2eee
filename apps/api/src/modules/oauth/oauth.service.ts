import { OAUTH_PROVIDERS, type OAuthProvider } from '@vitrina/api-client/schemas/oauth'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { oauthIdentities, oauthProviders, oauthTickets } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { ApiProblem, badRequest, conflict, notFound } from '../../http/errors.ts'
import { hashToken, newTokenKey } from '../../lib/crypto.ts'
import { issueToken } from '../auth/auth.service.ts'
import { discoverForListing, exchangeCodeForSubject } from './oidc-client.ts'

export { OAUTH_PROVIDERS, type OAuthProvider }
export type ProviderData = { code: string; code_verifier: string; redirect_uri: string }

const TICKET_TTL_MS = 10 * 60_000

async function verifiedSubject(
  deps: Deps,
  companyId: number,
  provider: OAuthProvider,
  data: ProviderData,
): Promise<string> {
  const [config] = await deps.db
    .select()
    .from(oauthProviders)
    .where(and(eq(oauthProviders.companyId, companyId), eq(oauthProviders.provider, provider)))
  if (!config) throw notFound('This sign-in method is not available.')
  try {
    const { subject } = await exchangeCodeForSubject(config, {
      code: data.code,
      codeVerifier: data.code_verifier,
      redirectUri: data.redirect_uri,
    })
    return subject
  } catch (error) {
    deps.logger.warn({ err: error, provider }, 'provider sign-in failed')
    throw badRequest('Sign-in through the service failed.', 'oauth_failed')
  }
}

export type ProviderStart = {
  provider: OAuthProvider
  authorization_endpoint: string
  client_id: string
  scope: string
}

/**
 * The providers configured for the company, with what a storefront needs to send the shopper to them
 * (the public client id, the authorization endpoint from discovery, the scope). The secret never leaves.
 * A provider whose discovery fails right now is left out (logged), so one broken provider does not hide
 * the others or the phone sign-in.
 */
export async function listProviders(deps: Deps, companyId: number): Promise<ProviderStart[]> {
  const configs = await deps.db
    .select()
    .from(oauthProviders)
    .where(eq(oauthProviders.companyId, companyId))
    .orderBy(oauthProviders.provider)
  const nowMs = deps.clock.now().getTime()
  const found = await Promise.all(
    configs.map(async (config): Promise<ProviderStart | null> => {
      const provider = OAUTH_PROVIDERS.find((p) => p === config.provider)
      if (!provider) return null
      try {
        const { authorization_endpoint } = await discoverForListing(config.issuer, nowMs)
        return { provider, authorization_endpoint, client_id: config.clientId, scope: config.scope }
      } catch (error) {
        deps.logger.warn({ err: error, provider }, 'provider discovery failed')
        return null
      }
    }),
  )
  return found.filter((start) => start !== null)
}

/**
 * Signs in by a provider identity. An identity not linked yet answers 404 with a short-lived
 * ticket: a signed-in storefront links it at once, otherwise it runs the phone step first and
 * links with the ticket (spec §4 "Sign-in").
 */
export async function oauthSignIn(
  deps: Deps,
  companyId: number,
  provider: OAuthProvider,
  data: ProviderData,
): Promise<{ key: string }> {
  const subject = await verifiedSubject(deps, companyId, provider, data)
  const [identity] = await deps.db
    .select({ customerId: oauthIdentities.customerId })
    .from(oauthIdentities)
    .where(
      and(
        eq(oauthIdentities.companyId, companyId),
        eq(oauthIdentities.provider, provider),
        eq(oauthIdentities.providerUserId, subject),
      ),
    )
  if (identity) return { key: await issueToken(deps, identity.customerId) }
  const ticket = newTokenKey()
  await deps.db.insert(oauthTickets).values({
    companyId,
    provider,
    providerUserId: subject,
    ticketHash: hashToken(ticket),
    expiresAt: new Date(deps.clock.now().getTime() + TICKET_TTL_MS),
  })
  throw new ApiProblem(404, {
    detail: 'This account is not linked yet. Sign in by phone to link it.',
    code: 'identity_not_linked',
    ticket,
  })
}

/** Links a provider identity (by ticket or by fresh provider data) to the signed-in customer. */
export async function oauthLink(
  deps: Deps,
  ctx: { companyId: number; customerId: number },
  provider: OAuthProvider,
  input: { ticket: string } | ProviderData,
): Promise<{ linked: true; provider: OAuthProvider }> {
  let subject: string
  if ('ticket' in input) {
    const [ticket] = await deps.db
      .update(oauthTickets)
      .set({ usedAt: deps.clock.now() })
      .where(
        and(
          eq(oauthTickets.ticketHash, hashToken(input.ticket)),
          eq(oauthTickets.companyId, ctx.companyId),
          eq(oauthTickets.provider, provider),
          isNull(oauthTickets.usedAt),
          gt(oauthTickets.expiresAt, deps.clock.now()),
        ),
      )
      .returning({ subject: oauthTickets.providerUserId })
    if (!ticket)
      throw badRequest('The link request has expired. Sign in through the service again.', 'ticket_expired')
    subject = ticket.subject
  } else {
    subject = await verifiedSubject(deps, ctx.companyId, provider, input)
  }
  const inserted = await deps.db
    .insert(oauthIdentities)
    .values({ companyId: ctx.companyId, provider, providerUserId: subject, customerId: ctx.customerId })
    .onConflictDoNothing()
    .returning({ customerId: oauthIdentities.customerId })
  if (inserted.length === 0) {
    const [existing] = await deps.db
      .select({ customerId: oauthIdentities.customerId })
      .from(oauthIdentities)
      .where(
        and(
          eq(oauthIdentities.companyId, ctx.companyId),
          eq(oauthIdentities.provider, provider),
          eq(oauthIdentities.providerUserId, subject),
        ),
      )
    if (existing?.customerId !== ctx.customerId)
      throw conflict('This account is already linked to another customer.', 'identity_taken')
  }
  return { linked: true, provider }
}
