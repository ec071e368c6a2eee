import { serve } from '@hono/node-server'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import { seedDemo } from '../seed/seed.ts'
import { createApp } from './app.ts'
import { openDatabase } from './db/client.ts'
import { migrate, withStartupLock } from './db/migrate.ts'
import { readEnv } from './env.ts'
import { shutdownGracefully } from './http/graceful-shutdown.ts'
import { createLifecycle } from './http/lifecycle.ts'
import { applyOAuthProviders, parseOAuthProviders } from './modules/oauth/oauth-config.ts'
import { startUnpaidRelease } from './modules/orders/unpaid-release-job.ts'
import { configuredProvider } from './modules/payments/payment-config.ts'
import { configuredMethodProviders, distinctProviders } from './modules/payments/payment-methods.ts'
import { startReconciliation } from './modules/payments/reconcile-job.ts'
import { pushSenderFromEnv } from './modules/push/push-config.ts'
import { startPushRetries } from './modules/push/push-outbox.ts'

const env = readEnv()
const oauthProviders = parseOAuthProviders(env.OAUTH_PROVIDERS)
const logger = pino({ level: env.LOG_LEVEL, base: { service: 'vitrina-api' } })

const started = performance.now()
const handle = await openDatabase(
  env.DATABASE_URL
    ? {
        kind: 'postgres',
        url: env.DATABASE_URL,
        onIdleError: (error) => logger.warn({ err: error }, 'idle database connection lost'),
      }
    : { kind: 'pglite', dataDir: env.DATA_DIR },
)
const { seeded } = await withStartupLock(handle, async () => {
  await migrate(handle)
  const result = await seedDemo(handle.db)
  await applyOAuthProviders(handle.db, oauthProviders, logger)
  return result
})
// Planner statistics: PGlite runs no autovacuum, so without this it plans every listing as if the tables were
// empty (nested loops over aggregates: measured 13.6 ms -> 2 ms for a category listing). On PostgreSQL the
// autovacuum daemon keeps them fresh, but only eventually: analyse once after seeding there too.
if (handle.kind === 'pglite' || seeded) await handle.db.execute(sql`ANALYZE`)
logger.info({ database: handle.kind, seeded, ms: Math.round(performance.now() - started) }, 'database ready')

const lifecycle = createLifecycle()
const deps = { db: handle.db, env, logger, clock: { now: () => new Date() }, lifecycle }
const payment = configuredProvider(deps)
const paymentMethods = { ...configuredMethodProviders(env), redirect: payment }
const push = pushSenderFromEnv(env)
const app = createApp({ ...deps, payment, paymentMethods, ...(push ? { push } : {}) })
const stopPushRetries = startPushRetries({ ...deps, ...(push ? { push } : {}) }, env.PUSH_RETRY_SECONDS)
// One reconciliation loop per provider (YooKassa's page and widget share one).
const stopReconciliations = distinctProviders(paymentMethods).map((provider) =>
  startReconciliation(deps, provider, env.PAYMENT_RECONCILE_SECONDS),
)
const stopUnpaidRelease = startUnpaidRelease(deps, env.UNPAID_RELEASE_SECONDS)
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  logger.info({ port: info.port }, `API listening on http://localhost:${info.port}`)
})

// Graceful shutdown (a rolling deploy sends SIGTERM): see http/graceful-shutdown.ts. PGlite must be closed
// too, or the process may never exit and the data dir needs recovery.
let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  logger.info(
    { signal, graceSeconds: env.SHUTDOWN_GRACE_SECONDS },
    'shutting down: draining requests in flight',
  )
  const { timedOut } = await shutdownGracefully({
    server,
    lifecycle,
    graceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    logger,
    stopJobs: async () => {
      await Promise.all([...stopReconciliations, stopUnpaidRelease, stopPushRetries].map((stop) => stop()))
    },
    closeDatabase: () => handle.close(),
  })
  logger.info({ timedOut }, 'stopped')
  process.exit(0)
}
// A shutdown that fails (the database refused to close) still ends the process, with a code that says so.
const onSignal = (signal: string) =>
  shutdown(signal).catch((error: unknown) => {
    logger.error({ err: error }, 'shutdown failed')
    process.exit(1)
  })
process.on('SIGINT', () => void onSignal('SIGINT'))
process.on('SIGTERM', () => void onSignal('SIGTERM'))
