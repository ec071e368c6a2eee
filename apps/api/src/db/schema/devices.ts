import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
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
export const pushMessages = pgTable(
  'push_messages',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    type: text('type', { enum: ['ORDER', 'LANDING', 'PRODUCT_CATEGORY', 'PROMOTION', 'LINK'] }).notNull(),
    value: text('value'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** An image shown in the notification (spec §3 `media`), an absolute URL. */
    media: text('media'),
    /**
     * What the message is about, once: `order:42:state:done`, or the caller's campaign key. A second attempt to
     * send the same news (a retried request, two instances) finds the message instead of making another.
     */
    dedupeKey: text('dedupe_key'),
    clicks: integer('clicks').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.companyId, t.dedupeKey)],
)

/**
 * One push to one device: recorded in the transaction that decided it, delivered afterwards by any instance
 * (claimed with a lease), retried with back-off on failure, never sent twice (one row per message and device,
 * and a row leaves `pending` only through a conditional UPDATE).
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    messageId: integer('message_id')
      .notNull()
      .references(() => pushMessages.id),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => fcmDevices.id, { onDelete: 'cascade' }),
    /** pending → sending (leased) → sent; failed after the last attempt; gone when the push service said 404/410. */
    state: text('state', { enum: ['pending', 'sending', 'sent', 'failed', 'gone'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.messageId, t.deviceId), index().on(t.state, t.nextAttemptAt)],
)
