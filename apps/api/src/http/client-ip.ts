import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { AppEnv } from './context.ts'

/** The shopper's IP for rate limits: the first X-Forwarded-For hop when the proxy is trusted. */
export function clientIp(c: Context<AppEnv>): string {
  if (c.var.deps.env.TRUST_PROXY === 'on') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded.slice(0, 64)
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // app.request() in tests has no socket.
    return 'unknown'
  }
}
