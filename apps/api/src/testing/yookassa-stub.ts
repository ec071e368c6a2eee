import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

type StubPayment = {
  id: string
  status: string
  amount: { value: string; currency: string }
  confirmation: { type: 'redirect'; confirmation_url: string }
  paid: boolean
}

/**
 * A local stand-in for YooKassa's REST v3 API (payments create and get), strict about Basic
 * auth and Idempotence-Key like the real one. Tests move payments between statuses.
 */
export async function startYooKassaStub(credentials: { shopId: string; secretKey: string }) {
  const payments = new Map<string, StubPayment>()
  const byKey = new Map<string, string>()
  const expectedAuth = `Basic ${Buffer.from(`${credentials.shopId}:${credentials.secretKey}`).toString('base64')}`
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = ''
      req.on('data', (chunk) => {
        data += chunk
      })
      req.on('end', () => resolve(data))
    })
  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.headers.authorization !== expectedAuth)
      return send(401, { type: 'error', code: 'invalid_credentials' })
    if (req.method === 'POST' && req.url === '/v3/payments') {
      const key = req.headers['idempotence-key']
      if (typeof key !== 'string')
        return send(400, { type: 'error', code: 'invalid_request', parameter: 'Idempotence-Key' })
      const body = JSON.parse(await read(req)) as { amount: StubPayment['amount'] }
      const existing = byKey.get(key)
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
      byKey.set(key, id)
      return send(200, payment)
    }
    const match = /^\/v3\/payments\/([\w-]+)$/.exec(req.url ?? '')
    if (req.method === 'GET' && match?.[1]) {
      const payment = payments.get(match[1])
      return payment ? send(200, payment) : send(404, { type: 'error', code: 'not_found' })
    }
    send(404, { type: 'error', code: 'not_found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`,
    payments,
    setStatus(id: string, status: 'succeeded' | 'canceled' | 'waiting_for_capture') {
      const payment = payments.get(id)
      if (!payment) throw new Error(`no stub payment ${id}`)
      payment.status = status
      payment.paid = status === 'succeeded'
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
