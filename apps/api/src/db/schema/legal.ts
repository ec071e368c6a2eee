import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'
import { companies, levels } from './tenants.ts'

/** A legal customer's details (spec §3 "Legal info"): one row per customer, checked by @vitrina/domain/legal-info. */
export const legalInfos = pgTable('legal_infos', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  company: text('company').notNull(),
  inn: text('inn').notNull(),
  address: text('address').notNull(),
  fio: text('fio').notNull(),
  bankName: text('bank_name').notNull(),
  bic: text('bic').notNull(),
  account: text('account').notNull(),
  correspondentAccount: text('correspondent_account').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})

/**
 * A price-access verification request (spec §1, §6): documents are `uploads` attached to it. At most one waits
 * per customer (the partial unique index), so two sends at once cannot both pass.
 */
export const priceAccessRequests = pgTable(
  'price_access_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    state: text('state', { enum: ['on_approval', 'approved', 'rejected'] }).notNull(),
    /** The manager's reason for a rejection, shown to the customer. */
    reason: text('reason').notNull().default(''),
    /** The level the approval gave. */
    levelId: integer('level_id').references(() => levels.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index().on(t.companyId, t.customerId, t.createdAt),
    uniqueIndex('price_access_requests_one_waiting').on(t.customerId).where(sql`${t.state} = 'on_approval'`),
  ],
)

/** A company's personal manager (spec §6 "Personal managers are shown when assigned"). */
export const personalManagers = pgTable(
  'personal_managers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    position: text('position').notNull().default(''),
    /** E.164. */
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    /** `telegram` or `whatsapp`, with the handle or number the link is built from. */
    messenger: text('messenger', { enum: ['telegram', 'whatsapp'] }),
    messengerHandle: text('messenger_handle').notNull().default(''),
  },
  (t) => [index().on(t.companyId)],
)

export const customerManagers = pgTable(
  'customer_managers',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    managerId: integer('manager_id')
      .notNull()
      .references(() => personalManagers.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.managerId] })],
)
