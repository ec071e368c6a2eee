import type { PriceRestrictionBody } from '@vitrina/api-client/schemas/legal'
import { and, eq } from 'drizzle-orm'
import type * as v from 'valibot'
import { companies, levels } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'

type Settings = v.InferOutput<typeof PriceRestrictionBody> & { allowed_level_ids: number[] | null }

/**
 * Sets a company's `price_restriction` (spec §3, §6). The levels that see prices are the company's levels with
 * `sees_prices`: written into the setting as `allowed_level_ids` so the storefront decides from the settings it
 * already reads (null when every level sees them). Read by shoppers within the tenant caches' lifetimes.
 */
export async function setPriceRestriction(
  deps: Deps,
  companyId: number,
  body: v.InferOutput<typeof PriceRestrictionBody>,
): Promise<Settings> {
  return deps.db.transaction(async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update')
    if (!company) throw notFound()
    const all = await tx
      .select({ id: levels.id, seesPrices: levels.seesPrices })
      .from(levels)
      .where(and(eq(levels.companyId, companyId)))
    const allowed = all.filter((level) => level.seesPrices).map((level) => level.id)
    const restriction: Settings = {
      is_enabled: body.is_enabled,
      guest_message: body.guest_message?.trim() || null,
      level_message: body.level_message?.trim() || null,
      no_level_message: body.no_level_message?.trim() || null,
      allowed_level_ids: allowed.length === all.length ? null : allowed,
    }
    await tx
      .update(companies)
      .set({ settings: { ...company.settings, price_restriction: restriction } })
      .where(eq(companies.id, companyId))
    return restriction
  })
}
