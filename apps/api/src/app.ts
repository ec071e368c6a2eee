import { platform } from '@vitrina/api-client/operations'
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { isDevOutboxEnabled } from './env.ts'
import { authMiddleware } from './http/auth.middleware.ts'
import type { AppEnv, Deps } from './http/context.ts'
import { ApiProblem } from './http/errors.ts'
import { isDataException, limitBodies, rejectHostileAddress } from './http/hostile-input.ts'
import { OperationRouter } from './http/operation.ts'
import { tenantMiddleware } from './http/tenant.middleware.ts'
import { addressRoutes } from './modules/address/address.routes.ts'
import { authRoutes } from './modules/auth/auth.routes.ts'
import { cartRoutes } from './modules/cart/cart.routes.ts'
import { catalogRoutes } from './modules/catalog/catalog.routes.ts'
import { contentRoutes } from './modules/content/content.routes.ts'
import { customerListRoutes } from './modules/customer-lists/customer-lists.routes.ts'
import { customerRoutes } from './modules/customers/customers.routes.ts'
import { devRoutes } from './modules/dev/dev.routes.ts'
import { devEventRoutes } from './modules/dev/dev-events.routes.ts'
import { devModerationRoutes } from './modules/dev/dev-moderation.routes.ts'
import { devPriceAccessRoutes } from './modules/dev/dev-price-access.routes.ts'
import { deviceRoutes } from './modules/devices/devices.routes.ts'
import { docsRoutes } from './modules/docs/docs.routes.ts'
import { eventRoutes, eventStaffRoutes } from './modules/events/events.routes.ts'
import { legalRoutes } from './modules/legal/legal.routes.ts'
import { legalStaffRoutes } from './modules/legal/legal-staff.routes.ts'
import { loyaltyRoutes } from './modules/loyalty/loyalty.routes.ts'
import { mediaRoutes } from './modules/media/media.routes.ts'
import { oauthRoutes } from './modules/oauth/oauth.routes.ts'
import { orderRoutes } from './modules/orders/orders.routes.ts'
import { outletRoutes } from './modules/outlets/outlets.routes.ts'
import { configuredProvider } from './modules/payments/payment-config.ts'
import {
  configuredMethodProviders,
  distinctProviders,
  type MethodProviders,
} from './modules/payments/payment-methods.ts'
import { notificationRoutes, paymentRoutes, sandboxBankRoutes } from './modules/payments/payments.routes.ts'
import { SandboxProvider } from './modules/payments/sandbox-provider.ts'
import { promotionRoutes } from './modules/promotions/promotions.routes.ts'
import { purchaseRoutes } from './modules/purchases/purchases.routes.ts'
import { DevOutboxNotifier } from './modules/push/notifier.ts'
import { pushStaffRoutes } from './modules/push/push.routes.ts'
import { pushSenderFromEnv } from './modules/push/push-config.ts'
import { reclamationRoutes } from './modules/reclamations/reclamations.routes.ts'
import { reviewRoutes } from './modules/reviews/reviews.routes.ts'
import { staffRoutes } from './modules/staff/staff.routes.ts'
import { tenantRoutes } from './modules/tenants/tenants.routes.ts'
import { tourRoutes } from './modules/tours/tours.routes.ts'
import type { FileStorage } from './modules/uploads/file-storage.ts'
import { storageFromEnv } from './modules/uploads/storage-config.ts'
import { fileRoutes, uploadRoutes } from './modules/uploads/uploads.routes.ts'

/** Composes the API from its modules. Everything with side effects comes in through `deps`. */
export function createApp(input: Deps) {
  const payment = input.payment ?? configuredProvider(input)
  const paymentMethods: MethodProviders = {
    ...(input.paymentMethods ?? configuredMethodProviders(input.env)),
    redirect: payment,
  }
  const deps: Deps & { storage: FileStorage } = {
    ...input,
    payment,
    paymentMethods,
    storage: input.storage ?? storageFromEnv(input.env, () => input.clock.now()),
    notifier: input.notifier ?? new DevOutboxNotifier(input.db, () => input.clock.now()),
  }
  const push = 'push' in input ? input.push : pushSenderFromEnv(input.env)
  if (push) deps.push = push
  const app = new Hono<AppEnv>({ strict: true })

  app.use(async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || crypto.randomUUID()
    const started = performance.now()
    c.set('deps', deps)
    c.set('requestId', requestId)
    c.set('log', deps.logger.child({ requestId }))
    c.header('X-Request-Id', requestId)
    await next()
    // Draining: the client opens its next connection elsewhere instead of reusing this one.
    if (deps.lifecycle?.draining) c.header('Connection', 'close')
    c.var.log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    )
  })

  app.use(rejectHostileAddress(), limitBodies())

  app.onError((error, c) => {
    if (error instanceof ApiProblem) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value)
      return c.json(error.body, error.status)
    }
    if (error instanceof HTTPException)
      return c.json({ detail: error.message || 'Bad request.' }, error.status)
    // A value the database refused as data (an id beyond its integer range, a malformed number): the
    // client's input, so a 400. Schemas bound what they know; this is the net under every one of them.
    if (isDataException(error)) {
      c.var.log.warn({ err: error }, 'database refused a value as data')
      return c.json({ detail: 'A value is out of range or malformed.', code: 'invalid_value' }, 400)
    }
    c.var.log.error({ err: error }, 'unhandled error')
    return c.json({ detail: 'Internal server error.' }, 500)
  })
  app.notFound((c) => c.json({ detail: 'Not found.' }, 404))

  app.route(
    '/',
    new OperationRouter().on(platform.health, async () => {
      // After SIGTERM: a balancer that still asks takes this instance out while its requests finish.
      if (deps.lifecycle?.draining)
        throw new ApiProblem(503, { detail: 'Shutting down.', code: 'shutting_down' }, { 'Retry-After': '5' })
      await deps.db.execute(sql`select 1`)
      return { status: 'ok' as const }
    }).app,
  )

  app.route('/', mediaRoutes.app)
  app.route('/', fileRoutes.app)
  app.route('/', docsRoutes(deps.env.PUBLIC_URL).app)
  app.route('/', notificationRoutes(distinctProviders(paymentMethods)).app)
  if (payment instanceof SandboxProvider) app.route('/', sandboxBankRoutes(payment).app)
  // The dev outbox is read by people and e2e tests across tenants, so it sits before the tenant gate.
  if (isDevOutboxEnabled(deps.env)) {
    app.route('/', devRoutes.app)
    app.route('/', devModerationRoutes)
    app.route('/', devEventRoutes)
    app.route('/', devPriceAccessRoutes)
  }

  const api = new Hono<AppEnv>({ strict: true })
  api.use('/api/*', tenantMiddleware(), authMiddleware())
  for (const routes of [
    tenantRoutes,
    authRoutes,
    customerRoutes,
    catalogRoutes,
    contentRoutes,
    cartRoutes,
    orderRoutes,
    paymentRoutes(paymentMethods),
    purchaseRoutes,
    loyaltyRoutes,
    addressRoutes,
    deviceRoutes,
    oauthRoutes,
    tourRoutes,
    customerListRoutes,
    outletRoutes,
    legalRoutes,
    uploadRoutes,
    reclamationRoutes,
    reviewRoutes,
    staffRoutes,
    eventRoutes,
    { app: eventStaffRoutes },
    promotionRoutes,
    { app: legalStaffRoutes },
    pushStaffRoutes,
  ])
    api.route('/', routes.app)
  app.route('/', api)
  return app
}

export type App = ReturnType<typeof createApp>
