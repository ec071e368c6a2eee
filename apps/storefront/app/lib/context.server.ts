import { type ApiClient, createApiClient } from '@vitrina/api-client'
import type { CompanySettings, Region } from '@vitrina/api-client/schemas'
import { DEFAULT_LOCALE, detectLocale, type Locale, parseLocale } from '@vitrina/domain/locale'
import { companyForHost, parseTenantHosts } from '@vitrina/domain/tenant-hosts'
import { cookiesFor, readCookie, type StorefrontCookies } from './cookies.server.ts'
import { edgeClientIp } from './edge/client-address.server.ts'
import { env } from './env.server.ts'
import { requestOrigin } from './origin.server.ts'
import { SharedLoads } from './shared-loads.server.ts'
import { requestHostname } from './tenant.server.ts'

/** Everything a loader or action needs to talk to the API on behalf of this shopper on this tenant. */
export type StorefrontContext = {
  company: CompanySettings
  regions: Region[]
  region: Region | undefined
  /**
   * How the region was chosen: by the shopper (cookie), guessed from the IP, or the company's first region
   * because the IP said nothing. The header asks "Is this your city?" unless the shopper chose.
   */
  regionSource: 'cookie' | 'geoip' | 'default'
  locale: Locale
  token: string | undefined
  api: ApiClient
  cookies: StorefrontCookies
  /** Set when the API refused the token (401): the root loader then clears the cookie (spec §7). */
  session: { tokenRejected: boolean }
}

// Company settings and regions change rarely; a minute of staleness keeps every page from paying two calls.
const TENANT_TTL_MS = env().TENANT_SETTINGS_TTL_MS
// With the API down, the shop keeps its frame (settings, regions) from the last values it read.
const companies = new SharedLoads<number, CompanySettings>(TENANT_TTL_MS, 1_000, { staleOnFailure: true })
// Region names follow the interface language (the API localises them), so the key is company:locale.
const regionLists = new SharedLoads<string, Region[]>(TENANT_TTL_MS, 1_000, { staleOnFailure: true })
// The API's region guess for an address, per company (issue 18: every guest page without a region cookie asked
// the API again). Keyed by company and IP, never by shopper; bounded, and a failed guess is not kept.
const GEOIP_TTL_MS = 10 * 60_000
const regionGuesses = new SharedLoads<string, string | null>(GEOIP_TTL_MS, 10_000)
const contexts = new WeakMap<Request, Promise<StorefrontContext>>()

/**
 * The request's storefront context, built once per request (the root and the route loaders share it).
 * Locale: the shopper's cookie, else the company's language; the browser's Accept-Language only decides
 * when the company's language is not one we translate (see the README: a tenant's catalogue is written in
 * its own language, and a page whose frame follows the browser while the products do not reads as broken).
 */
export function storefrontContext(request: Request): Promise<StorefrontContext> {
  let context = contexts.get(request)
  if (!context) {
    context = buildContext(request)
    contexts.set(request, context)
  }
  return context
}

async function buildContext(request: Request): Promise<StorefrontContext> {
  const config = env()
  const companyId = companyForHost(
    requestHostname(request),
    parseTenantHosts(config.TENANT_HOSTS),
    config.DEFAULT_COMPANY,
  )
  const cookies = cookiesFor(request)
  const [token, regionSlug, localeCookie] = await Promise.all([
    readCookie(cookies.token, request),
    readCookie(cookies.region, request),
    readCookie(cookies.locale, request),
  ])
  // The API rate-limits and guesses regions by the shopper's IP, not the storefront server's.
  // Links the API sends (email confirmation, sign-in links, payment returns) point back at this host; the API
  // accepts it only when TENANT_HOSTS says the host is this company's.
  const headers: Record<string, string> = { 'X-Storefront-Origin': requestOrigin(request) }
  // The shopper's address as the edge saw it, vouched for with the secret the API shares with us; a header the
  // shopper sent (X-Forwarded-For) is never passed on.
  const clientIp = edgeClientIp(request)
  if (clientIp && config.STOREFRONT_SECRET) {
    headers['X-Storefront-Client-Ip'] = clientIp
    headers['X-Storefront-Secret'] = config.STOREFRONT_SECRET
  }
  const anonymous = createApiClient({ baseUrl: config.API_URL, company: companyId, headers })
  const company = await companies.get(companyId, () => anonymous.tenant.getCompany())
  const locale = localeCookie
    ? detectLocale(localeCookie, undefined, parseLocale(company.language) ?? DEFAULT_LOCALE)
    : (parseLocale(company.language) ??
      detectLocale(undefined, request.headers.get('accept-language') ?? undefined))
  // The API names categories, regions and payment choices in the language it is sent (issue 10: the language
  // switch changed the interface but not the content).
  const base = {
    baseUrl: config.API_URL,
    company: companyId,
    headers: { ...headers, 'Accept-Language': locale },
  }
  const localized = createApiClient(base)
  const regions = await regionLists.get(
    `${companyId}:${locale}`,
    async () => (await localized.tenant.listRegions()).results,
  )
  const chosen = regions.find((r) => r.slug === regionSlug)
  const guessed = chosen ? undefined : await guessRegion(localized, companyId, regions, clientIp)
  const region = chosen ?? guessed ?? regions[0]
  const regionSource = chosen ? 'cookie' : guessed ? 'geoip' : 'default'
  const session = { tokenRejected: false }
  const api = createApiClient({
    ...base,
    region: region?.slug,
    token,
    onUnauthorized: () => {
      session.tokenRejected = true
    },
  })
  return { company, regions, region, regionSource, locale, token, api, cookies, session }
}

/** The region the API guesses from the shopper's IP (cached per company and IP); none for no IP. */
async function guessRegion(api: ApiClient, companyId: number, regions: Region[], ip: string | undefined) {
  if (!ip) return undefined
  const slug = await regionGuesses
    .get(`${companyId}:${ip}`, async () => {
      const answer = await api.tenant.geoip(ip)
      return answer.determined && answer.region ? answer.region.slug : null
    })
    .catch(() => null)
  return slug ? regions.find((r) => r.slug === slug) : undefined
}
