import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { events, promoCodes, promotions } from './content.ts'
import { customers } from './customers.ts'
import { companies } from './tenants.ts'

/**
 * A customer's registration for an event (spec §4: new = awaiting review, approved, rejected, canceled by
 * user). Moves are decided by `@vitrina/domain/event-registration`; a customer holds at most one active (new
 * or approved) registration per event, enforced by the partial unique index so two tabs cannot both win.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    state: text('state', { enum: ['new', 'approved', 'rejected', 'canceled'] }).notNull(),
    /** The organiser's note on approval or rejection, shown to the customer. */
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.companyId, t.customerId),
    uniqueIndex('event_registrations_one_active')
      .on(t.eventId, t.customerId)
      .where(sql`${t.state} in ('new', 'approved')`),
  ],
)

/** "Take part" in a promotion: once per customer (idempotent), with the personal code it issued, if any. */
export const promotionParticipations = pgTable(
  'promotion_participations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique().on(t.promotionId, t.customerId), index().on(t.companyId, t.customerId)],
)

/** What a shopper sent through the company's landing form (settings `landing_form`), kept per tenant. */
export const landingSubmissions = pgTable(
  'landing_submissions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    formId: text('form_id').notNull(),
    /** The page it was sent from (`/sections/...`), for the manager. */
    page: text('page').notNull().default(''),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.companyId, t.createdAt)],
)
