import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { products, skus } from './catalog.ts'
import { customers } from './customers.ts'
import { orders } from './orders.ts'
import { outlets } from './outlets.ts'
import { companies } from './tenants.ts'

/** A purchase made in an outlet at the till (spec §3 "Sale": check number, date, count, outlet). */
export const sales = pgTable(
  'sales',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    outletId: integer('outlet_id').references(() => outlets.id),
    /** The receipt ("check") number printed by the till. */
    checkNumber: text('check_number').notNull(),
    totalMinor: integer('total_minor').notNull(),
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique().on(t.companyId, t.checkNumber), index().on(t.companyId, t.customerId)],
)

export const saleItems = pgTable(
  'sale_items',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id),
    productId: integer('product_id').references(() => products.id),
    skuId: integer('sku_id').references(() => skus.id),
    name: text('name').notNull(),
    article: text('article').notNull(),
    size: text('size'),
    barcode: text('barcode'),
    count: integer('count').notNull(),
    priceMinor: integer('price_minor').notNull(),
  },
  (t) => [index().on(t.saleId)],
)

/** A parcel of an order handed to a delivery service (spec §3 "Shipment"). */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    number: text('number').notNull(),
    deliveryService: text('delivery_service').notNull(),
    invoiceNumber: text('invoice_number'),
    /** Spec §4 shipment states: getting_ready, pickup, delivered, done, canceled, rejected. */
    state: text('state').notNull().default('getting_ready'),
    expectedAt: timestamp('expected_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (t) => [index().on(t.orderId)],
)
