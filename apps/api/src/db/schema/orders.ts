import type { MarketingKey } from '@vitrina/domain/marketing'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { products, skus } from './catalog.ts'
import { customers } from './customers.ts'
import { outlets } from './outlets.ts'
import { companies, regions } from './tenants.ts'

export type AddressDetails = { flat?: string; floor?: string; entrance?: string; comment?: string }

/** The server-side cart of a signed-in customer. */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    items: jsonb('items').$type<{ product: number; sku: number | null; count: number }[]>().notNull(),
    promoCodes: jsonb('promo_codes').$type<string[]>().notNull().default([]),
    useBonuses: boolean('use_bonuses').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.companyId, t.customerId)],
)

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    number: text('number').notNull(),
    state: text('state').notNull().default('new'),
    subState: text('sub_state'),
    deliveryType: text('delivery_type').notNull(),
    address: jsonb('address').$type<Record<string, unknown>>(),
    addressDetails: jsonb('address_details').$type<AddressDetails>(),
    outletId: integer('outlet_id').references(() => outlets.id),
    pickupPointId: integer('pickup_point_id').references(() => outlets.id),
    recipientName: text('recipient_name').notNull(),
    recipientPhone: text('recipient_phone').notNull(),
    recipientEmail: text('recipient_email').notNull().default(''),
    paymentType: text('payment_type').notNull(),
    promoCodes: jsonb('promo_codes').$type<string[]>().notNull().default([]),
    // Money in minor units as bigint: a large order (price × quantity) cannot overflow a 32-bit column.
    /** The Idempotency-Key that created it: a crashed request's claim is resolved by finding its order. */
    idempotencyKey: text('idempotency_key'),
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull(),
    discountMinor: bigint('discount_minor', { mode: 'number' }).notNull(),
    bonusDebitMinor: bigint('bonus_debit_minor', { mode: 'number' }).notNull(),
    /** Paid with gift cards by barcode (spec §3 order request `balances`); `total` is what is left to pay. */
    giftCardDebitMinor: bigint('gift_card_debit_minor', { mode: 'number' }).notNull().default(0),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
    storageUntil: timestamp('storage_until', { withTimezone: true }),
    /** When an unpaid order must be paid or collected by (spec §3 "due date"). */
    dueDate: timestamp('due_date', { withTimezone: true }),
    /** The code the customer tells at the outlet to receive the order (spec §3 "receipt code"). */
    receiptCode: text('receipt_code'),
    pickupExtendedDays: integer('pickup_extended_days'),
    /** Spec §3 marketing parameters sent with the order, so a tenant can attribute the sale to a campaign. */
    marketing: jsonb('marketing').$type<Partial<Record<MarketingKey, string>>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.companyId, t.number), index().on(t.companyId, t.customerId)],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    skuId: integer('sku_id').references(() => skus.id),
    name: text('name').notNull(),
    article: text('article').notNull(),
    size: text('size'),
    barcode: text('barcode'),
    /** Who sells the item (spec: order item seller); the company's seller name when the order was placed. */
    seller: text('seller'),
    count: integer('count').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    discountMinor: bigint('discount_minor', { mode: 'number' }).notNull().default(0),
    state: text('state').notNull().default('new'),
  },
  (t) => [index().on(t.orderId)],
)

/**
 * Idempotency keys for POST /api/orders/ (IETF httpapi-idempotency-key-header):
 * scoped to the customer, kept 24 h; the first answer is replayed for the same payload.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    customerId: integer('customer_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique().on(t.companyId, t.customerId, t.key)],
)

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    /** The method the shopper chose (redirect, yookassa-sdk, sberpay, yandex-pay): one provider may serve two. */
    method: text('method').notNull().default('redirect'),
    externalId: text('external_id').notNull(),
    status: text('status').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** Where the provider sends the customer (kept so any instance can answer a poll without the provider). */
    confirmationUrl: text('confirmation_url'),
    /** SberPay's app link, answered only when the payment is created: kept so the QR page can be reloaded. */
    deepLink: text('deep_link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last time the status was read from the provider: reconciliation takes the oldest first. */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A payment that succeeded after its order had closed (the payment window ran out) is given back: `due` until
     * the provider accepts the refund (retried by reconciliation), then `pending`/`succeeded`, or `failed`.
     */
    refundStatus: text('refund_status'),
    refundId: text('refund_id'),
  },
  (t) => [unique().on(t.provider, t.externalId), index().on(t.orderId), index().on(t.status, t.checkedAt)],
)
