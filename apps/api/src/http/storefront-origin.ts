import { parseTenantHosts, storefrontOriginFor } from '@vitrina/domain/tenant-hosts'
import type { Context } from 'hono'
import type { Env } from '../env.ts'
import type { AppEnv } from './context.ts'

const parsed = new WeakMap<Env, ReadonlyMap<string, number>>()

/**
 * The storefront origin to build a customer's link on (email confirmation, sign-in link, payment return):
 * the host the storefront says it serves (X-Storefront-Origin) when TENANT_HOSTS gives it to this company,
 * else STOREFRONT_URL. A request cannot smuggle a foreign host into a message the shop sends.
 */
export function storefrontOrigin(env: Env, company: number, requested: string | null | undefined): string {
  let hosts = parsed.get(env)
  if (!hosts) {
    hosts = parseTenantHosts(env.TENANT_HOSTS)
    parsed.set(env, hosts)
  }
  return storefrontOriginFor(requested, company, { hosts, defaultUrl: env.STOREFRONT_URL })
}

/** `storefrontOrigin` for the request's company and header. */
export function requestStorefrontOrigin(c: Context<AppEnv>, company = c.var.company.id): string {
  return storefrontOrigin(c.var.deps.env, company, c.req.header('x-storefront-origin'))
}
