import { type SQL, sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'
import { outlets } from './outlets.ts'
import { companies, regions } from './tenants.ts'

export type ScaledImage = { url: string; width: number }
export type ProductImage = { url: string; scaled: ScaledImage[] }
export type ProductProperty = { name: string; value: string }

/** PostgreSQL's full-text document type; only the database reads it (search predicates and ranking). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * The searchable words of a product: its name stemmed in Russian and English (weight A), its
 * keywords (other-language names and synonyms, weight B), brand, article and collection as they are
 * (weight B). `'config'::regconfig` keeps the expression immutable, as a generated column needs.
 */
const searchDocument = (): SQL =>
  sql.raw(
    `setweight(to_tsvector('russian'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('russian'::regconfig, keywords), 'B') || setweight(to_tsvector('english'::regconfig, keywords), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce(brand, '') || ' ' || article || ' ' || coalesce(collection, '')), 'B')`,
  )

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    name: text('name').notNull(),
    /** The name in other interface languages ({"en": "Jackets"}); `name` is in the company's language. */
    translations: jsonb('translations').$type<Record<string, string>>().notNull().default({}),
    slug: text('slug').notNull(),
    sharePath: text('share_path'),
    image: text('image'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique().on(t.companyId, t.slug), index().on(t.companyId, t.parentId)],
)

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    kind: text('kind', { enum: ['product', 'tour', 'hotel'] })
      .notNull()
      .default('product'),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    article: text('article').notNull(),
    brand: text('brand'),
    description: text('description').notNull().default(''),
    properties: jsonb('properties').$type<ProductProperty[]>().notNull().default([]),
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    sizeGuide: text('size_guide'),
    collection: text('collection'),
    /** Search synonyms and the name in the other language ("tent", "jacket" on the Russian shop). */
    keywords: text('keywords').notNull().default(''),
    popularity: integer('popularity').notNull().default(0),
    rating: doublePrecision('rating').notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Full-text document, kept by PostgreSQL itself (generated column, GIN index). */
    searchVector: tsvector('search_vector').notNull().generatedAlwaysAs(searchDocument),
    /** Lower-cased name, brand and keywords for trigram typo tolerance (pg_trgm GIN index). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql.raw(`lower(name || ' ' || coalesce(brand, '') || ' ' || keywords)`)),
  },
  (t) => [
    unique().on(t.companyId, t.slug),
    index().on(t.companyId, t.categoryId),
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
)

/**
 * Distinct words of each company's product names and brands: the vocabulary "did you mean"
 * picks a correction from. Filled by a trigger on products (migration 0002), never at query time.
 */
export const searchWords = pgTable(
  'search_words',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    word: text('word').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.word] }),
    index('search_words_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  ],
)

/** A purchasable variant of a product (size, colour). */
export const skus = pgTable(
  'skus',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    size: text('size'),
    color: text('color'),
    barcode: text('barcode').notNull(),
  },
  (t) => [index().on(t.productId)],
)

/** Price and online stock of a sku in a region; money in integer minor units. */
export const skuRegionOffers = pgTable(
  'sku_region_offers',
  {
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    priceMinor: integer('price_minor').notNull(),
    oldPriceMinor: integer('old_price_minor'),
    stock: integer('stock').notNull(),
  },
  (t) => [primaryKey({ columns: [t.skuId, t.regionId] }), index().on(t.regionId)],
)

/**
 * What the catalogue lists of a product in a region: its lowest price and old price over its variants and
 * whether any variant is in stock. Derived from `sku_region_offers` and kept in step by triggers in the same
 * transaction as every change of an offer (migration 0020), so the listing reads one row per product instead
 * of summing every offer of the region on each request. Never written by the application.
 */
export const productRegionOffers = pgTable(
  'product_region_offers',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    priceMinor: integer('price_minor').notNull(),
    oldPriceMinor: integer('old_price_minor'),
    inStock: boolean('in_stock').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.regionId] }), index().on(t.regionId, t.priceMinor)],
)

/** What an outlet has on its shelves, shown as "availability in outlets". */
export const outletStock = pgTable(
  'outlet_stock',
  {
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.skuId] }), index().on(t.skuId)],
)

export const productRelations = pgTable(
  'product_relations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    relatedId: integer('related_id')
      .notNull()
      .references(() => products.id),
    kind: text('kind', { enum: ['similar', 'bought_together'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedId, t.kind] })],
)

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    customerId: integer('customer_id').references(() => customers.id),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    pros: text('pros').notNull().default(''),
    cons: text('cons').notNull().default(''),
    comment: text('comment').notNull().default(''),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    size: text('size'),
    /** pending until a moderator publishes or rejects it; only published reviews are shown and counted. */
    state: text('state', { enum: ['pending', 'published', 'rejected'] })
      .notNull()
      .default('published'),
    /** The bought line reviewed: an online order item or an in-outlet sale item (one review per line). */
    orderItemId: integer('order_item_id').unique(),
    saleItemId: integer('sale_item_id').unique(),
    termsAccepted: boolean('terms_accepted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.productId)],
)
