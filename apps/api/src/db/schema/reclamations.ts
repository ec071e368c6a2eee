import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'
import { orders } from './orders.ts'
import { companies } from './tenants.ts'

/**
 * A file a customer uploaded (return photos and documents, review photos). It belongs to its customer and
 * company and is unattached until the application or review that names it is submitted: an unattached upload
 * is never shown to anyone but its owner, so a half-finished application leaves nothing visible.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** photo or document: decides the accepted types and size. */
    kind: text('kind', { enum: ['photo', 'document'] }).notNull(),
    /** The sniffed type (from the bytes), never the one the browser claimed. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Where the storage adapter keeps the bytes (a relative key, no user input in it). */
    storageKey: text('storage_key').notNull().unique(),
    /** The file name as sent, for display only (never used in paths). */
    originalName: text('original_name').notNull().default(''),
    attachedTo: text('attached_to', { enum: ['reclamation', 'review', 'price_access'] }),
    attachedId: integer('attached_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.companyId, t.customerId), index().on(t.attachedTo, t.attachedId)],
)

export type ReclamationApplicant = {
  full_name: string
  email: string
  phone: string
  birth_date: string
  registration_address: string
}
export type ReclamationDocument = {
  type: 'passport_ru' | 'passport_foreign'
  series: string
  number: string
  issue_date: string
  issuer: string
  division_code: string
  issue_country: string
  latin_name: string
  expiry_date: string
}
export type ReclamationRefund =
  | { method: 'card' }
  | {
      method: 'bank_details'
      receiver_full_name: string
      account: string
      bank: string
      bic: string
      correspondent_account: string
    }
export type ReclamationPickup =
  | { kind: 'pickup_point'; outlet: number }
  | { kind: 'courier'; address: string }

/** A return application (spec §3 "Return application", states §4), submitted whole in one transaction. */
export const reclamations = pgTable(
  'reclamations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The returned order items (ids of order_items of this order). */
    orderItemIds: jsonb('order_item_ids').$type<number[]>().notNull(),
    barcodes: jsonb('barcodes').$type<string[]>().notNull(),
    reason: text('reason').notNull(),
    comment: text('comment').notNull().default(''),
    applicant: jsonb('applicant').$type<ReclamationApplicant>().notNull(),
    document: jsonb('document').$type<ReclamationDocument>().notNull(),
    refund: jsonb('refund').$type<ReclamationRefund>().notNull(),
    pickup: jsonb('pickup').$type<ReclamationPickup>().notNull(),
    state: text('state').notNull().default('new'),
    /** The manager's explanation for error / rejected, shown to the customer. */
    stateComment: text('state_comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.companyId, t.customerId), index().on(t.orderId)],
)

/** One entry per state change, with who made it (spec §2 "details with history"). */
export const reclamationHistory = pgTable(
  'reclamation_history',
  {
    id: serial('id').primaryKey(),
    reclamationId: integer('reclamation_id')
      .notNull()
      .references(() => reclamations.id),
    state: text('state').notNull(),
    actor: text('actor', { enum: ['customer', 'staff'] }).notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.reclamationId)],
)

/**
 * The return form as the shopper left it (server-side, so a reload or another device resumes it): one per
 * customer and order item, deleted when the application is submitted.
 */
export const reclamationDrafts = pgTable(
  'reclamation_drafts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    orderItemId: integer('order_item_id').notNull(),
    step: text('step').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique().on(t.companyId, t.customerId, t.orderItemId)],
)
