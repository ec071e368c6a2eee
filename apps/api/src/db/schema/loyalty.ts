import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'
import { orders } from './orders.ts'
import { companies } from './tenants.ts'

/**
 * A customer's bonus account with the company (issue #14): one per customer, with the card number tills scan.
 * `balance_minor` is kept equal to the sum of the posted operations in the same transaction that posts them,
 * and can never go negative (a CHECK backs the conditional debit).
 */
export const loyaltyAccounts = pgTable(
  'loyalty_accounts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Nine digits (domain `loyaltyCardNumber`), printed as a Code 128 barcode. */
    cardNumber: text('card_number').notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.companyId, t.customerId),
    unique().on(t.companyId, t.cardNumber),
    check('loyalty_accounts_balance_not_negative', sql`${t.balanceMinor} >= 0`),
  ],
)

/**
 * Operations on a bonus account. `amount_minor` is a positive magnitude; the kind gives the sign (domain
 * `signedAmount`). A `pending` accrual waits until `effective_at` (the return window); posted ones count in the
 * balance. An expiry names the accrual it expires (`source_operation_id`), so an accrual expires once.
 */
export const loyaltyOperations = pgTable(
  'loyalty_operations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => loyaltyAccounts.id),
    kind: text('kind', { enum: ['accrual', 'debit', 'expiry', 'refund'] }).notNull(),
    state: text('state', { enum: ['pending', 'posted'] }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    /** Why points were given without an order: 'welcome', 'birthday', 'review', 'opening' (moved balance). */
    reason: text('reason'),
    sourceOperationId: integer('source_operation_id'),
    /** When it counted (posted) or will count (pending). */
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    /** When the points of an accrual expire. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.accountId, t.effectiveAt),
    unique('loyalty_operations_order_kind').on(t.accountId, t.orderId, t.kind),
    unique('loyalty_operations_expiry_source').on(t.sourceOperationId),
    check('loyalty_operations_amount_positive', sql`${t.amountMinor} > 0`),
  ],
)

/** Gift cards of a company, spent by barcode at checkout (spec §3 order request `balances`). */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    barcode: text('barcode').notNull(),
    initialMinor: bigint('initial_minor', { mode: 'number' }).notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.companyId, t.barcode),
    check('gift_cards_balance_not_negative', sql`${t.balanceMinor} >= 0`),
  ],
)

/** What an order took from a gift card; `refunded_at` is set once when a cancelled order gives it back. */
export const giftCardSpends = pgTable(
  'gift_card_spends',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.giftCardId, t.orderId), index().on(t.orderId)],
)
