import {
  type CreatePaymentInput,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderPayment,
  type ProviderRefund,
  ProviderUnavailable,
  type RefundInput,
} from './provider.ts'

/** The subset of Sber's e-commerce REST answers we read (every answer is HTTP 200; errorCode tells). */
type SberAnswer = {
  errorCode?: string
  errorMessage?: string
  orderId?: string
  formUrl?: string
  externalParams?: { sbolDeepLink?: string }
  orderStatus?: number
  amount?: number
  orderNumber?: string
}

/**
 * orderStatus of getOrderStatusExtended.do: 0 registered, 1 pre-authorised (held), 2 deposited, 3 reversed,
 * 4 refunded (it was paid: a refund is not a failed payment), 5 3-D Secure in progress, 6 declined.
 */
const STATUS: Record<number, PaymentStatus> = {
  0: 'pending',
  1: 'waiting_for_capture',
  2: 'succeeded',
  3: 'canceled',
  4: 'succeeded',
  5: 'pending',
  6: 'canceled',
}
const ORDER_ID = /^[\w-]{1,64}$/
/** errorCode 1 on register.do: "an order with this number was already registered" — our idempotent retry. */
const ALREADY_REGISTERED = '1'

/**
 * SberPay through Sber's e-commerce REST API (register.do, getOrderStatusExtended.do, deposit.do,
 * reverse.do; form-encoded, userName/password). register.do with `app2app` returns the SberPay deep link that
 * opens the bank's app on a phone (the storefront shows it as a QR on a desktop) beside the card form URL.
 * Our idempotency key is Sber's orderNumber, which it refuses to register twice: a retried create reads the
 * existing order back. Callbacks (GET, mdOrder=…) only name the order; its status is fetched again.
 */
export class SberPayProvider implements PaymentProvider {
  readonly name = 'sberpay'
  readonly #apiUrl: string
  readonly #userName: string
  readonly #password: string
  readonly #fetch: typeof fetch
  readonly #timeoutMs: number

  constructor(options: {
    apiUrl: string
    userName: string
    password: string
    fetch?: typeof fetch
    timeoutMs?: number
  }) {
    this.#apiUrl = options.apiUrl.replace(/\/$/, '')
    this.#userName = options.userName
    this.#password = options.password
    this.#fetch = options.fetch ?? fetch
    this.#timeoutMs = options.timeoutMs ?? 10_000
  }

  async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
    const registered = await this.#call('register.do', {
      orderNumber: input.idempotencyKey,
      amount: String(input.amountMinor),
      currency: '643',
      returnUrl: input.returnUrl,
      failUrl: input.returnUrl,
      description: input.description.slice(0, 99),
      jsonParams: JSON.stringify({ app2app: true, 'app.osType': 'android', 'app.deepLink': input.returnUrl }),
    })
    if (registered.errorCode === ALREADY_REGISTERED) {
      return this.#status({ orderNumber: input.idempotencyKey })
    }
    failOnError('register.do', registered)
    if (!registered.orderId || !ORDER_ID.test(registered.orderId)) throw new Error('SberPay gave no orderId')
    return {
      externalId: registered.orderId,
      status: 'pending',
      amountMinor: input.amountMinor,
      confirmationUrl: registered.formUrl ?? null,
      deepLink: registered.externalParams?.sbolDeepLink ?? null,
    }
  }

  async fetchPayment(externalId: string): Promise<ProviderPayment> {
    return this.#status({ orderId: checkedId(externalId) })
  }

  async capturePayment(externalId: string, amountMinor: number): Promise<ProviderPayment> {
    failOnError(
      'deposit.do',
      await this.#call('deposit.do', { orderId: checkedId(externalId), amount: String(amountMinor) }),
    )
    return this.fetchPayment(externalId)
  }

  async cancelPayment(externalId: string): Promise<ProviderPayment> {
    failOnError('reverse.do', await this.#call('reverse.do', { orderId: checkedId(externalId) }))
    return this.fetchPayment(externalId)
  }

  /**
   * refund.do returns deposited money (orderStatus becomes 4). Sber has no idempotency key: a retry after a
   * lost answer is refused because nothing is left to refund, so the order's status decides — refunded
   * (4) means the earlier call went through.
   */
  async refundPayment(input: RefundInput): Promise<ProviderRefund> {
    const orderId = checkedId(input.externalId)
    const answer = await this.#call('refund.do', { orderId, amount: String(input.amountMinor) })
    if (answer.errorCode && answer.errorCode !== '0') {
      const status = await this.#call('getOrderStatusExtended.do', { orderId })
      if (status.orderStatus !== 4) failOnError('refund.do', answer)
    }
    return { refundId: orderId, status: 'succeeded' }
  }

  parseNotification(request: { query: URLSearchParams; body: string }): { externalId: string } | null {
    // Sber sends the callback as GET query parameters; a POSTed form carries the same names.
    const form = request.query.has('mdOrder') ? request.query : new URLSearchParams(request.body)
    const id = form.get('mdOrder')
    return id && ORDER_ID.test(id) ? { externalId: id } : null
  }

  async #status(by: { orderId: string } | { orderNumber: string }): Promise<ProviderPayment> {
    const answer = await this.#call('getOrderStatusExtended.do', by)
    failOnError('getOrderStatusExtended.do', answer)
    const status = answer.orderStatus === undefined ? undefined : STATUS[answer.orderStatus]
    if (!status) throw new Error(`unknown SberPay orderStatus ${String(answer.orderStatus)}`)
    if (!Number.isSafeInteger(answer.amount)) throw new Error('SberPay answered without an amount')
    const orderId = 'orderId' in by ? by.orderId : answer.orderId
    if (!orderId) throw new Error('SberPay answered without an orderId')
    return {
      externalId: orderId,
      status,
      amountMinor: answer.amount as number,
      confirmationUrl: null,
      deepLink: null,
    }
  }

  async #call(method: string, params: Record<string, string>): Promise<SberAnswer> {
    const body = new URLSearchParams({ userName: this.#userName, password: this.#password, ...params })
    let response: Response
    try {
      response = await this.#fetch(`${this.#apiUrl}/${method}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(this.#timeoutMs),
      })
    } catch (error) {
      throw new ProviderUnavailable(this.name, error)
    }
    if (response.status >= 500 || response.status === 429)
      throw new ProviderUnavailable(this.name, new Error(`${method} answered ${response.status}`))
    if (!response.ok) throw new Error(`SberPay ${method} answered ${response.status}`)
    return (await response.json()) as SberAnswer
  }
}

function checkedId(externalId: string): string {
  if (!ORDER_ID.test(externalId)) throw new Error('invalid SberPay order id')
  return externalId
}

function failOnError(method: string, answer: SberAnswer): void {
  if (answer.errorCode && answer.errorCode !== '0')
    throw new Error(`SberPay ${method} error ${answer.errorCode}: ${answer.errorMessage ?? ''}`)
}
