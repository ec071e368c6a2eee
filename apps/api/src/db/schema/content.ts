import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { products } from './catalog.ts'
import { customers } from './customers.ts'
import { companies } from './tenants.ts'

/** A content block of a page: its `type` picks the renderer, the rest is the block's own data. */
export type PageBlock = { type: string; [field: string]: unknown }

/** Menu tree entries (spec §3 "Navigation item" and "Menu link"). */
export const navigationItems = pgTable(
  'navigation_items',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    parentId: integer('parent_id').references((): AnyPgColumn => navigationItems.id),
    name: text('name').notNull(),
    /** The name in other interface languages ({"en": "Deals"}); `name` is in the company's language. */
    translations: jsonb('translations').$type<Record<string, string>>().notNull().default({}),
    type: text('type', { enum: ['PRODUCT_CATEGORY', 'PRODUCT', 'PROMOTION', 'LINK'] }).notNull(),
    value: text('value'),
    slug: text('slug'),
    image: text('image'),
    sharePath: text('share_path'),
    authenticationRequired: boolean('authentication_required').notNull().default(false),
    displaySettings: jsonb('display_settings')
      .$type<{ mode: string; is_desktop: boolean; is_mobile: boolean }>()
      .notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index().on(t.companyId)],
)

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    terms: text('terms').notNull().default(''),
    image: text('image'),
    activeSince: timestamp('active_since', { withTimezone: true }).notNull(),
    activeUntil: timestamp('active_until', { withTimezone: true }),
    productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
    /** Outlets where the promotion runs (shown on its page); empty: online only. */
    outletIds: jsonb('outlet_ids').$type<number[]>().notNull().default([]),
    /** Customers take part ("Take part"); spec §3 `is_get_promocode`: taking part issues a personal code. */
    isParticipation: boolean('is_participation').notNull().default(false),
    isGetPromocode: boolean('is_get_promocode').notNull().default(false),
    /** What the issued personal code gives: a percent or a fixed amount in minor units, valid for N days. */
    promoCodePercent: integer('promo_code_percent'),
    promoCodeAmountMinor: integer('promo_code_amount_minor'),
    promoCodeValidDays: integer('promo_code_valid_days'),
  },
  (t) => [unique().on(t.companyId, t.slug)],
)

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    organizer: text('organizer').notNull(),
    speaker: text('speaker'),
    type: text('type', { enum: ['offline', 'online'] }).notNull(),
    terms: text('terms').notNull().default(''),
    /** Places; null is unlimited. `taken` counts registrations holding a place, moved by conditional updates. */
    capacity: integer('capacity'),
    taken: integer('taken').notNull().default(0),
    /** Offline events: where. Online events: the link to join (shown to registered customers). */
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    onlineUrl: text('online_url'),
  },
  (t) => [unique().on(t.companyId, t.slug)],
)

/** Static pages (`/static/...`) and home/landing sections (`/sections/{slug}`). */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind', { enum: ['static', 'section'] }).notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    blocks: jsonb('blocks').$type<PageBlock[]>().notNull().default([]),
  },
  (t) => [unique().on(t.companyId, t.kind, t.slug)],
)

/** Server-side redirects asked for by the storefront's route middleware. */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    path: text('path').notNull(),
    target: text('target').notNull(),
    permanent: boolean('permanent').notNull().default(true),
  },
  (t) => [unique().on(t.companyId, t.path)],
)

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    /** Discount in percent (1..100) or a fixed amount in minor units. */
    percent: integer('percent'),
    amountMinor: integer('amount_minor'),
    productId: integer('product_id').references(() => products.id),
    activeUntil: timestamp('active_until', { withTimezone: true }),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    /** A personal code (spec §3 "personal flag"): only this customer may apply it. */
    customerId: integer('customer_id').references(() => customers.id),
    /** The promotion whose participation issued it. */
    promotionId: integer('promotion_id').references((): AnyPgColumn => promotions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.companyId, t.code), index().on(t.customerId)],
)
