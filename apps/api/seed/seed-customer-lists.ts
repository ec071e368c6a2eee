import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import {
  customerFavourites,
  customerLastViewed,
  customerSubscriptions,
  customers,
  importantDates,
  products,
} from '../src/db/schema/index.ts'
import { DEMO_CUSTOMER_PHONE } from './seed-customer.ts'

/**
 * The demo customer's lists on both tenants (issue 14): a few favourites, a dozen last viewed, subscription
 * choices and important dates spread over the year (so the order by next occurrence shows around any day).
 * Company 2 gets its demo customer here when no earlier seed step made one (same phone, English name).
 */
export async function seedCustomerLists(db: Database, companyIds: readonly number[]) {
  for (const companyId of companyIds) {
    const isGear = companyId === 1
    const customerId = await demoCustomer(db, companyId, isGear)
    const ids = (
      await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.companyId, companyId))
        .orderBy(asc(products.id))
    ).map((r) => r.id)
    const pick = (step: number, count: number, offset: number) =>
      Array.from({ length: count }, (_, i) => ids[(offset + i * step) % ids.length]).filter(
        (id): id is number => id !== undefined,
      )
    const base = Date.UTC(2026, 10, 20, 12)
    const favourites = [...new Set(pick(7, isGear ? 6 : 4, 3))]
    if (favourites.length > 0)
      await db.insert(customerFavourites).values(
        favourites.map((productId, i) => ({
          customerId,
          companyId,
          productId,
          createdAt: new Date(base - i * 86_400_000 * 2),
        })),
      )
    const viewed = [...new Set(pick(5, 12, 1))]
    if (viewed.length > 0)
      await db.insert(customerLastViewed).values(
        viewed.map((productId, i) => ({
          customerId,
          companyId,
          productId,
          viewedAt: new Date(base - i * 3_600_000 * 5),
        })),
      )
    const at = new Date(base)
    await db.insert(customerSubscriptions).values([
      { customerId, topic: 'promotions', channel: 'email', enabled: true, updatedAt: at },
      { customerId, topic: 'news', channel: 'push', enabled: true, updatedAt: at },
      { customerId, topic: 'orders', channel: 'sms', enabled: false, updatedAt: at },
    ])
    const dates = isGear
      ? [
          ['День рождения мамы', '1961-03-08'],
          ['Годовщина свадьбы', '2014-08-23'],
          ['День рождения Маши', '2016-12-27'],
          ['Поход на Эльбрус', '2027-07-12'],
          ['День рождения брата', '1988-02-29'],
        ]
      : [
          ['Dad’s birthday', '1958-10-14'],
          ['Wedding anniversary', '2012-06-02'],
          ['Lily’s birthday', '2019-01-09'],
          ['Passport renewal', '2028-04-30'],
        ]
    await db.insert(importantDates).values(
      dates.map(([name = '', date = '']) => ({
        companyId,
        customerId,
        name,
        date,
        createdAt: at,
        updatedAt: at,
      })),
    )
  }
}

async function demoCustomer(db: Database, companyId: number, isGear: boolean): Promise<number> {
  const find = async () =>
    (
      await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.companyId, companyId), eq(customers.phone, DEMO_CUSTOMER_PHONE)))
    )[0]?.id
  const existing = await find()
  if (existing !== undefined) return existing
  await db
    .insert(customers)
    .values({
      companyId,
      phone: DEMO_CUSTOMER_PHONE,
      firstName: isGear ? 'Иван' : 'Emma',
      lastName: isGear ? 'Петров' : 'Walker',
      email: isGear ? 'ivan@example.com' : 'emma@example.com',
      emailConfirmed: true,
    })
    .onConflictDoNothing()
  const created = await find()
  if (created === undefined) throw new Error('demo customer insert returned nothing')
  return created
}
