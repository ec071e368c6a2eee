/** The statuses of a payment, named after YooKassa's (the richest of the providers we support). */
export type PaymentStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled'

export type ProviderPayment = {
  externalId: string
  status: PaymentStatus
  amountMinor: number
  confirmationUrl: string | null
}

/**
 * A payment provider. The order module only talks to this interface; the sandbox provider
 * is the embedded default and YooKassa is selected by configuration.
 */
export interface PaymentProvider {
  readonly name: string
  /** Starts a payment; `idempotencyKey` makes a retried call return the same payment. */
  createPayment(input: {
    orderId: number
    amountMinor: number
    currency: string
    description: string
    returnUrl: string
    idempotencyKey: string
  }): Promise<ProviderPayment>
  /** Reads the payment from the provider: the only source of truth for its status. */
  fetchPayment(externalId: string): Promise<ProviderPayment>
  /** Reads a notification's payment id; the payment itself must then be fetched again. */
  parseNotification(headers: Headers, body: string): { externalId: string } | null
}
