import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'
import { companies } from './tenants.ts'

/** Push devices; the id is a random UUID so devices cannot be enumerated. */
export const fcmDevices = pgTable(
  'fcm_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    application: text('application').notNull(),
    deviceId: text('device_id').notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    registrationId: text('registration_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.companyId, t.customerId)],
)

/** Push messages sent to customers (spec §3 "Push message"), with their click counts. */
export const pushMessages = pgTable('push_messages', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  type: text('type', { enum: ['ORDER', 'LANDING', 'PRODUCT_CATEGORY', 'PROMOTION', 'LINK'] }).notNull(),
  value: text('value'),
  title: text('title').notNull(),
  body: text('body').notNull(),
  clicks: integer('clicks').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
