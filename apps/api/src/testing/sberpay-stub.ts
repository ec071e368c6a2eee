import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readBody, type StubMode } from './yookassa-stub.ts'

type StubOrder = { orderId: string; orderNumber: string; amount: number; orderStatus: number }

/**
 * A local stand-in for the subset of Sber's e-commerce REST API the SberPay adapter uses: register.do (with
 * the app2app SberPay deep link), getOrderStatusExtended.do (by orderId or orderNumber), deposit.do,
 * reverse.do and refund.do. Like the real one it answers HTTP 200 with errorCode for refusals, checks userName/password,
 * and refuses to register an orderNumber twice (errorCode 1).
 */
export async function startSberPayStub(credentials: { userName: string; password: string }) {
  const orders = new Map<string, StubOrder>()
  const requests: string[] = []
  let mode: StubMode = 'up'
  type Answer = [status: number, body: unknown]
  const refuse = (errorCode: string, errorMessage: string): Answer => [200, { errorCode, errorMessage }]
  const byNumber = (orderNumber: string | null) =>
    [...orders.values()].find((o) => o.orderNumber === orderNumber)
  const register = (form: URLSearchParams): Answer => {
    const orderNumber = form.get('orderNumber') ?? ''
    if (byNumber(orderNumber)) return refuse('1', 'Order with this number was already processed')
    const amount = Number(form.get('amount'))
    if (!Number.isSafeInteger(amount) || amount <= 0) return refuse('4', 'Amount is invalid')
    const params = JSON.parse(form.get('jsonParams') ?? '{}') as Record<string, unknown>
    const orderId = randomUUID()
    orders.set(orderId, { orderId, orderNumber, amount, orderStatus: 0 })
    const deepLink = { externalParams: { sbolDeepLink: `sberpay://invoicing/v2?bankInvoiceId=${orderId}` } }
    return [
      200,
      {
        orderId,
        formUrl: `https://sber.test/payment/merchants/pay?mdOrder=${orderId}`,
        ...(params.app2app ? deepLink : {}),
      },
    ]
  }
  const status = (order: StubOrder): Answer => [
    200,
    {
      errorCode: '0',
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      orderStatus: order.orderStatus,
      amount: order.amount,
      currency: '643',
    },
  ]
  /** Moves an order from one of `from` to `to`, as deposit.do and reverse.do do. */
  const move = (order: StubOrder, from: number[], to: number, refusal: string): Answer => {
    if (!from.includes(order.orderStatus)) return refuse('7', refusal)
    order.orderStatus = to
    return [200, { errorCode: '0' }]
  }
  const answer = (method: string, form: URLSearchParams): Answer => {
    if (form.get('userName') !== credentials.userName || form.get('password') !== credentials.password)
      return refuse('5', 'Access denied')
    if (method === 'register.do') return register(form)
    const order = orders.get(form.get('orderId') ?? '') ?? byNumber(form.get('orderNumber'))
    if (!order) return refuse('6', 'Order not found')
    if (method === 'getOrderStatusExtended.do') return status(order)
    if (method === 'deposit.do') return move(order, [1], 2, 'Order is not held')
    if (method === 'reverse.do') return move(order, [0, 1], 3, 'Reversal is impossible')
    // A full refund of a deposited order; a second one is refused (nothing is left), as Sber does.
    if (method === 'refund.do') {
      if (Number(form.get('amount')) !== order.amount)
        return refuse('7', 'Partial refunds are not supported here')
      return move(order, [2], 4, 'Refund is impossible')
    }
    return [404, {}]
  }
  const server: Server = createServer(async (req, res) => {
    if (mode === 'hang') return
    const form = new URLSearchParams(await readBody(req))
    const method = /^\/payment\/rest\/([\w.]+)$/.exec(req.url ?? '')?.[1] ?? ''
    requests.push(method)
    const [code, body] =
      mode === 'down'
        ? [503, 'Service Unavailable']
        : req.method === 'POST'
          ? answer(method, form)
          : [405, {}]
    res.writeHead(code, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(body))
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
