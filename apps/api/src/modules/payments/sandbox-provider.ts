import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import type { PaymentProvider, PaymentStatus, ProviderPayment } from './provider.ts'

type SandboxPayment = ProviderPayment & { returnUrl: string; idempotencyKey: string }

/**
 * The sandbox bank: payments live in this process; the customer is redirected to a local
 * bank page with "Pay" and "Decline" buttons; the bank then sends a signed notification.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox'
  readonly #payments = new Map<string, SandboxPayment>()
  readonly #secret: string
  readonly #publicUrl: string

  constructor(options: { secret: string; publicUrl: string }) {
    this.#secret = options.secret
    this.#publicUrl = options.publicUrl.replace(/\/$/, '')
  }

  async createPayment(input: Parameters<PaymentProvider['createPayment']>[0]): Promise<ProviderPayment> {
    for (const payment of this.#payments.values()) {
      if (payment.idempotencyKey === input.idempotencyKey) return this.#public(payment)
    }
    const externalId = `sbx_${randomUUID()}`
    const payment: SandboxPayment = {
      externalId,
      status: 'pending',
      amountMinor: input.amountMinor,
      confirmationUrl: `${this.#publicUrl}/sandbox-bank/${externalId}`,
      returnUrl: input.returnUrl,
      idempotencyKey: input.idempotencyKey,
    }
    this.#payments.set(externalId, payment)
    return this.#public(payment)
  }

  async fetchPayment(externalId: string): Promise<ProviderPayment> {
    const payment = this.#payments.get(externalId)
    if (!payment) throw new Error(`sandbox payment ${externalId} not found`)
    return this.#public(payment)
  }

  /** The bank page's decision; answers where to send the customer back. */
  decide(
    externalId: string,
    outcome: 'succeeded' | 'canceled',
  ): { returnUrl: string; notification: string; signature: string } | null {
    const payment = this.#payments.get(externalId)
    if (payment?.status !== 'pending') return null
    payment.status = outcome satisfies PaymentStatus
    const notification = JSON.stringify({ event: `payment.${outcome}`, object: { id: externalId } })
    return { returnUrl: payment.returnUrl, notification, signature: this.sign(notification) }
  }

  payment(externalId: string): SandboxPayment | undefined {
    return this.#payments.get(externalId)
  }

  sign(body: string): string {
    return createHmac('sha256', this.#secret).update(body).digest('hex')
  }

  parseNotification(headers: Headers, body: string): { externalId: string } | null {
    const given = Buffer.from(headers.get('x-sandbox-signature') ?? '', 'hex')
    const expected = Buffer.from(this.sign(body), 'hex')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
    try {
      const parsed = JSON.parse(body) as { object?: { id?: unknown } }
      return typeof parsed.object?.id === 'string' ? { externalId: parsed.object.id } : null
    } catch {
      return null
    }
  }

  #public(payment: SandboxPayment): ProviderPayment {
    return {
      externalId: payment.externalId,
      status: payment.status,
      amountMinor: payment.amountMinor,
      confirmationUrl: payment.confirmationUrl,
    }
  }
}
