import { decimalToMinor, minorToDecimal } from '@vitrina/domain/money'
import type { PaymentProvider, PaymentStatus, ProviderPayment } from './provider.ts'

type YooKassaPayment = {
  id: string
  status: PaymentStatus
  amount: { value: string; currency: string }
  confirmation?: { type: string; confirmation_url?: string }
}

const STATUSES: readonly PaymentStatus[] = ['pending', 'waiting_for_capture', 'succeeded', 'canceled']

/**
 * YooKassa REST API v3. Payments are created with `capture: true` (one-stage) and an
 * Idempotence-Key; notifications only name a payment, whose status is then fetched again
 * (a notification body is never trusted on its own).
 */
export class YooKassaProvider implements PaymentProvider {
  readonly name = 'yookassa'
  readonly #apiUrl: string
  readonly #auth: string
  readonly #fetch: typeof fetch

  constructor(options: { apiUrl: string; shopId: string; secretKey: string; fetch?: typeof fetch }) {
    this.#apiUrl = options.apiUrl.replace(/\/$/, '')
    this.#auth = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`
    this.#fetch = options.fetch ?? fetch
  }

  async createPayment(input: Parameters<PaymentProvider['createPayment']>[0]): Promise<ProviderPayment> {
    const payment = await this.#call('POST', '/payments', {
      body: {
        amount: { value: minorToDecimal(input.amountMinor), currency: input.currency },
        capture: true,
        confirmation: { type: 'redirect', return_url: input.returnUrl },
        description: input.description.slice(0, 128),
        metadata: { order_id: String(input.orderId) },
      },
      idempotenceKey: input.idempotencyKey,
    })
    return toProviderPayment(payment)
  }

  async fetchPayment(externalId: string): Promise<ProviderPayment> {
    if (!/^[\w-]{1,64}$/.test(externalId)) throw new Error('invalid YooKassa payment id')
    return toProviderPayment(await this.#call('GET', `/payments/${externalId}`, {}))
  }

  parseNotification(_headers: Headers, body: string): { externalId: string } | null {
    try {
      const parsed = JSON.parse(body) as { type?: unknown; object?: { id?: unknown } }
      if (parsed.type !== 'notification' || typeof parsed.object?.id !== 'string') return null
      return /^[\w-]{1,64}$/.test(parsed.object.id) ? { externalId: parsed.object.id } : null
    } catch {
      return null
    }
  }

  async #call(
    method: 'GET' | 'POST',
    path: string,
    init: { body?: unknown; idempotenceKey?: string },
  ): Promise<YooKassaPayment> {
    const headers: Record<string, string> = { Authorization: this.#auth, 'Content-Type': 'application/json' }
    if (init.idempotenceKey) headers['Idempotence-Key'] = init.idempotenceKey
    const response = await this.#fetch(`${this.#apiUrl}${path}`, {
      method,
      headers,
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`YooKassa ${method} ${path} answered ${response.status}`)
    return (await response.json()) as YooKassaPayment
  }
}

function toProviderPayment(payment: YooKassaPayment): ProviderPayment {
  if (!STATUSES.includes(payment.status)) throw new Error(`unknown YooKassa status ${String(payment.status)}`)
  const amountMinor = decimalToMinor(payment.amount.value)
  if (amountMinor === null) throw new Error(`bad YooKassa amount ${payment.amount.value}`)
  return {
    externalId: payment.id,
    status: payment.status,
    amountMinor,
    confirmationUrl: payment.confirmation?.confirmation_url ?? null,
  }
}
