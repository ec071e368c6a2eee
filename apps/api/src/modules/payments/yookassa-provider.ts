import { decimalToMinor, minorToDecimal } from '@vitrina/domain/money'
import {
  type CreatePaymentInput,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderPayment,
  type ProviderRefund,
  ProviderUnavailable,
  type RefundInput,
} from './provider.ts'

type YooKassaPayment = {
  id: string
  status: PaymentStatus
  amount: { value: string; currency: string }
  confirmation?: { type: string; confirmation_url?: string; confirmation_token?: string }
}

type YooKassaRefund = { id: string; status: ProviderRefund['status'] }
const REFUND_STATUSES: readonly string[] = ['pending', 'succeeded', 'canceled']

const STATUSES: readonly PaymentStatus[] = ['pending', 'waiting_for_capture', 'succeeded', 'canceled']
const PAYMENT_ID = /^[\w-]{1,64}$/

/**
 * YooKassa REST API v3. Payments are created with `capture: true` (one-stage) and an Idempotence-Key;
 * notifications only name a payment, whose status is then fetched again (YooKassa signs nothing, so a
 * notification body is never trusted on its own). Network errors, timeouts and 5xx answers are
 * ProviderUnavailable: the payment's state is unknown then, not failed.
 */
export class YooKassaProvider implements PaymentProvider {
  readonly name = 'yookassa'
  readonly #apiUrl: string
  readonly #auth: string
  readonly #fetch: typeof fetch
  readonly #timeoutMs: number

  constructor(options: {
    apiUrl: string
    shopId: string
    secretKey: string
    fetch?: typeof fetch
    timeoutMs?: number
  }) {
    this.#apiUrl = options.apiUrl.replace(/\/$/, '')
    this.#auth = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`
    this.#fetch = options.fetch ?? fetch
    this.#timeoutMs = options.timeoutMs ?? 10_000
  }

  async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
    const payment = await this.#call('POST', '/payments', {
      body: {
        amount: { value: minorToDecimal(input.amountMinor), currency: input.currency },
        capture: true,
        // The widget needs no return_url here: it is given to the widget on the shop's page.
        confirmation:
          input.confirmation === 'embedded'
            ? { type: 'embedded' }
            : { type: 'redirect', return_url: input.returnUrl },
        description: input.description.slice(0, 128),
        metadata: { order_id: String(input.orderId) },
      },
      idempotenceKey: input.idempotencyKey,
    })
    return toProviderPayment(payment)
  }

  async fetchPayment(externalId: string): Promise<ProviderPayment> {
    return toProviderPayment(await this.#call('GET', `/payments/${checkedId(externalId)}`, {}))
  }

  async capturePayment(externalId: string, amountMinor: number): Promise<ProviderPayment> {
    const payment = await this.#call('POST', `/payments/${checkedId(externalId)}/capture`, {
      body: { amount: { value: minorToDecimal(amountMinor), currency: 'RUB' } },
      // One key per payment: a retried capture is the same capture.
      idempotenceKey: `capture-${externalId}`,
    })
    return toProviderPayment(payment)
  }

  async cancelPayment(externalId: string): Promise<ProviderPayment> {
    const payment = await this.#call('POST', `/payments/${checkedId(externalId)}/cancel`, {
      body: {},
      idempotenceKey: `cancel-${externalId}`,
    })
    return toProviderPayment(payment)
  }

  async refundPayment(input: RefundInput): Promise<ProviderRefund> {
    const refund = await this.#call<YooKassaRefund>('POST', '/refunds', {
      body: {
        payment_id: checkedId(input.externalId),
        amount: { value: minorToDecimal(input.amountMinor), currency: input.currency },
      },
      idempotenceKey: input.idempotencyKey,
    })
    if (!REFUND_STATUSES.includes(refund.status))
      throw new Error(`unknown YooKassa refund status ${String(refund.status)}`)
    return { refundId: refund.id, status: refund.status }
  }

  parseNotification(request: { body: string }): { externalId: string } | null {
    try {
      const parsed = JSON.parse(request.body) as { type?: unknown; object?: { id?: unknown } }
      if (parsed.type !== 'notification' || typeof parsed.object?.id !== 'string') return null
      return PAYMENT_ID.test(parsed.object.id) ? { externalId: parsed.object.id } : null
    } catch {
      return null
    }
  }

  async #call<Answer = YooKassaPayment>(
    method: 'GET' | 'POST',
    path: string,
    init: { body?: unknown; idempotenceKey?: string },
  ): Promise<Answer> {
    const headers: Record<string, string> = { Authorization: this.#auth, 'Content-Type': 'application/json' }
    if (init.idempotenceKey) headers['Idempotence-Key'] = init.idempotenceKey
    let response: Response
    try {
      response = await this.#fetch(`${this.#apiUrl}${path}`, {
        method,
        headers,
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
        signal: AbortSignal.timeout(this.#timeoutMs),
      })
    } catch (error) {
      throw new ProviderUnavailable(this.name, error)
    }
    // 5xx and 429 mean "ask again later" in YooKassa's API; other 4xx are our mistakes and stay loud.
    if (response.status >= 500 || response.status === 429)
      throw new ProviderUnavailable(this.name, new Error(`${method} ${path} answered ${response.status}`))
    if (!response.ok) throw new Error(`YooKassa ${method} ${path} answered ${response.status}`)
    return (await response.json()) as Answer
  }
}

function checkedId(externalId: string): string {
  if (!PAYMENT_ID.test(externalId)) throw new Error('invalid YooKassa payment id')
  return externalId
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
    confirmationToken: payment.confirmation?.confirmation_token ?? null,
  }
}
