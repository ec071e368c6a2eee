import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The sandbox bank's own ledger (development and tests only). It lives in the database, not in a process,
 * so a payment started on one API instance can be paid, polled or notified on another and survives restarts.
 */
export const sandboxBankPayments = pgTable('sandbox_bank_payments', {
  externalId: text('external_id').primaryKey(),
  /** pending → succeeded | canceled; a pending one expires after an hour like a provider's confirmation. */
  status: text('status').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  returnUrl: text('return_url').notNull(),
  /** A retried create with the same key answers the same payment. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  /** When the shop gave the money back (a payment that came after its order closed). */
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
})
