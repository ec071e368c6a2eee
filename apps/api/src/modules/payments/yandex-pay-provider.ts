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

/** The subset of a Yandex Pay Merchant API order we read. */
type YandexPayOrder = {
  orderId: string
  paymentStatus: string
  paymentUrl?: string | null
  cart?: { total?: { amount?: string } }
}
type YandexPayOperation = { operationId: string; status: string }
type YandexPayAnswer<Data> = { status: 'success' | 'fail'; reasonCode?: string; reason?: string; data?: Data }

/**
 * paymentStatus of a Yandex Pay order: PENDING waits for the shopper; AUTHORIZED holds the money (two-stage);
 * CAPTURED and CONFIRMED took it; REFUNDED / PARTIALLY_REFUNDED were paid (a refund is not a failed payment);
 * VOIDED and FAILED never will be.
 */
const STATUS: Record<string, PaymentStatus> = {
  PENDING: 'pending',
  AUTHORIZED: 'waiting_for_capture',
  CAPTURED: 'succeeded',
  CONFIRMED: 'succeeded',
  REFUNDED: 'succeeded',
  PARTIALLY_REFUNDED: 'succeeded',
  VOIDED: 'canceled',
  FAILED: 'canceled',
}
const REFUND_STATUS: Record<string, ProviderRefund['status']> = {
  PENDING: 'pending',
  SUCCESS: 'succeeded',
  FAIL: 'canceled',
}
const ORDER_ID = /^[\w-]{1,64}$/

/**
 * Yandex Pay through its Merchant API v1 (`Authorization: Api-Key …`, JSON): create an order (the shopper pays
 * on Yandex Pay's page, `paymentUrl`), read it, capture/cancel a held one, refund. Our idempotency key is the
 * merchant's orderId, which Yandex Pay refuses to create twice (409): a retried create reads the order back.
 * Webhooks arrive as a JWT whose payload names the order; only that id is read and the order is fetched
 * again, so an unsigned or forged webhook changes nothing (the JWT signature is not what we rely on).
 * The tenant's Merchant_ID (company setting `yandex_pay`) is the merchant these calls act for.
 */
export class YandexPayProvider implements PaymentProvider {
  readonly name = 'yandexpay'
  readonly #apiUrl: string
  readonly #apiKey: string
  readonly #fetch: typeof fetch
  readonly #timeoutMs: number

  constructor(options: { apiUrl: string; apiKey: string; fetch?: typeof fetch; timeoutMs?: number }) {
    this.#apiUrl = options.apiUrl.replace(/\/$/, '')
    this.#apiKey = options.apiKey
    this.#fetch = options.fetch ?? fetch
    this.#timeoutMs = options.timeoutMs ?? 10_000
  }

  async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
    const amount = minorToDecimal(input.amountMinor)
    const created = await this.#call<{ paymentUrl: string }>('POST', '/api/merchant/v1/orders', {
      orderId: input.idempotencyKey,
      currencyCode: input.currency,
      cart: {
        items: [
          {
            productId: String(input.orderId),
            title: input.description,
            quantity: { count: '1' },
            total: amount,
          },
        ],
        total: { amount },
      },
      redirectUrls: { onSuccess: input.returnUrl, onError: input.returnUrl },
      availablePaymentMethods: ['CARD'],
    })
    if (created === 'conflict') return this.fetchPayment(input.idempotencyKey)
    return {
      externalId: input.idempotencyKey,
      status: 'pending',
      amountMinor: input.amountMinor,
      confirmationUrl: created.paymentUrl,
    }
  }

  async fetchPayment(externalId: string): Promise<ProviderPayment> {
    const answer = await this.#call<{ order: YandexPayOrder }>(
      'GET',
      `/api/merchant/v1/orders/${checkedId(externalId)}`,
    )
    if (answer === 'conflict') throw new Error('Yandex Pay answered 409 to a read')
    return toProviderPayment(answer.order)
  }

  async capturePayment(externalId: string, amountMinor: number): Promise<ProviderPayment> {
    await this.#operation(`/api/merchant/v1/orders/${checkedId(externalId)}/capture`, {
      externalOperationId: `capture-${externalId}`,
      orderAmount: minorToDecimal(amountMinor),
    })
    return this.fetchPayment(externalId)
  }

  async cancelPayment(externalId: string): Promise<ProviderPayment> {
    await this.#operation(`/api/merchant/v1/orders/${checkedId(externalId)}/cancel`, {
      externalOperationId: `cancel-${externalId}`,
      reason: 'The order no longer needs this payment',
    })
    return this.fetchPayment(externalId)
  }

  async refundPayment(input: RefundInput): Promise<ProviderRefund> {
    const operation = await this.#operation(`/api/merchant/v1/orders/${checkedId(input.externalId)}/refund`, {
      externalOperationId: input.idempotencyKey,
      refundAmount: minorToDecimal(input.amountMinor),
    })
    const status = REFUND_STATUS[operation.status]
    if (!status) throw new Error(`unknown Yandex Pay operation status ${operation.status}`)
    return { refundId: operation.operationId, status }
  }

  parseNotification(request: { body: string }): { externalId: string } | null {
    const payload = request.body.trim().split('.')[1]
    if (!payload) return null
    try {
      const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        event?: unknown
        order?: { orderId?: unknown }
      }
      const id = parsed.order?.orderId
      return typeof id === 'string' && ORDER_ID.test(id) ? { externalId: id } : null
    } catch {
      return null
    }
  }

  /** An operation (capture, cancel, refund): one externalOperationId per operation, so a retry is the same. */
  async #operation(path: string, body: Record<string, unknown>): Promise<YandexPayOperation> {
    const answer = await this.#call<{ operation: YandexPayOperation }>('POST', path, body)
    if (answer === 'conflict') throw new Error(`Yandex Pay answered 409 to ${path}`)
    return answer.operation
  }

  async #call<Data>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Data | 'conflict'> {
    let response: Response
    try {
      response = await this.#fetch(`${this.#apiUrl}${path}`, {
        method,
        headers: {
          Authorization: `Api-Key ${this.#apiKey}`,
          'Content-Type': 'application/json',
          'X-Request-Timeout': String(this.#timeoutMs),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(this.#timeoutMs),
      })
    } catch (error) {
      throw new ProviderUnavailable(this.name, error)
    }
    if (response.status >= 500 || response.status === 429)
      throw new ProviderUnavailable(this.name, new Error(`${method} ${path} answered ${response.status}`))
    if (response.status === 409) return 'conflict'
    const answer = (await response.json()) as YandexPayAnswer<Data>
    if (!response.ok || answer.status !== 'success' || !answer.data)
      throw new Error(`Yandex Pay ${method} ${path} answered ${response.status} ${answer.reasonCode ?? ''}`)
    return answer.data
  }
}

function checkedId(externalId: string): string {
  if (!ORDER_ID.test(externalId)) throw new Error('invalid Yandex Pay order id')
  return externalId
}

function toProviderPayment(order: YandexPayOrder): ProviderPayment {
  const status = STATUS[order.paymentStatus]
  if (!status) throw new Error(`unknown Yandex Pay status ${order.paymentStatus}`)
  const amountMinor = decimalToMinor(order.cart?.total?.amount ?? '')
  if (amountMinor === null) throw new Error(`bad Yandex Pay amount ${String(order.cart?.total?.amount)}`)
  return {
    externalId: order.orderId,
    status,
    amountMinor,
    confirmationUrl: order.paymentUrl ?? null,
  }
}
