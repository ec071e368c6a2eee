/** The statuses of a payment, named after YooKassa's (the richest of the providers we support). */
export type PaymentStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled'

export type ProviderPayment = {
  externalId: string
  status: PaymentStatus
  amountMinor: number
  /** The provider's payment page (redirect), or null when the confirmation is embedded or in an app. */
  confirmationUrl: string | null
  /** YooKassa's embedded widget token (confirmation type "embedded"). */
  confirmationToken?: string | null
  /** SberPay: the link that opens the bank's app on a phone (a QR of it on a desktop). */
  deepLink?: string | null
}

/** A refund as the provider reports it: `pending` is accepted and on its way, `canceled` was refused. */
export type ProviderRefund = { refundId: string; status: 'pending' | 'succeeded' | 'canceled' }

export type RefundInput = {
  externalId: string
  amountMinor: number
  currency: string
  /** One key per refund: a retried call (a timeout, another instance) is the same refund, never a second. */
  idempotencyKey: string
}

export type CreatePaymentInput = {
  orderId: number
  amountMinor: number
  currency: string
  description: string
  returnUrl: string
  idempotencyKey: string
  /**
   * How the shopper confirms: on the provider's page (`redirect`, the default) or in a widget on the shop's
   * own page (`embedded`: YooKassa answers a confirmation_token for its checkout widget).
   */
  confirmation?: 'redirect' | 'embedded'
}

/**
 * The provider could not be asked (network error, timeout, 5xx): the payment's state is unknown, not failed.
 * Callers answer "temporarily unavailable" and leave the stored status alone for reconciliation to settle.
 */
export class ProviderUnavailable extends Error {
  constructor(provider: string, cause: unknown) {
    super(
      `payment provider ${provider} is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`,
    )
    this.name = 'ProviderUnavailable'
  }
}

/**
 * A payment provider. The payment module only talks to this interface: the sandbox bank (development and
 * tests), YooKassa v3 and SberPay (Sber's e-commerce API) implement it.
 */
export interface PaymentProvider {
  readonly name: string
  /** Starts a payment; `idempotencyKey` makes a retried call return the same payment. */
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>
  /** Reads the payment from the provider: the only source of truth for its status. */
  fetchPayment(externalId: string): Promise<ProviderPayment>
  /** Takes the money of a two-stage payment that waits for capture. */
  capturePayment(externalId: string, amountMinor: number): Promise<ProviderPayment>
  /** Releases a payment that waits for capture (or cancels one not yet paid, where the provider allows). */
  cancelPayment(externalId: string): Promise<ProviderPayment>
  /** Returns the money of a succeeded payment (the whole amount given). */
  refundPayment(input: RefundInput): Promise<ProviderRefund>
  /**
   * Reads a notification's payment id; the payment itself must then be fetched again. A notification may
   * arrive as a JSON body (YooKassa, sandbox) or as query parameters of a callback (SberPay).
   */
  parseNotification(request: { headers: Headers; body: string; query: URLSearchParams }): {
    externalId: string
  } | null
}
