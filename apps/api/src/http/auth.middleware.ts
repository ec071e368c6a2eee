import { and, eq, gt, isNull } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import { authTokens, customers } from '../db/schema/index.ts'
import { hashToken } from '../lib/crypto.ts'
import type { AppEnv, Customer } from './context.ts'
import { unauthorized } from './errors.ts'

/**
 * Reads `Authorization: Token <key>`. No header: anonymous. A header with an unknown,
 * expired, revoked or other company's token: 401 "Invalid token." (the storefront then
 * logs out and repeats the call once without auth).
 */
export function authMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('customer', null)
    c.set('tokenId', null)
    const header = c.req.header('authorization')
    if (header) {
      const match = /^Token\s+([A-Za-z0-9]{20,128})$/.exec(header.trim())
      if (!match?.[1]) throw unauthorized('Invalid token header.')
      const now = c.var.deps.clock.now()
      const [row] = await c.var.deps.db
        .select({
          tokenId: authTokens.id,
          id: customers.id,
          companyId: customers.companyId,
          phone: customers.phone,
        })
        .from(authTokens)
        .innerJoin(customers, eq(customers.id, authTokens.customerId))
        .where(
          and(
            eq(authTokens.keyHash, hashToken(match[1])),
            isNull(authTokens.revokedAt),
            gt(authTokens.expiresAt, now),
          ),
        )
      if (!row || row.companyId !== c.var.company.id) throw unauthorized('Invalid token.')
      c.set('customer', { id: row.id, companyId: row.companyId, phone: row.phone })
      c.set('tokenId', row.tokenId)
    }
    await next()
  }
}

/** The signed-in customer, or a 401 for anonymous calls to private endpoints. */
export function requireCustomer(c: { var: AppEnv['Variables'] }): Customer {
  if (!c.var.customer) throw unauthorized()
  return c.var.customer
}
