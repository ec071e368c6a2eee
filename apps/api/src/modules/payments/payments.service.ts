import type { Locale } from '@vitrina/domain/locale'
import { isPaymentMethod, type PaymentMethod } from '@vitrina/domain/order-links'
import { isFinalOrderState } from '@vitrina/domain/order-state'
import { and, asc, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm'
import { orders, payments } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import type { Deps } from '../../http/context.ts'
import { ApiProblem, badRequest, conflict, notFound } from '../../http/errors.ts'
import { storefrontOrigin } from '../../http/storefront-origin.ts'
import { recordOrderAccrual } from '../loyalty/loyalty-ledger.ts'
import { loadOrder } from '../orders/create-order.ts'
import { isOnlinePayment } from '../orders/order-json.ts'
import { confirmPaidTourBooking } from '../tours/tour-release.ts'
import { confirmationOf, distinctProviders, type MethodProviders } from './payment-methods.ts'
import { type PaymentProvider, type ProviderPayment, ProviderUnavailable } from './provider.ts'

/** The shopper's locale names what they read (payment choices). */
type Ctx = { companyId: number; customerId: number; locale?: Locale | undefined }
export type PaymentAnswer = {
  payment_id: number
  status: string
  confirmation_url: string | null
  /** SberPay: opens the bank's app on a phone (shown as a QR on a desktop); null for other providers. */
  deep_link: string | null
  method: string
  /** YooKassa's widget token (embedded confirmation); null for other methods. */
  confirmation_token: string | null
  order: Awaited<ReturnType<typeof loadOrder>>
}

/**
 * Return URLs must lead back to the storefront host that holds the customer's session: a relative path (on
 * the host the storefront named in X-Storefront-Origin, if it is the company's), or an absolute URL on a host
 * TENANT_HOSTS gives to the order's company (or the main STOREFRONT_URL host). Anything else is refused.
 */
export function safeReturnUrl(
  env: Env,
  company: number,
  requestOrigin: string | undefined,
  value: string,
): string {
  if (/^\/(?![/\\])/.test(value)) return `${storefrontOrigin(env, company, requestOrigin)}${value}`
  try {
    const url = new URL(value)
    if (
      url.username === '' &&
      url.password === '' &&
      storefrontOrigin(env, company, url.origin) === url.origin
    )
      return url.toString()
  } catch {
    // falls through to the refusal below
  }
  throw badRequest('return_url must be a path of the storefront.', 'return_url_invalid')
}

/** The answer while a provider cannot be asked: the shopper may retry or choose another method. */
export const providerUnavailable = () =>
  new ApiProblem(503, {
    detail: 'Payment by the selected method is temporarily unavailable.',
    code: 'payment_provider_unavailable',
  })

/** Runs a provider call; an unreachable provider becomes a 503 with a reason, never a 500. */
async function ask<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw providerUnavailable()
    throw error
  }
}

type PaymentRow = typeof payments.$inferSelect
const OPEN_STATUSES = ['pending', 'waiting_for_capture']

async function latestPayment(deps: Deps, orderId: number): Promise<PaymentRow | undefined> {
  const [latest] = await deps.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1)
  return latest
}

/** Starts (or resumes) the online payment of an order by a method it offers; answers how the shopper pays. */
export async function startPayment(
  deps: Deps,
  methods: MethodProviders,
  ctx: Ctx,
  orderId: number,
  input: { returnUrl: string; method?: string | undefined },
  /** X-Storefront-Origin of the request: the host a relative return path resolves on. */
  requestOrigin?: string,
): Promise<PaymentAnswer> {
  const order = await loadOrder(deps, ctx, orderId)
  const [row] = await deps.db.select().from(orders).where(eq(orders.id, orderId))
  if (!row || !order.actions.includes('PAY') || !isOnlinePayment(row.paymentType)) {
    throw conflict('Online payment is unavailable or the order is already paid.', 'payment_unavailable')
  }
  const { method, provider } = chooseMethod(methods, order, input.method)
  const safeReturn = safeReturnUrl(deps.env, ctx.companyId, requestOrigin, input.returnUrl)
  const latest = await latestPayment(deps, orderId)
  if (latest && OPEN_STATUSES.includes(latest.status)) {
    const resumed = await resumeOpen(deps, methods, ctx, { latest, method, provider, order })
    if (resumed) return resumed
  }
  // The key names the attempt, so a retried POST (another instance, a double click) reuses the payment.
  const attempt = latest ? latest.id + 1 : 1
  const created = await ask(() =>
    provider.createPayment({
      orderId,
      amountMinor: row.totalMinor - row.paidMinor,
      currency: 'RUB',
      description: `Order ${row.number}`,
      returnUrl: safeReturn,
      idempotencyKey: `order-${orderId}-attempt-${attempt}`,
      confirmation: confirmationOf(method),
    }),
  )
  await deps.db
    .insert(payments)
    .values({
      orderId,
      provider: provider.name,
      method,
      externalId: created.externalId,
      status: created.status,
      amountMinor: created.amountMinor,
      confirmationUrl: created.confirmationUrl,
      deepLink: created.deepLink ?? null,
      checkedAt: deps.clock.now(),
    })
    .onConflictDoNothing({ target: [payments.provider, payments.externalId] })
  const [payment] = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.provider, provider.name), eq(payments.externalId, created.externalId)))
  if (!payment) throw new Error('payment insert returned nothing')
  return paymentAnswer({ id: payment.id, confirmationUrl: null, deepLink: null }, method, created, order)
}

/** The method asked for (the first offered when none) and its provider; 400 when the order does not offer it. */
function chooseMethod(
  methods: MethodProviders,
  order: PaymentAnswer['order'],
  asked: string | undefined,
): { method: PaymentMethod; provider: PaymentProvider } {
  const offered = order.available_payment_options.map((option) => option.type)
  const method = asked ?? offered[0]
  const provider = isPaymentMethod(method) && offered.includes(method) ? methods[method] : undefined
  if (!isPaymentMethod(method) || !provider)
    throw badRequest('This payment method is not offered for the order.', 'payment_method_invalid')
  return { method, provider }
}

/**
 * The order's open attempt when "Pay" is pressed again: the same method's pending payment is resumed, a paid
 * one answered; otherwise (declined, or closed because the shopper switched methods) null: start a new one.
 */
async function resumeOpen(
  deps: Deps,
  methods: MethodProviders,
  ctx: Ctx,
  attempt: {
    latest: PaymentRow
    method: PaymentMethod
    provider: PaymentProvider
    order: PaymentAnswer['order']
  },
): Promise<PaymentAnswer | null> {
  const { latest, method, provider, order } = attempt
  const sameAttempt = latest.provider === provider.name && latest.method === method
  const previous = sameAttempt ? provider : distinctProviders(methods).find((p) => p.name === latest.provider)
  const current = previous ? await closeOrResume(deps, previous, latest, !sameAttempt) : null
  if (current?.status === 'pending' && sameAttempt) return paymentAnswer(latest, method, current, order)
  if (current && current.status !== 'pending' && current.status !== 'canceled')
    return answerFor(deps, ctx, latest, current)
  return null
}

function paymentAnswer(
  payment: Pick<PaymentRow, 'id' | 'confirmationUrl' | 'deepLink'>,
  method: string,
  current: ProviderPayment,
  order: PaymentAnswer['order'],
): PaymentAnswer {
  return {
    payment_id: payment.id,
    status: current.status,
    method,
    confirmation_url: current.confirmationUrl ?? payment.confirmationUrl,
    confirmation_token: current.confirmationToken ?? null,
    deep_link: current.deepLink ?? payment.deepLink,
    order,
  }
}

/**
 * The open attempt of an order when a payment is started again: read from its provider (and applied); when the
 * shopper switched methods, a still-pending attempt is cancelled first so the order cannot be paid twice. A
 * provider that cannot be asked does not block the switch (that is when shoppers switch): the old attempt stays
 * open for reconciliation, and null is answered.
 */
async function closeOrResume(
  deps: Deps,
  provider: PaymentProvider,
  payment: PaymentRow,
  switching: boolean,
): Promise<ProviderPayment | null> {
  try {
    const current = await settle(deps, provider, payment)
    if (!switching || current.status !== 'pending') return current
    const canceled = await provider.cancelPayment(payment.externalId)
    await applyProviderStatus(deps, payment.id, canceled)
    return canceled
  } catch (error) {
    if (!switching) throw error
    deps.logger.warn(
      { err: error, paymentId: payment.id },
      'previous payment attempt not closed on a method switch',
    )
    return null
  }
}

async function answerFor(
  deps: Deps,
  ctx: Ctx,
  payment: Pick<PaymentRow, 'id' | 'orderId' | 'method'>,
  current: ProviderPayment,
): Promise<PaymentAnswer> {
  return paymentAnswer(
    { id: payment.id, confirmationUrl: null, deepLink: null },
    payment.method,
    current,
    await loadOrder(deps, ctx, payment.orderId),
  )
}

/** Reads the order's latest payment from its provider and applies it: the storefront's poll. */
export async function refreshPayment(
  deps: Deps,
  providers: PaymentProvider[],
  ctx: Ctx,
  orderId: number,
): Promise<PaymentAnswer> {
  await loadOrder(deps, ctx, orderId)
  const latest = await latestPayment(deps, orderId)
  if (!latest) throw notFound('No payment for this order.')
  const provider = providers.find((p) => p.name === latest.provider)
  if (!provider || !OPEN_STATUSES.includes(latest.status)) {
    // Settled (or made with a provider no longer configured): the stored status is final.
    return {
      payment_id: latest.id,
      status: latest.status,
      method: latest.method,
      confirmation_url: latest.confirmationUrl,
      confirmation_token: null,
      deep_link: null,
      order: await loadOrder(deps, ctx, orderId),
    }
  }
  const current = await settle(deps, provider, latest)
  return paymentAnswer(latest, latest.method, current, await loadOrder(deps, ctx, orderId))
}

/**
 * Fetches a payment from its provider and applies what the provider says. A payment held for capture is
 * captured when the order still owes its amount, otherwise released (the order was paid another way or
 * canceled meanwhile) — so no money is held for nothing.
 */
export async function settle(
  deps: Deps,
  provider: PaymentProvider,
  payment: Pick<PaymentRow, 'id' | 'orderId' | 'externalId' | 'amountMinor'>,
): Promise<ProviderPayment> {
  let current = await ask(() => provider.fetchPayment(payment.externalId))
  if (current.status === 'waiting_for_capture') {
    const [order] = await deps.db.select().from(orders).where(eq(orders.id, payment.orderId))
    const owes =
      order && !isFinalOrderState(order.state) && order.totalMinor - order.paidMinor >= current.amountMinor
    const snapshot = current
    current = await ask(() =>
      owes
        ? provider.capturePayment(payment.externalId, snapshot.amountMinor)
        : provider.cancelPayment(payment.externalId),
    )
  }
  const { refundDue } = await applyProviderStatus(deps, payment.id, current)
  if (refundDue) await refundLatePayment(deps, provider, payment.id)
  return current
}

/**
 * Gives back a payment marked `due` (it succeeded after its order closed). Runs after the marking transaction
 * and again from reconciliation while the provider cannot be asked; the idempotency key makes every try the
 * same refund. Never throws: a refund that could not be made stays `due` and is logged.
 */
export async function refundLatePayment(
  deps: Deps,
  provider: PaymentProvider,
  paymentId: number,
): Promise<boolean> {
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.refundStatus, 'due')))
  if (!payment) return false
  try {
    const refund = await provider.refundPayment({
      externalId: payment.externalId,
      amountMinor: payment.amountMinor,
      currency: 'RUB',
      idempotencyKey: `refund-payment-${payment.id}`,
    })
    const refundStatus = refund.status === 'canceled' ? 'failed' : refund.status
    await deps.db
      .update(payments)
      .set({ refundStatus, refundId: refund.refundId, updatedAt: deps.clock.now() })
      .where(and(eq(payments.id, payment.id), eq(payments.refundStatus, 'due')))
    const log =
      refundStatus === 'failed' ? deps.logger.error.bind(deps.logger) : deps.logger.info.bind(deps.logger)
    log({ paymentId, orderId: payment.orderId, refundStatus }, 'late payment refunded')
    return refundStatus !== 'failed'
  } catch (error) {
    deps.logger.error(
      { err: error, paymentId, orderId: payment.orderId },
      'late payment refund failed; retried',
    )
    return false
  }
}

/**
 * Applies a status read FROM THE PROVIDER (never from a notification body). The conditional update makes
 * each payment credit the order at most once, however many notifications, polls and reconciliations race.
 */
export async function applyProviderStatus(
  deps: Deps,
  paymentId: number,
  current: ProviderPayment,
): Promise<{ refundDue: boolean }> {
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    // The order's row is locked before the payment changes, like the unpaid-order release locks it: a credit
    // and an expiry of the same order run one after the other, and the expiry's re-check sees the credit.
    const [order] = await tx
      .select({
        id: orders.id,
        state: orders.state,
        number: orders.number,
        totalMinor: orders.totalMinor,
        paidMinor: orders.paidMinor,
      })
      .from(orders)
      .where(
        eq(orders.id, sql`(select ${payments.orderId} from ${payments} where ${payments.id} = ${paymentId})`),
      )
      .for('update')
    const [changed] = await tx
      .update(payments)
      .set({ status: current.status, updatedAt: now, checkedAt: now })
      .where(
        and(
          eq(payments.id, paymentId),
          ne(payments.status, current.status),
          ne(payments.status, 'succeeded'),
        ),
      )
      .returning({ orderId: payments.orderId, amountMinor: payments.amountMinor })
    if (!changed) {
      await tx.update(payments).set({ checkedAt: now }).where(eq(payments.id, paymentId))
      return { refundDue: false }
    }
    if (current.status === 'succeeded') {
      // The bank took the money after the order left (its payment window closed, its stock went back): the
      // order is not revived, and the money goes back to the shopper (refundLatePayment, after this commit).
      if (order && isFinalOrderState(order.state)) {
        await tx.update(payments).set({ refundStatus: 'due' }).where(eq(payments.id, paymentId))
        deps.logger.warn(
          { paymentId, orderId: order.id, number: order.number, state: order.state },
          'payment succeeded for an order already closed: refunding it',
        )
        return { refundDue: true }
      }
      // The order no longer owes this payment's amount: another attempt paid it (the shopper switched methods
      // while this provider could not be asked, and this one was confirmed after all). Crediting it would take
      // the money twice and say nothing, so it is given back like a late payment.
      if (order && order.totalMinor - order.paidMinor < changed.amountMinor) {
        await tx.update(payments).set({ refundStatus: 'due' }).where(eq(payments.id, paymentId))
        deps.logger.warn(
          { paymentId, orderId: order.id, number: order.number, paidMinor: order.paidMinor },
          'payment succeeded for an order another payment already paid: refunding it',
        )
        return { refundDue: true }
      }
      const [credited] = await tx
        .update(orders)
        .set({ paidMinor: sql`least(${orders.totalMinor}, ${orders.paidMinor} + ${changed.amountMinor})` })
        .where(eq(orders.id, changed.orderId))
        .returning()
      await confirmPaidTourBooking(tx, changed.orderId)
      // A fully paid (and still open) order earns points on the money paid: pending until the return window ends.
      if (credited && credited.paidMinor >= credited.totalMinor && !isFinalOrderState(credited.state))
        await recordOrderAccrual(tx, credited, now)
    }
    return { refundDue: false }
  })
}

/** A provider's notification: only its payment id is read; the status is fetched again. */
export async function handleNotification(
  deps: Deps,
  provider: PaymentProvider,
  request: { headers: Headers; body: string; query: URLSearchParams },
): Promise<void> {
  const parsed = provider.parseNotification(request)
  if (!parsed) throw badRequest('Invalid notification.', 'notification_invalid')
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider.name), eq(payments.externalId, parsed.externalId)))
  if (!payment) throw notFound('Payment not found.')
  // A settled payment needs no provider call: a duplicate notification is answered from the database.
  if (!OPEN_STATUSES.includes(payment.status)) return
  await settle(deps, provider, payment)
}

export type ReconcileResult = { checked: number; settled: number; refunded: number; unavailable: boolean }

/**
 * Resolves payments left open (the shopper closed the tab, a notification was lost): the oldest-checked
 * first, those not read from the provider for `staleMs`. The provider decides: succeeded credits the
 * order, canceled/expired closes the attempt (the order's unpaid-window rules take it from there). Safe to
 * run on every instance at once: applying a status is idempotent. Stops early while the provider is down.
 */
export async function reconcilePayments(
  deps: Deps,
  provider: PaymentProvider,
  options: { staleMs: number; limit: number },
): Promise<ReconcileResult> {
  const cutoff = new Date(deps.clock.now().getTime() - options.staleMs)
  const open = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider.name),
        inArray(payments.status, OPEN_STATUSES),
        lt(payments.checkedAt, cutoff),
      ),
    )
    .orderBy(asc(payments.checkedAt))
    .limit(options.limit)
  const result: ReconcileResult = { checked: 0, settled: 0, refunded: 0, unavailable: false }
  // Refunds the provider could not take when they fell due.
  const due = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.provider, provider.name), eq(payments.refundStatus, 'due')))
    .orderBy(asc(payments.id))
    .limit(options.limit)
  for (const payment of due) if (await refundLatePayment(deps, provider, payment.id)) result.refunded += 1
  for (const payment of open) {
    try {
      const current = await settle(deps, provider, payment)
      result.checked += 1
      if (!OPEN_STATUSES.includes(current.status)) result.settled += 1
    } catch (error) {
      if (error instanceof ApiProblem && error.status === 503) {
        result.unavailable = true
        break
      }
      // One broken payment (unknown to the provider, say) must not stop the others: log and mark it checked.
      deps.logger.error({ err: error, paymentId: payment.id }, 'payment reconciliation failed')
      await deps.db.update(payments).set({ checkedAt: deps.clock.now() }).where(eq(payments.id, payment.id))
    }
  }
  return result
}
