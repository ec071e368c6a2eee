/**
 * White-label hosts: which company a storefront host belongs to, and which storefront origin a link sent to
 * a customer (email confirmation, sign-in link, payment return) may point at. Both the storefront (to pick
 * the tenant) and the API (to build links) read the same `host=company,...` setting, so a link for a
 * company-2 customer never lands on company 1's domain, and a forged origin never gets into a message.
 */
import { isLocalHostname } from './marketing.ts'

/** `outdoor.localhost=1, travel.localhost=2` → hostname → company id; malformed pairs are skipped. */
export function parseTenantHosts(value: string): Map<string, number> {
  const map = new Map<string, number>()
  for (const pair of value.split(',')) {
    const [host, id] = pair.split('=').map((part) => part.trim().toLowerCase())
    const company = Number(id)
    if (host && Number.isInteger(company) && company > 0) map.set(host, company)
  }
  return map
}

export function companyForHost(
  hostname: string,
  hosts: ReadonlyMap<string, number>,
  fallback: number,
): number {
  return hosts.get(hostname.toLowerCase()) ?? fallback
}

export type StorefrontOrigins = {
  hosts: ReadonlyMap<string, number>
  /** The operator's main storefront URL: accepted for every company and the fallback. */
  defaultUrl: string
}

/**
 * The origin (`scheme://host[:port]`, no trailing slash) to build a customer-facing link on: the origin the
 * storefront says it serves when its host belongs to `company` (or is the main storefront's host), https
 * unless the host is local; otherwise the main storefront URL. Never an arbitrary host from a request.
 */
export function storefrontOriginFor(
  requested: string | null | undefined,
  company: number,
  origins: StorefrontOrigins,
): string {
  const fallback = new URL(origins.defaultUrl).origin
  if (!requested) return fallback
  let url: URL
  try {
    url = new URL(requested)
  } catch {
    return fallback
  }
  const hostname = url.hostname.toLowerCase()
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && isLocalHostname(hostname))
  if (!secure || url.username || url.password) return fallback
  const owned = origins.hosts.get(hostname) === company || hostname === new URL(origins.defaultUrl).hostname
  return owned ? url.origin : fallback
}
