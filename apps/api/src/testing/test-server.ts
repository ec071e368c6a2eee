import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type ServerType, serve } from '@hono/node-server'
import pg from 'pg'
import pino from 'pino'
import { inject } from 'vitest'
import webpush from 'web-push'
import { type App, createApp } from '../app.ts'
import { type DatabaseHandle, openDatabase } from '../db/client.ts'
import { readEnv } from '../env.ts'
import type { Lifecycle } from '../http/lifecycle.ts'
import type { MethodProviders } from '../modules/payments/payment-methods.ts'
import type { PaymentProvider } from '../modules/payments/provider.ts'
import { withDatabase } from './global-setup.ts'
import { TEST_CLOCK_START } from './test-clock.ts'

/** The secret the test server shares with its (pretend) storefront. */
export const TEST_STOREFRONT_SECRET = 'test-storefront-secret-0123456789abcdef'
/** One VAPID pair per test process, so no test server writes one into a data dir. */
export const TEST_VAPID_KEYS = webpush.generateVAPIDKeys()

/** The staff key every test server accepts in X-Staff-Token. */
export const TEST_STAFF_TOKEN = 'test-staff-token-0123456789abcdef'

export type TestClock = { now: () => Date; set: (date: Date) => void; advance: (ms: number) => void }

export function createTestClock(start = TEST_CLOCK_START): TestClock {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime()
    },
    advance: (ms) => {
      current += ms
    },
  }
}

// biome-ignore lint/suspicious/noExplicitAny: answers in tests are checked by assertions (and by the shared schemas where it matters), not by static types.
export type Json = any
export type TestResponse = Omit<Response, 'json'> & { json: () => Promise<Json> }

export type TestServer = {
  url: string
  /** The composed app, e.g. to walk its router. */
  app: App
  /** The HTTP server (shutdown tests drain it). */
  server: ServerType
  handle: DatabaseHandle
  clock: TestClock
  /** fetch against the server with the tenant header set (company 1 unless given). */
  request: (
    path: string,
    init?: RequestInit & { company?: number | null; token?: string; region?: string },
  ) => Promise<TestResponse>
  close: () => Promise<void>
}

/** A fresh copy of the seeded template database behind a real HTTP server on a free port. */
export async function startTestServer(
  options: {
    clock?: TestClock
    env?: Record<string, string>
    payment?: PaymentProvider
    /** Providers of the other online methods (yookassa-sdk, sberpay, yandex-pay): stand-in adapters. */
    paymentMethods?: MethodProviders
    /** Another server's database: a second API instance (or one restarted) on the same data; not closed here. */
    database?: DatabaseHandle
    /** The draining state and tracked work of a shutdown (graceful-shutdown.test.ts). */
    lifecycle?: Lifecycle
  } = {},
): Promise<TestServer> {
  const handle = options.database ?? (await openTestDatabase())
  const clock = options.clock ?? createTestClock()
  // The test client plays the trusted proxy in front of the API, so tests can spread requests over addresses
  // with X-Forwarded-For (client-ip.test.ts checks that nobody is trusted by default).
  const uploadsDir = mkdtempSync(join(tmpdir(), 'vitrina-uploads-'))
  const env = readEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://media.test',
    TRUSTED_PROXIES: '127.0.0.1',
    STOREFRONT_SECRET: TEST_STOREFRONT_SECRET,
    UPLOADS_DIR: uploadsDir,
    STAFF_TOKEN: TEST_STAFF_TOKEN,
    VAPID_PUBLIC_KEY: TEST_VAPID_KEYS.publicKey,
    VAPID_PRIVATE_KEY: TEST_VAPID_KEYS.privateKey,
    ...options.env,
  })
  const app = createApp({
    db: handle.db,
    env,
    logger: pino({ level: 'silent' }),
    clock,
    ...(options.payment ? { payment: options.payment } : {}),
    ...(options.paymentMethods ? { paymentMethods: options.paymentMethods } : {}),
    ...(options.lifecycle ? { lifecycle: options.lifecycle } : {}),
  })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    app,
    server,
    handle,
    clock,
    request: requester(url),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      if (!options.database) await handle.close()
      rmSync(uploadsDir, { recursive: true, force: true })
    },
  }
}

/** fetch against an API at `url` with the tenant header set (company 1 unless given) and a customer token. */
export function requester(url: string): TestServer['request'] {
  return (path, init = {}) => {
    const headers = new Headers(init.headers)
    const company = init.company === undefined ? 1 : init.company
    if (company !== null) headers.set('X-QA-Company', String(company))
    if (init.token) headers.set('Authorization', `Token ${init.token}`)
    if (init.region) headers.set('X-QA-Region', init.region)
    if (typeof init.body === 'string' && !headers.has('content-type'))
      headers.set('Content-Type', 'application/json')
    return fetch(`${url}${path}`, { ...init, headers })
  }
}

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const dump = inject('templateDump')
  const template = inject('templateDatabase')
  const url = process.env.DATABASE_URL
  if (template && url) {
    const name = `vitrina_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`)
    const handle = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), maxConnections: 60 })
    return {
      ...handle,
      close: async () => {
        await handle.close()
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await admin.end()
      },
    }
  }
  if (!dump) throw new Error('the API test global setup did not provide a template')
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([readFileSync(dump)]) })
}
