import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import { customerManagers, customers, legalInfos, levels, personalManagers } from '../src/db/schema/index.ts'

/** The demo legal customer on each tenant (sign in with this phone; codes appear in the dev outbox). */
export const DEMO_LEGAL_CUSTOMER_PHONE = '+79161234014'

const GEAR = {
  // The wholesale level an approved price-access request gives; Silver is a retail level that does not see
  // prices when the company restricts them (the "wrong level" case of spec §6).
  grantedLevel: ['Опт', 'оптовые цены'],
  retailLevel: 'Серебро',
  customer: {
    firstName: 'Анна',
    lastName: 'Смирнова',
    middleName: 'Петровна',
    email: 'zakupki@sever-sklad.example',
  },
  info: {
    company: 'ООО «Северный склад»',
    inn: '7704123450',
    address: '125009, Москва, ул. Тверская, д. 9, офис 14',
    fio: 'Смирнова Анна Петровна',
    bankName: 'ПАО Сбербанк',
    bic: '044525225',
    account: '40702810200000012345',
    correspondentAccount: '30101810400000000225',
  },
  managers: [
    {
      name: 'Ольга Кузнецова',
      position: 'Персональный менеджер по оптовым закупкам',
      phone: '+74951234567',
      email: 'o.kuznetsova@tropa.example',
      messenger: 'telegram' as const,
      messengerHandle: 'tropa_opt_olga',
    },
    {
      name: 'Дмитрий Волков',
      position: 'Менеджер по отгрузкам',
      phone: '+74951234568',
      email: 'd.volkov@tropa.example',
      messenger: 'whatsapp' as const,
      messengerHandle: '+79031234568',
    },
  ],
}

const TRAVEL = {
  grantedLevel: ['Partner', 'agency prices'],
  retailLevel: 'Silver',
  customer: {
    firstName: 'Emily',
    lastName: 'Carter',
    middleName: '',
    email: 'bookings@horizon-events.example',
  },
  info: {
    company: 'Horizon Events LLC (ООО «Горизонт Ивентс»)',
    inn: '7812987658',
    address: '191186, Saint Petersburg, Nevsky Prospekt 28, office 305',
    fio: 'Emily Carter',
    bankName: 'JSC T-Bank',
    bic: '044525974',
    account: '40702810000000067890',
    correspondentAccount: '30101810145250000974',
  },
  managers: [
    {
      name: 'Daniel Brooks',
      position: 'Corporate travel manager',
      phone: '+12025550147',
      email: 'daniel.brooks@wayfarer.example',
      messenger: 'whatsapp' as const,
      messengerHandle: '+12025550147',
    },
  ],
}

/**
 * Issue 14's demo data: the level an approval gives (found by name among the tenant's levels, or added), a legal
 * customer with filled legal info and no level yet (so with the restriction on they see the no-level message
 * until they ask for access), and their personal managers.
 */
export async function seedLegal(db: Database, companyId: number, isGear: boolean): Promise<void> {
  const data = isGear ? GEAR : TRAVEL
  const [name = '', description = ''] = data.grantedLevel
  const [existing] = await db
    .select({ id: levels.id })
    .from(levels)
    .where(and(eq(levels.companyId, companyId), eq(levels.name, name)))
  if (existing) await db.update(levels).set({ grantedOnPriceAccess: true }).where(eq(levels.id, existing.id))
  else await db.insert(levels).values({ companyId, name, description, grantedOnPriceAccess: true })
  await db
    .update(levels)
    .set({ seesPrices: false })
    .where(and(eq(levels.companyId, companyId), inArray(levels.name, [data.retailLevel])))

  const [customer] = await db
    .insert(customers)
    .values({
      companyId,
      phone: DEMO_LEGAL_CUSTOMER_PHONE,
      ...data.customer,
      emailConfirmed: true,
      kind: 'legal',
    })
    .returning({ id: customers.id })
  if (!customer) throw new Error('legal customer insert returned nothing')
  await db
    .insert(legalInfos)
    .values({ customerId: customer.id, companyId, ...data.info, updatedAt: new Date('2026-11-01T09:00:00Z') })
  const managers = await db
    .insert(personalManagers)
    .values(data.managers.map((manager) => ({ companyId, ...manager })))
    .returning({ id: personalManagers.id })
  await db
    .insert(customerManagers)
    .values(managers.map((manager, sort) => ({ customerId: customer.id, managerId: manager.id, sort })))
}
