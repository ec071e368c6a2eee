import { doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
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
  },
  (t) => [index().on(t.companyId, t.regionId, t.kind)],
)
