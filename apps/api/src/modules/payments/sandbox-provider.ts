import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { and, eq, inArray, isNull, lt } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { sandboxBankPayments } from '../../db/schema/index.ts'
import type { Clock } from '../../http/context.ts'
import type {
  CreatePaymentInput,
  PaymentProvider,
  PaymentStatus,
  ProviderPayment,
  ProviderRefund,
  RefundInput,
} from './provider.ts'

type BankRow = typeof sandboxBankPayments.$inferSelect

/** A pending sandbox payment nobody decides on is canceled after this, as a real confirmation expires. */
export const SANDBOX_CONFIRMATION_TTL_MS = 60 * 60 * 1000

/**
 * The sandbox bank (development and tests only): the customer is redirected to a local bank page with "Pay"
 * and "Decline" buttons; the bank then sends a signed notification. Its ledger is a database table, so any
 * API instance serves the bank page and answers for any payment, before and after restarts.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox'
  readonly #db: Database
  readonly #clock: Clock
  readonly #secret: string
  readonly #publicUrl: string

  constructor(options: { db: Database; clock: Clock; secret: string; publicUrl: string }) {
    this.#db = options.db
    this.#clock = options.clock
    this.#secret = options.secret
    this.#publicUrl = options.publicUrl.replace(/\/$/, '')
  }

  async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
    // ON CONFLICT on the idempotency key: two instances retrying the same create get one payment.
    await this.#db
      .insert(sandboxBankPayments)
      .values({
        externalId: `sbx_${randomUUID()}`,
        status: 'pending',
        amountMinor: input.amountMinor,
        currency: input.currency,
        returnUrl: input.returnUrl,
        idempotencyKey: input.idempotencyKey,
        createdAt: this.#clock.now(),
      })
      .onConflictDoNothing({ target: sandboxBankPayments.idempotencyKey })
    const [row] = await this.#db
      .select()
      .from(sandboxBankPayments)
      .where(eq(sandboxBankPayments.idempotencyKey, input.idempotencyKey))
    if (!row) throw new Error('sandbox payment insert returned nothing')
    return this.#public(row)
  }

  async fetchPayment(externalId: string): Promise<ProviderPayment> {
    const row = await this.payment(externalId)
    if (!row) throw new Error(`sandbox payment ${externalId} not found`)
    return this.#public(row)
  }

  async capturePayment(externalId: string): Promise<ProviderPayment> {
    return this.#move(externalId, ['waiting_for_capture'], 'succeeded')
  }

  async cancelPayment(externalId: string): Promise<ProviderPayment> {
    return this.#move(externalId, ['pending', 'waiting_for_capture'], 'canceled')
  }

  /** Gives a succeeded payment's money back; once, however often it is asked (the ledger row is the key). */
  async refundPayment(input: RefundInput): Promise<ProviderRefund> {
    await this.#db
      .update(sandboxBankPayments)
      .set({ refundedAt: this.#clock.now() })
      .where(
        and(
          eq(sandboxBankPayments.externalId, input.externalId),
          eq(sandboxBankPayments.status, 'succeeded'),
          isNull(sandboxBankPayments.refundedAt),
        ),
      )
    const row = await this.payment(input.externalId)
    if (!row?.refundedAt) throw new Error(`sandbox payment ${input.externalId} cannot be refunded`)
    return { refundId: `${input.externalId}_refund`, status: 'succeeded' }
  }

  /** The bank page's decision; answers where to send the customer back, or null if already decided. */
  async decide(
    externalId: string,
    outcome: 'succeeded' | 'canceled',
  ): Promise<{ returnUrl: string; notification: string; signature: string } | null> {
    await this.#expire(externalId)
    const [row] = await this.#db
      .update(sandboxBankPayments)
      .set({ status: outcome satisfies PaymentStatus, decidedAt: this.#clock.now() })
      .where(and(eq(sandboxBankPayments.externalId, externalId), eq(sandboxBankPayments.status, 'pending')))
      .returning()
    if (!row) return null
    const notification = JSON.stringify({ event: `payment.${outcome}`, object: { id: externalId } })
    return { returnUrl: row.returnUrl, notification, signature: this.sign(notification) }
  }

  /** The bank's record of a payment (an expired pending one reads as canceled). */
  async payment(externalId: string): Promise<BankRow | undefined> {
    await this.#expire(externalId)
    const [row] = await this.#db
      .select()
      .from(sandboxBankPayments)
      .where(eq(sandboxBankPayments.externalId, externalId))
    return row
  }

  sign(body: string): string {
    return createHmac('sha256', this.#secret).update(body).digest('hex')
  }

  parseNotification(request: { headers: Headers; body: string }): { externalId: string } | null {
    const given = Buffer.from(request.headers.get('x-sandbox-signature') ?? '', 'hex')
    const expected = Buffer.from(this.sign(request.body), 'hex')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
    try {
      const parsed = JSON.parse(request.body) as { object?: { id?: unknown } }
      return typeof parsed.object?.id === 'string' ? { externalId: parsed.object.id } : null
    } catch {
      return null
    }
  }

  async #expire(externalId: string): Promise<void> {
    const cutoff = new Date(this.#clock.now().getTime() - SANDBOX_CONFIRMATION_TTL_MS)
    await this.#db
      .update(sandboxBankPayments)
      .set({ status: 'canceled', decidedAt: this.#clock.now() })
      .where(
        and(
          eq(sandboxBankPayments.externalId, externalId),
          eq(sandboxBankPayments.status, 'pending'),
          lt(sandboxBankPayments.createdAt, cutoff),
        ),
      )
  }

  async #move(externalId: string, from: PaymentStatus[], to: PaymentStatus): Promise<ProviderPayment> {
    await this.#db
      .update(sandboxBankPayments)
      .set({ status: to, decidedAt: this.#clock.now() })
      .where(and(eq(sandboxBankPayments.externalId, externalId), inArray(sandboxBankPayments.status, from)))
    return this.fetchPayment(externalId)
  }

  #public(row: BankRow): ProviderPayment {
    return {
      externalId: row.externalId,
      status: row.status as PaymentStatus,
      amountMinor: row.amountMinor,
      confirmationUrl: `${this.#publicUrl}/sandbox-bank/${row.externalId}`,
    }
  }
}
