import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

type StubPayment = {
  id: string
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled'
  amount: { value: string; currency: string }
  confirmation:
    | { type: 'redirect'; confirmation_url: string }
    | { type: 'embedded'; confirmation_token: string }
  paid: boolean
}

/** How the stand-in behaves: answering, down (503 to everything) or hanging past any client timeout. */
export type StubMode = 'up' | 'down' | 'hang'

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise<string>((resolve) => {
    let data = ''
    req.on('data', (chunk) => {
      data += chunk
    })
    req.on('end', () => resolve(data))
  })
}

/**
 * A local stand-in for YooKassa's REST v3 API (payments create, get, capture, cancel; refunds create), strict about Basic
 * auth and Idempotence-Key like the real one. Tests move payments between statuses, take it down or make it
 * hang, and count the requests it served.
 */
export async function startYooKassaStub(credentials: { shopId: string; secretKey: string }) {
  const payments = new Map<string, StubPayment>()
  const refunds = new Map<
    string,
    { id: string; payment_id: string; status: 'succeeded'; amount: StubPayment['amount'] }
  >()
  const byKey = new Map<string, string>()
  const requests: string[] = []
  let mode: StubMode = 'up'
  const expectedAuth = `Basic ${Buffer.from(`${credentials.shopId}:${credentials.secretKey}`).toString('base64')}`
  type Answer = [status: number, body: unknown]
  const error = (status: number, code: string, description?: string): Answer => [
    status,
    { type: 'error', code, ...(description ? { description } : {}) },
  ]
  const create = (
    key: string,
    body: { amount: StubPayment['amount']; confirmation?: { type?: string } },
  ): Answer => {
    const existing = byKey.get(key)
    if (existing) return [200, payments.get(existing)]
    const id = randomUUID()
    const payment: StubPayment = {
      id,
      status: 'pending',
      amount: body.amount,
      // The widget's token: YooKassa's are opaque strings "ct-…" bound to the payment.
      confirmation:
        body.confirmation?.type === 'embedded'
          ? { type: 'embedded', confirmation_token: `ct-${id}` }
          : { type: 'redirect', confirmation_url: `https://yoomoney.test/checkout/${id}` },
      paid: false,
    }
    payments.set(id, payment)
    byKey.set(key, id)
    return [200, payment]
  }
  // Like YooKassa: a refund only of a succeeded payment, never above what is left, one per Idempotence-Key.
  const refund = (key: string, body: { payment_id?: string; amount?: StubPayment['amount'] }): Answer => {
    const existing = refunds.get(key)
    if (existing) return [200, existing]
    const payment = payments.get(body.payment_id ?? '')
    if (!payment) return error(404, 'not_found')
    if (payment.status !== 'succeeded') return error(400, 'invalid_request', 'payment is not succeeded')
    const refunded = [...refunds.values()]
      .filter((r) => r.payment_id === payment.id)
      .reduce((sum, r) => sum + Number(r.amount.value), 0)
    if (!body.amount || Number(body.amount.value) + refunded > Number(payment.amount.value))
      return error(400, 'invalid_request', 'refund amount exceeds the payment')
    const created = {
      id: randomUUID(),
      payment_id: payment.id,
      status: 'succeeded' as const,
      amount: body.amount,
    }
    refunds.set(key, created)
    return [200, created]
  }
  const capture = (payment: StubPayment): Answer => {
    if (payment.status !== 'waiting_for_capture' && payment.status !== 'succeeded')
      return error(400, 'invalid_request', 'not waiting for capture')
    payment.status = 'succeeded'
    payment.paid = true
    return [200, payment]
  }
  const cancel = (payment: StubPayment): Answer => {
    if (payment.status === 'succeeded') return error(400, 'invalid_request', 'already succeeded')
    payment.status = 'canceled'
    return [200, payment]
  }
  const answer = async (req: IncomingMessage): Promise<Answer> => {
    if (mode === 'down') return error(503, 'internal_server_error')
    if (req.headers.authorization !== expectedAuth) return error(401, 'invalid_credentials')
    const key = req.headers['idempotence-key']
    if (req.method === 'POST' && typeof key !== 'string')
      return error(400, 'invalid_request', 'Idempotence-Key')
    if (req.method === 'POST' && req.url === '/v3/payments')
      return create(key as string, JSON.parse(await readBody(req)))
    if (req.method === 'POST' && req.url === '/v3/refunds')
      return refund(key as string, JSON.parse(await readBody(req)))
    const match = /^\/v3\/payments\/([\w-]+)(?:\/(capture|cancel))?$/.exec(req.url ?? '')
    const payment = match?.[1] ? payments.get(match[1]) : undefined
    return payment ? act(`${req.method} ${match?.[2] ?? ''}`, payment) : error(404, 'not_found')
  }
  const act = (action: string, payment: StubPayment): Answer => {
    if (action === 'GET ') return [200, payment]
    if (action === 'POST capture') return capture(payment)
    if (action === 'POST cancel') return cancel(payment)
    return error(404, 'not_found')
  }
  const server: Server = createServer(async (req, res) => {
    if (mode === 'hang') return // never answers: the client's timeout must fire
    requests.push(`${req.method} ${req.url}`)
    const [status, body] = await answer(req)
    res.writeHead(status, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`,
    payments,
    refunds,
    requests,
    setMode(next: StubMode) {
      mode = next
    },
    setStatus(id: string, status: 'succeeded' | 'canceled' | 'waiting_for_capture') {
      const payment = payments.get(id)
      if (!payment) throw new Error(`no stub payment ${id}`)
      payment.status = status
      payment.paid = status === 'succeeded' || status === 'waiting_for_capture'
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
