import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { DatabaseHandle, Schema } from './client.ts'

export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle')

/** Any constant unique to "Vitrina migrations" among the database's advisory lock keys. */
export const MIGRATION_LOCK_KEY = 0x5eed_0017

/**
 * Runs a start-up step (migrations, demo seed) under a PostgreSQL advisory lock: instances booting together
 * on a fresh database would otherwise both create the same tables or seed the same rows, and one would exit.
 * The second waits, then finds the work done. PGlite has one process by construction.
 */
export function withStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  return handle.withLock ? handle.withLock(MIGRATION_LOCK_KEY, work) : work()
}

/** Applies the committed drizzle-kit migrations (drizzle-kit's own migrate cannot drive PGlite). */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, {
      migrationsFolder: MIGRATIONS_FOLDER,
    })
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase<Schema>, { migrationsFolder: MIGRATIONS_FOLDER })
  }
}
