import type { Locale } from '@vitrina/domain/locale'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { customers } from '../../db/schema/index.ts'

/**
 * Keeps the interface language the customer is using now (the storefront sends it as Accept-Language), so the
 * messages sent to them later — order pushes, SMS, email — are written in it rather than in the shop's. Written
 * only when it changed, so a customer's every order does not rewrite their row.
 */
export async function rememberCustomerLocale(
  db: Database,
  customerId: number,
  locale: Locale | undefined,
): Promise<void> {
  if (!locale) return
  await db
    .update(customers)
    .set({ locale })
    .where(and(eq(customers.id, customerId), sql`${customers.locale} is distinct from ${locale}`))
}
