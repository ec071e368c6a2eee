import { doublePrecision, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { companies, regions } from './tenants.ts'

/** Outlets (shops for pickup), pickup points and parcel lockers, each with coordinates. */
export const outlets = pgTable(
  'outlets',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    kind: text('kind', { enum: ['outlet', 'pickup_point', 'parcel_locker'] }).notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    mall: text('mall'),
    phone: text('phone'),
    schedule: text('schedule'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    popularity: integer('popularity').notNull().default(0),
    /**
     * Opening hours, Monday first: seven `{ open: 'HH:MM', close: 'HH:MM' }` or null for a day off, on the
     * outlet's clock (`timezone`); null = not published. Rules in @vitrina/domain/outlet-hours.
     */
    hours: jsonb('hours').$type<({ open: string; close: string } | null)[]>(),
    timezone: text('timezone').notNull().default('Europe/Moscow'),
    /** What the place offers (see OUTLET_SERVICES in the api-client): pickup of online orders, fitting, repair… */
    services: text('services').array().notNull().default([]),
    metro: text('metro'),
  },
  (t) => [index().on(t.companyId, t.regionId, t.kind)],
)
