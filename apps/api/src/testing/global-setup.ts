import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { seedDemo } from '../../seed/seed.ts'
import { openDatabase } from '../db/client.ts'
import { migrate } from '../db/migrate.ts'
import { TEST_CLOCK_START } from './test-clock.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a dumped, migrated and seeded data dir. */
    templateDump: string | null
    /** PostgreSQL: name of a migrated and seeded template database. */
    templateDatabase: string | null
  }
}

/**
 * Migrates and seeds ONE template per test run; every test file then starts from a copy
 * (PGlite: load the dump; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL
  if (url) {
    const name = `vitrina_tpl_${process.pid}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${name}`)
    await admin.query(`CREATE DATABASE ${name}`)
    const handle = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), maxConnections: 2 })
    await migrate(handle)
    await seedDemo(handle.db, { today: TEST_CLOCK_START })
    await handle.close()
    project.provide('templateDatabase', name)
    project.provide('templateDump', null)
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'vitrina-api-test-'))
  const handle = await openDatabase({ kind: 'pglite' })
  await migrate(handle)
  await seedDemo(handle.db, { today: TEST_CLOCK_START })
  if (!handle.dumpDataDir) throw new Error('PGlite handle does not expose dumpDataDir')
  const dump = await handle.dumpDataDir()
  const file = join(dir, 'template.tar')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  await handle.close()
  project.provide('templateDump', file)
  project.provide('templateDatabase', null)
  return () => rmSync(dir, { recursive: true, force: true })
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}
