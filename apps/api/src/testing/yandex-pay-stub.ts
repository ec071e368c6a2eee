import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readBody, type StubMode } from './yookassa-stub.ts'

type StubOrder = {
  orderId: string
  paymentStatus: 'PENDING' | 'AUTHORIZED' | 'CAPTURED' | 'VOIDED' | 'FAILED' | 'REFUNDED'
  paymentUrl: string
  cart: { total: { amount: string } }
}
type Answer = [status: number, body: unknown]

/**
 * A local stand-in for the subset of the Yandex Pay Merchant API v1 the adapter uses: create an order (409 for
 * an orderId already created, like the real one), read it, capture, cancel and refund (one operation per
 * externalOperationId). Strict about `Authorization: Api-Key`. `webhook(id)` builds the JWT body Yandex Pay
 * would POST (unsigned here: the shop never trusts it and fetches the order again).
 */
export async function startYandexPayStub(
  apiKey: string,
  /** Where the shopper's payment pages live (`{pageUrl}/{orderId}`): a stand-in page on an e2e stand. */
  options: { pageUrl?: string } = {},
) {
  const pageUrl = (options.pageUrl ?? 'https://pay.yandex.test/l').replace(/\/$/, '')
  const orders = new Map<string, StubOrder>()
  // Where Yandex Pay sends the shopper back after the payment page (the order's redirectUrls).
  const redirects = new Map<string, { onSuccess: string; onError: string }>()
  const operations = new Map<string, { operationId: string; status: 'SUCCESS' }>()
  const requests: string[] = []
  let mode: StubMode = 'up'
  const fail = (status: number, reasonCode: string): Answer => [
    status,
    { status: 'fail', code: status, reasonCode },
  ]
  const ok = (data: unknown): Answer => [200, { status: 'success', code: 200, data }]
  const operation = (key: unknown): Answer => {
    if (typeof key !== 'string' || key === '') return fail(400, 'INVALID_PARAMETERS')
    const existing = operations.get(key) ?? { operationId: randomUUID(), status: 'SUCCESS' as const }
    operations.set(key, existing)
    return ok({ operation: existing })
  }
  const act = (order: StubOrder, action: string, body: Record<string, unknown>): Answer => {
    if (action === 'capture') {
      if (order.paymentStatus !== 'AUTHORIZED' && order.paymentStatus !== 'CAPTURED')
        return fail(400, 'ORDER_HAS_INVALID_STATUS')
      order.paymentStatus = 'CAPTURED'
    } else if (action === 'cancel') {
      if (order.paymentStatus === 'CAPTURED') return fail(400, 'ORDER_HAS_INVALID_STATUS')
      order.paymentStatus = 'VOIDED'
    } else if (action === 'refund') {
      if (order.paymentStatus !== 'CAPTURED' && order.paymentStatus !== 'REFUNDED')
        return fail(400, 'ORDER_HAS_INVALID_STATUS')
      order.paymentStatus = 'REFUNDED'
    } else return fail(404, 'ORDER_NOT_FOUND')
    return operation(body.externalOperationId)
  }
  // Like Yandex Pay: the merchant's orderId is created once; a second create is a 409.
  const create = (body: Record<string, unknown>): Answer => {
    const orderId = body.orderId
    if (typeof orderId !== 'string') return fail(400, 'INVALID_PARAMETERS')
    if (orders.has(orderId)) return fail(409, 'ORDER_ALREADY_EXISTS')
    const cart = body.cart as StubOrder['cart'] | undefined
    if (!cart?.total?.amount) return fail(400, 'INVALID_PARAMETERS')
    const paymentUrl = `${pageUrl}/${encodeURIComponent(orderId)}`
    orders.set(orderId, { orderId, paymentStatus: 'PENDING', paymentUrl, cart })
    const back = body.redirectUrls as { onSuccess?: unknown; onError?: unknown } | undefined
    if (typeof back?.onSuccess === 'string' && typeof back.onError === 'string')
      redirects.set(orderId, { onSuccess: back.onSuccess, onError: back.onError })
    return ok({ paymentUrl })
  }
  const answer = async (req: IncomingMessage): Promise<Answer> => {
    if (mode === 'down') return fail(503, 'INTERNAL_ERROR')
    if (req.headers.authorization !== `Api-Key ${apiKey}`) return fail(401, 'AUTHENTICATION_ERROR')
    const body =
      req.method === 'POST' ? (JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>) : {}
    if (req.method === 'POST' && req.url === '/api/merchant/v1/orders') return create(body)
    const match = /^\/api\/merchant\/v1\/orders\/([\w-]+)(?:\/(capture|cancel|refund))?$/.exec(req.url ?? '')
    const order = match?.[1] ? orders.get(match[1]) : undefined
    if (!order) return fail(404, 'ORDER_NOT_FOUND')
    if (req.method === 'GET' && !match?.[2]) return ok({ order })
    return act(order, match?.[2] ?? '', body)
  }
  const server: Server = createServer(async (req, res) => {
    if (mode === 'hang') return // never answers: the client's timeout must fire
    requests.push(`${req.method} ${req.url}`)
    const [status, body] = await answer(req)
    res.writeHead(status, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    orders,
    requests,
    setMode(next: StubMode) {
      mode = next
    },
    setStatus(id: string, status: StubOrder['paymentStatus']) {
      const order = orders.get(id)
      if (!order) throw new Error(`no stub order ${id}`)
      order.paymentStatus = status
    },
    /**
     * The shopper on the payment page: pays (CAPTURED) or is declined (FAILED) while the order waits; answers
     * where Yandex Pay sends them back (onSuccess / onError), or null for an order it does not know.
     */
    decide(id: string, outcome: 'pay' | 'decline'): string | null {
      const order = orders.get(id)
      const back = redirects.get(id)
      if (!order || !back) return null
      if (order.paymentStatus === 'PENDING') order.paymentStatus = outcome === 'pay' ? 'CAPTURED' : 'FAILED'
      return order.paymentStatus === 'CAPTURED' ? back.onSuccess : back.onError
    },
    /** The body of Yandex Pay's ORDER_STATUS_UPDATED webhook (a JWT; the signature part is a placeholder). */
    webhook(id: string) {
      const order = orders.get(id)
      const payload = {
        merchantId: apiKey,
        event: 'ORDER_STATUS_UPDATED',
        eventTime: new Date().toISOString(),
        order: { orderId: id, paymentStatus: order?.paymentStatus ?? 'PENDING' },
      }
      return `${part({ alg: 'ES256', typ: 'JWT' })}.${part(payload)}.unsigned`
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
