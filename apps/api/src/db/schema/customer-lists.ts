import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { products } from './catalog.ts'
import { customers } from './customers.ts'
import { companies } from './tenants.ts'

/**
 * A customer's own lists (issue 14): favourites, last viewed, subscriptions and important dates. Every row
 * carries the company too, so a query is always scoped by company and customer together.
 */

/** Favourite products; the newest favourite is shown first. */
export const customerFavourites = pgTable(
  'customer_favourites',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] }), index().on(t.customerId, t.createdAt)],
)

/** The last viewed products: one row per product, its time moved forward on each view; trimmed to ~20. */
export const customerLastViewed = pgTable(
  'customer_last_viewed',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] }), index().on(t.customerId, t.viewedAt)],
)

/** Channel choices per topic; a missing row means the domain's default (defaultSubscriptions). */
export const customerSubscriptions = pgTable(
  'customer_subscriptions',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.topic, t.channel] })],
)

/** Spec §3 "Important date": date, event name. Recurs yearly; the list sorts by the next occurrence. */
export const importantDates = pgTable(
  'important_dates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    date: date('date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.customerId)],
)
