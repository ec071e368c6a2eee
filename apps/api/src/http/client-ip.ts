import { BlockList, isIP } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { Env } from '../env.ts'
import { safeEqualText } from '../lib/crypto.ts'
import type { AppEnv } from './context.ts'

/**
 * Which peers may speak for the client. `hops: n` trusts the last n X-Forwarded-For entries to have been
 * appended by our own proxies; `list` trusts peers by address or CIDR. Nobody is trusted by default: a header a
 * shopper can set must never choose the address a rate limit counts.
 */
export type TrustedProxies =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'list'; list: BlockList }

export function parseTrustedProxies(text: string): TrustedProxies {
  const value = text.trim()
  if (value === '') return { kind: 'none' }
  if (/^\d{1,2}$/.test(value)) return { kind: 'hops', hops: Number(value) }
  const list = new BlockList()
  for (const entry of value.split(',').map((part) => part.trim())) {
    const [address = '', bits] = entry.split('/')
    const family = isIP(address)
    if (family === 0) throw new Error(`TRUSTED_PROXIES: ${entry} is not an address or CIDR`)
    const type = family === 6 ? 'ipv6' : 'ipv4'
    if (bits === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(bits), type)
  }
  return { kind: 'list', list }
}

/** IPv4 peers of a dual-stack socket arrive as `::ffff:a.b.c.d`. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address
}

function isTrusted(trust: TrustedProxies, address: string): boolean {
  if (trust.kind !== 'list') return false
  const family = isIP(address)
  return family !== 0 && trust.list.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

/**
 * The client's address given the connection's peer and the X-Forwarded-For chain: walk the chain from the
 * right (the entries our proxies appended) while the hop is trusted; the first untrusted hop is the client.
 */
export function resolveClientIp(
  trust: TrustedProxies,
  peer: string,
  forwardedFor: string | undefined,
): string {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((part) => plain(part.trim()))
    .filter((part) => isIP(part) !== 0)
  let client = plain(peer)
  if (trust.kind === 'hops') {
    const index = chain.length - trust.hops
    return index >= 0 ? (chain[index] ?? client) : (chain[0] ?? client)
  }
  while (isTrusted(trust, client) && chain.length > 0) client = chain.pop() ?? client
  return client
}

const parsed = new WeakMap<Env, TrustedProxies>()

function trustOf(env: Env): TrustedProxies {
  let trust = parsed.get(env)
  if (!trust) {
    trust = parseTrustedProxies(env.TRUSTED_PROXIES)
    parsed.set(env, trust)
  }
  return trust
}

function peerAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // app.request() in tests has no socket.
    return 'unknown'
  }
}

/**
 * The shopper's IP for rate limits and region guesses. The storefront, which sees the shopper's connection,
 * names it in X-Storefront-Client-Ip together with the shared STOREFRONT_SECRET; any other caller gets the
 * address its connection (or a configured trusted proxy) shows.
 */
export function clientIp(c: Context<AppEnv>): string {
  const env = c.var.deps.env
  const named = c.req.header('x-storefront-client-ip')?.trim()
  const secret = c.req.header('x-storefront-secret')
  if (named && secret && env.STOREFRONT_SECRET && safeEqualText(secret, env.STOREFRONT_SECRET)) {
    if (isIP(plain(named)) !== 0) return plain(named)
  }
  return resolveClientIp(trustOf(env), peerAddress(c), c.req.header('x-forwarded-for')).slice(0, 64)
}
