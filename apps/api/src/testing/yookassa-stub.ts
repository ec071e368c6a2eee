import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

type StubPayment = {
  id: string
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled'
  amount: { value: string; currency: string }
  confirmation: { type: 'redirect'; confirmation_url: string }
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
 * A local stand-in for YooKassa's REST v3 API (payments create, get, capture, cancel), strict about Basic
 * auth and Idempotence-Key like the real one. Tests move payments between statuses, take it down or make it
 * hang, and count the requests it served.
 */
export async function startYooKassaStub(credentials: { shopId: string; secretKey: string }) {
  const payments = new Map<string, StubPayment>()
  const byKey = new Map<string, string>()
  const requests: string[] = []
  let mode: StubMode = 'up'
  const expectedAuth = `Basic ${Buffer.from(`${credentials.shopId}:${credentials.secretKey}`).toString('base64')}`
  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (mode === 'hang') return // never answers: the client's timeout must fire
    requests.push(`${req.method} ${req.url}`)
    if (mode === 'down') return send(503, { type: 'error', code: 'internal_server_error' })
    if (req.headers.authorization !== expectedAuth)
      return send(401, { type: 'error', code: 'invalid_credentials' })
    const key = req.headers['idempotence-key']
    if (req.method === 'POST' && typeof key !== 'string')
      return send(400, { type: 'error', code: 'invalid_request', parameter: 'Idempotence-Key' })
    if (req.method === 'POST' && req.url === '/v3/payments') {
      const body = JSON.parse(await readBody(req)) as { amount: StubPayment['amount'] }
      const existing = byKey.get(key as string)
      if (existing) return send(200, payments.get(existing))
      const id = randomUUID()
      const payment: StubPayment = {
        id,
        status: 'pending',
        amount: body.amount,
        confirmation: { type: 'redirect', confirmation_url: `https://yoomoney.test/checkout/${id}` },
        paid: false,
      }
      payments.set(id, payment)
      byKey.set(key as string, id)
      return send(200, payment)
    }
    const match = /^\/v3\/payments\/([\w-]+)(?:\/(capture|cancel))?$/.exec(req.url ?? '')
    const payment = match?.[1] ? payments.get(match[1]) : undefined
    if (!payment) return send(404, { type: 'error', code: 'not_found' })
    if (req.method === 'GET' && !match?.[2]) return send(200, payment)
    if (req.method === 'POST' && match?.[2] === 'capture') {
      if (payment.status !== 'waiting_for_capture' && payment.status !== 'succeeded')
        return send(400, { type: 'error', code: 'invalid_request', description: 'not waiting for capture' })
      payment.status = 'succeeded'
      payment.paid = true
      return send(200, payment)
    }
    if (req.method === 'POST' && match?.[2] === 'cancel') {
      if (payment.status === 'succeeded')
        return send(400, { type: 'error', code: 'invalid_request', description: 'already succeeded' })
      payment.status = 'canceled'
      return send(200, payment)
    }
    send(404, { type: 'error', code: 'not_found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`,
    payments,
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
