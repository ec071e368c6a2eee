import type { Locale } from '@vitrina/domain/locale'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { companies } from '../../db/schema/index.ts'
import { fieldErrors } from '../../http/errors.ts'

/**
 * Cash (to the courier on delivery, at the outlet on pickup) is a payment method a company chooses like the
 * online ones: the key `cash` in its `payment_methods` setting. A company without that list takes every
 * method, cash included (the behaviour before the setting existed). Where cash can be paid at all is the
 * delivery's rule (payment-names.ts: no cash at pickup points), so a cash option needs both.
 */
export const CASH_METHOD = 'cash'

export function acceptsCash(settings: Record<string, unknown>): boolean {
  const listed = settings.payment_methods
  return !Array.isArray(listed) || listed.includes(CASH_METHOD)
}

/** Whether the company takes cash (one read of its settings). */
export async function companyAcceptsCash(db: Database, companyId: number): Promise<boolean> {
  const [company] = await db
    .select({ settings: companies.settings })
    .from(companies)
    .where(eq(companies.id, companyId))
  return acceptsCash(company?.settings ?? {})
}

const REFUSAL: Record<Locale, string> = {
  en: 'This shop does not take cash: choose payment online.',
  ru: 'Магазин не принимает оплату наличными: выберите оплату онлайн.',
}

/** A cash order sent to a company that does not take cash (a stale page, a hand-made request): a 400 with why. */
export const cashRefused = (locale: Locale | undefined) =>
  fieldErrors({ delivery_payment_option: [REFUSAL[locale ?? 'en']] })
