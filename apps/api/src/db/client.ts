import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
/** A Drizzle database over either driver; services only see this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>

export type DatabaseHandle = {
  db: Database
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
  /**
   * PostgreSQL only: runs `work` holding a session advisory lock on a connection of its own, so two instances
   * booting on one database take turns (the second sees the migrations done and does nothing).
   */
  withLock?: <T>(key: number, work: () => Promise<T>) => Promise<T>
  /** PGlite only: a tarball of the data dir, used to copy a migrated template in tests. */
  dumpDataDir?: () => Promise<Blob>
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; maxConnections?: number; onIdleError?: (error: Error) => void }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }

/**
 * Opens the database: a real PostgreSQL pool when a URL is given, else the embedded
 * PGlite (a directory on disk, or in memory from a dumped template in tests).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 })
    // An idle connection closed by the server (restart, failover) must not crash the process:
    // the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => options.onIdleError?.(error))
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database
    const withLock = async <T>(key: number, work: () => Promise<T>): Promise<T> => {
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [key])
        try {
          return await work()
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key])
        }
      } finally {
        client.release()
      }
    }
    return { db, kind: 'postgres', close: () => pool.end(), withLock }
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  // pg_trgm backs search typo tolerance (migration 0002 creates the extension).
  const extensions = { pg_trgm }
  const client = options.loadDataDir
    ? new PGlite({ loadDataDir: options.loadDataDir, extensions })
    : new PGlite({ ...(options.dataDir ? { dataDir: options.dataDir } : {}), extensions })
  await client.waitReady
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
  }
}
