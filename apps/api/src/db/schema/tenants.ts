import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core'

/** A tenant: each company runs the storefront on its own domain with its own settings (spec §3). */
export const companies = pgTable('companies', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** Every company setting of spec §3, served as is by GET /api/companies/current/. */
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
})

export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** The name in other interface languages ({"en": "Moscow"}); `name` is in the company's language. */
    translations: jsonb('translations').$type<Record<string, string>>().notNull().default({}),
    slug: text('slug').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    sort: integer('sort').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [unique().on(t.companyId, t.slug), index().on(t.companyId)],
)

/** Customer levels used by price restriction (spec §6). */
export const levels = pgTable('levels', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  name: text('name').notNull(),
  description: text('description'),
  seesPrices: boolean('sees_prices').notNull().default(true),
  /** The level an approved price-access request gives a legal customer (one per company is expected). */
  grantedOnPriceAccess: boolean('granted_on_price_access').notNull().default(false),
})
