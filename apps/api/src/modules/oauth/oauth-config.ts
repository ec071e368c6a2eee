import { eq } from 'drizzle-orm'
import type { Logger } from 'pino'
import * as v from 'valibot'
import type { Database } from '../../db/client.ts'
import { companies, oauthProviders } from '../../db/schema/index.ts'
import { OAUTH_PROVIDERS } from './oauth.service.ts'

const ProviderEntry = v.object({
  company: v.pipe(v.number(), v.integer(), v.minValue(1)),
  provider: v.picklist(OAUTH_PROVIDERS),
  issuer: v.pipe(v.string(), v.url()),
  client_id: v.pipe(v.string(), v.minLength(1)),
  client_secret: v.pipe(v.string(), v.minLength(1)),
  scope: v.optional(v.pipe(v.string(), v.minLength(1)), 'openid'),
})
const ProviderList = v.array(ProviderEntry)
export type OAuthProviderEntry = v.InferOutput<typeof ProviderEntry>

/**
 * Reads `OAUTH_PROVIDERS` (a JSON array, see the README). A malformed value fails the start: a provider
 * configured wrongly should not quietly vanish from the login page. The message names the broken field,
 * never its value, so a client secret cannot end up in a log.
 */
export function parseOAuthProviders(json: string | undefined): OAuthProviderEntry[] {
  if (json === undefined || json.trim() === '') return []
  let raw: unknown
  try {
    raw = JSON.parse(json)
  } catch {
    throw new Error('OAUTH_PROVIDERS: not valid JSON')
  }
  const result = v.safeParse(ProviderList, raw)
  if (!result.success) {
    const where = result.issues.map((issue) => v.getDotPath(issue) ?? '(root)').join(', ')
    throw new Error(`OAUTH_PROVIDERS: invalid entry at ${where}`)
  }
  return result.output
}

/**
 * Makes each configured provider usable for its company: upserts its `oauth_providers` row and offers it in
 * the company's `oauth_methods` setting (the storefront shows a button for each offered method the API
 * has configured). Entries for a company that does not exist are skipped with a warning.
 */
export async function applyOAuthProviders(
  db: Database,
  entries: readonly OAuthProviderEntry[],
  logger: Pick<Logger, 'info' | 'warn'>,
): Promise<void> {
  for (const entry of entries) {
    const [company] = await db.select().from(companies).where(eq(companies.id, entry.company))
    if (!company) {
      logger.warn({ company: entry.company, provider: entry.provider }, 'OAUTH_PROVIDERS: no such company')
      continue
    }
    const config = {
      issuer: entry.issuer,
      clientId: entry.client_id,
      clientSecret: entry.client_secret,
      scope: entry.scope,
    }
    await db
      .insert(oauthProviders)
      .values({ companyId: entry.company, provider: entry.provider, ...config })
      .onConflictDoUpdate({ target: [oauthProviders.companyId, oauthProviders.provider], set: config })
    const offered = Array.isArray(company.settings.oauth_methods) ? company.settings.oauth_methods : []
    if (!offered.some((method) => (method as { slug?: unknown })?.slug === entry.provider)) {
      const settings = { ...company.settings, oauth_methods: [...offered, { slug: entry.provider }] }
      await db.update(companies).set({ settings }).where(eq(companies.id, entry.company))
    }
    logger.info(
      { company: entry.company, provider: entry.provider, issuer: entry.issuer },
      'OAuth provider set',
    )
  }
}
