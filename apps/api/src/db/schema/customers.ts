import { boolean, date, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { companies, levels } from './tenants.ts'

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** E.164, normalised with @vitrina/domain's phone rules; never editable by the customer. */
    phone: text('phone').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    middleName: text('middle_name').notNull().default(''),
    email: text('email').notNull().default(''),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    gender: text('gender', { enum: ['female', 'male'] }),
    birthday: date('birthday'),
    kind: text('kind', { enum: ['personal', 'legal'] })
      .notNull()
      .default('personal'),
    state: text('state').notNull().default('ACTIVE'),
    levelId: integer('level_id').references(() => levels.id),
    /**
     * The interface language the customer last used in the shop (`en`, `ru`: placing an order, registering a
     * push device), so what is sent to them (pushes, SMS, email) is in it; null until known, then the shop's.
     */
    locale: text('locale'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.companyId, t.phone)],
)

/** API tokens: only a SHA-256 hash of the key is stored; the key is shown once at sign-in. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index().on(t.customerId)],
)

/** One-time sign-in codes (SMS or call), hashed at rest. */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    phone: text('phone').notNull(),
    channel: text('channel', { enum: ['sms', 'call', 'link'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    attempts: integer('attempts').notNull().default(0),
    /** When the last wrong try was made: each further try waits longer (a growing delay, not a lock-out). */
    lastTryAt: timestamp('last_try_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index().on(t.companyId, t.phone, t.createdAt)],
)

/** Counted events for rate limits (code sends, wrong codes) per phone and per IP. */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: serial('id').primaryKey(),
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.bucket, t.subject, t.createdAt)],
)

/** Development outbox: what would have been sent by SMS, call or email. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    channel: text('channel', { enum: ['sms', 'call', 'email'] }).notNull(),
    to: text('to').notNull(),
    code: text('code'),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.createdAt)],
)

export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.companyId, t.provider, t.providerUserId)],
)

/** Email confirmation links: the token is random and stored hashed; one use, 24 h. */
export const emailConfirmations = pgTable('email_confirmations', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
})

/** Per-company identity provider settings; the secret never leaves the server. */
export const oauthProviders = pgTable(
  'oauth_providers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    provider: text('provider').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    scope: text('scope').notNull().default('openid'),
  },
  (t) => [unique().on(t.companyId, t.provider)],
)

/** A verified provider identity waiting to be linked after the phone step (10 minutes, one use). */
export const oauthTickets = pgTable('oauth_tickets', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  provider: text('provider').notNull(),
  providerUserId: text('provider_user_id').notNull(),
  ticketHash: text('ticket_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
})
