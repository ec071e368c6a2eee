import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readBody, type StubMode } from './yookassa-stub.ts'

type StubOrder = { orderId: string; orderNumber: string; amount: number; orderStatus: number }

/**
 * A local stand-in for the subset of Sber's e-commerce REST API the SberPay adapter uses: register.do (with
 * the app2app SberPay deep link), getOrderStatusExtended.do (by orderId or orderNumber), deposit.do and
 * reverse.do. Like the real one it answers HTTP 200 with errorCode for refusals, checks userName/password,
 * and refuses to register an orderNumber twice (errorCode 1).
 */
export async function startSberPayStub(credentials: { userName: string; password: string }) {
  const orders = new Map<string, StubOrder>()
  const requests: string[] = []
  let mode: StubMode = 'up'
  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (mode === 'hang') return
    const form = new URLSearchParams(await readBody(req))
    const method = /^\/payment\/rest\/([\w.]+)$/.exec(req.url ?? '')?.[1] ?? ''
    requests.push(method)
    if (mode === 'down') return send(503, 'Service Unavailable')
    if (req.method !== 'POST') return send(405, {})
    if (form.get('userName') !== credentials.userName || form.get('password') !== credentials.password)
      return send(200, { errorCode: '5', errorMessage: 'Access denied' })
    const byId = (id: string | null) => (id ? orders.get(id) : undefined)
    if (method === 'register.do') {
      const orderNumber = form.get('orderNumber') ?? ''
      if ([...orders.values()].some((o) => o.orderNumber === orderNumber))
        return send(200, { errorCode: '1', errorMessage: 'Order with this number was already processed' })
      const amount = Number(form.get('amount'))
      const params = JSON.parse(form.get('jsonParams') ?? '{}') as Record<string, unknown>
      if (!Number.isSafeInteger(amount) || amount <= 0)
        return send(200, { errorCode: '4', errorMessage: 'Amount is invalid' })
      const orderId = randomUUID()
      orders.set(orderId, { orderId, orderNumber, amount, orderStatus: 0 })
      return send(200, {
        orderId,
        formUrl: `https://sber.test/payment/merchants/pay?mdOrder=${orderId}`,
        ...(params.app2app
          ? { externalParams: { sbolDeepLink: `sberpay://invoicing/v2?bankInvoiceId=${orderId}` } }
          : {}),
      })
    }
    if (method === 'getOrderStatusExtended.do') {
      const order =
        byId(form.get('orderId')) ??
        [...orders.values()].find((o) => o.orderNumber === form.get('orderNumber'))
      if (!order) return send(200, { errorCode: '6', errorMessage: 'Order not found' })
      return send(200, {
        errorCode: '0',
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        orderStatus: order.orderStatus,
        amount: order.amount,
        currency: '643',
      })
    }
    const order = byId(form.get('orderId'))
    if (!order) return send(200, { errorCode: '6', errorMessage: 'Order not found' })
    if (method === 'deposit.do') {
      if (order.orderStatus !== 1) return send(200, { errorCode: '7', errorMessage: 'Order is not held' })
      order.orderStatus = 2
      return send(200, { errorCode: '0' })
    }
    if (method === 'reverse.do') {
      if (order.orderStatus !== 0 && order.orderStatus !== 1)
        return send(200, { errorCode: '7', errorMessage: 'Reversal is impossible' })
      order.orderStatus = 3
      return send(200, { errorCode: '0' })
    }
    send(404, {})
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/payment/rest`,
    orders,
    requests,
    setMode(next: StubMode) {
      mode = next
    },
    /** Sber's orderStatus: 1 held, 2 paid, 6 declined. */
    setStatus(orderId: string, orderStatus: number) {
      const order = orders.get(orderId)
      if (!order) throw new Error(`no stub order ${orderId}`)
      order.orderStatus = orderStatus
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
