import type { Locale } from '@vitrina/domain/locale'
import { and, desc, eq, ne, sql } from 'drizzle-orm'
import { orders, payments } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import type { Deps } from '../../http/context.ts'
import { badRequest, conflict, notFound } from '../../http/errors.ts'
import { storefrontOrigin } from '../../http/storefront-origin.ts'
import { loadOrder } from '../orders/create-order.ts'
import { isOnlinePayment } from '../orders/order-json.ts'
import type { PaymentProvider, ProviderPayment } from './provider.ts'

/** The shopper's locale names what they read (payment choices). */
type Ctx = { companyId: number; customerId: number; locale?: Locale | undefined }
export type PaymentAnswer = {
  payment_id: number
  status: string
  confirmation_url: string | null
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

/** Starts (or resumes) the online payment of an order; answers where to send the customer. */
export async function startPayment(
  deps: Deps,
  provider: PaymentProvider,
  ctx: Ctx,
  orderId: number,
  returnUrl: string,
  /** X-Storefront-Origin of the request: the host a relative return path resolves on. */
  requestOrigin?: string,
): Promise<PaymentAnswer> {
  const order = await loadOrder(deps, ctx, orderId)
  const [row] = await deps.db.select().from(orders).where(eq(orders.id, orderId))
  if (!row || !order.actions.includes('PAY') || !isOnlinePayment(row.paymentType)) {
    throw conflict('Online payment is unavailable or the order is already paid.', 'payment_unavailable')
  }
  const [latest] = await deps.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1)
  if (latest && (latest.status === 'pending' || latest.status === 'waiting_for_capture')) {
    const current = await provider.fetchPayment(latest.externalId)
    await applyProviderStatus(deps, latest.id, current)
    if (current.status === 'pending')
      return {
        payment_id: latest.id,
        status: current.status,
        confirmation_url: current.confirmationUrl,
        order,
      }
  }
  const attempt = latest ? latest.id + 1 : 1
  const created = await provider.createPayment({
    orderId,
    amountMinor: row.totalMinor - row.paidMinor,
    currency: 'RUB',
    description: `Order ${row.number}`,
    returnUrl: safeReturnUrl(deps.env, ctx.companyId, requestOrigin, returnUrl),
    idempotencyKey: `order-${orderId}-attempt-${attempt}`,
  })
  const [payment] = await deps.db
    .insert(payments)
    .values({
      orderId,
      provider: provider.name,
      externalId: created.externalId,
      status: created.status,
      amountMinor: created.amountMinor,
    })
    .returning({ id: payments.id })
  if (!payment) throw new Error('payment insert returned nothing')
  return { payment_id: payment.id, status: created.status, confirmation_url: created.confirmationUrl, order }
}

/** Reads the order's latest payment from the provider and applies it: the storefront's poll. */
export async function refreshPayment(
  deps: Deps,
  provider: PaymentProvider,
  ctx: Ctx,
  orderId: number,
): Promise<PaymentAnswer> {
  await loadOrder(deps, ctx, orderId)
  const [latest] = await deps.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1)
  if (!latest) throw notFound('No payment for this order.')
  const current = await provider.fetchPayment(latest.externalId)
  await applyProviderStatus(deps, latest.id, current)
  return {
    payment_id: latest.id,
    status: current.status,
    confirmation_url: current.confirmationUrl,
    order: await loadOrder(deps, ctx, orderId),
  }
}

/**
 * Applies a status read FROM THE PROVIDER (never from a notification body). The conditional
 * update makes each payment credit the order at most once, however many notifications come.
 */
export async function applyProviderStatus(
  deps: Deps,
  paymentId: number,
  current: ProviderPayment,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(payments)
      .set({ status: current.status, updatedAt: deps.clock.now() })
      .where(
        and(
          eq(payments.id, paymentId),
          ne(payments.status, current.status),
          ne(payments.status, 'succeeded'),
        ),
      )
      .returning({ orderId: payments.orderId, amountMinor: payments.amountMinor })
    if (changed && current.status === 'succeeded') {
      await tx
        .update(orders)
        .set({ paidMinor: sql`least(${orders.totalMinor}, ${orders.paidMinor} + ${changed.amountMinor})` })
        .where(eq(orders.id, changed.orderId))
    }
  })
}

/** A provider's notification: only its payment id is read; the status is fetched again. */
export async function handleNotification(
  deps: Deps,
  provider: PaymentProvider,
  headers: Headers,
  body: string,
): Promise<void> {
  const parsed = provider.parseNotification(headers, body)
  if (!parsed) throw badRequest('Invalid notification.', 'notification_invalid')
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider.name), eq(payments.externalId, parsed.externalId)))
  if (!payment) throw notFound('Payment not found.')
  await applyProviderStatus(deps, payment.id, await provider.fetchPayment(parsed.externalId))
}
