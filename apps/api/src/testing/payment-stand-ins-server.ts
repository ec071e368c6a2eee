import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import { startSberPayStub } from './sberpay-stub.ts'
import { startYandexPayStub } from './yandex-pay-stub.ts'
import { startYooKassaStub } from './yookassa-stub.ts'

/**
 * The payment providers of a development or e2e stand, on one port (PORT): YooKassa's v3 API under
 * /yookassa/v3, its checkout widget script at /checkout-widget.js, Sber's REST under /sber, Yandex Pay's
 * Merchant API under /yandex-pay, and the "shopper" side a browser or a test drives: the widget's Pay/Decline
 * (/widget/{token}/{succeeded|canceled}), the SberPay app paying an order (/sber/pay/{orderId}) and Yandex
 * Pay's payment page (/yandex-pay/l/{orderId}, its Pay and Decline forms). The API is pointed here by
 * YOOKASSA_API_URL, SBERPAY_API_URL and YANDEX_PAY_API_URL, the storefront by YOOKASSA_WIDGET_URL; the
 * credentials are the ones below. PUBLIC_URL is this server's address as a browser reaches it (the Yandex Pay
 * page's links; http://localhost:PORT by default).
 *
 *   node --import tsx src/testing/payment-stand-ins-server.ts   (in apps/api)
 */
export const STAND_IN_CREDENTIALS = {
  yookassa: { shopId: 'stand-in-shop', secretKey: 'stand-in-secret' },
  sberpay: { userName: 'stand-in-user', password: 'stand-in-password' },
  yandexPay: { apiKey: 'stand-in-yandex-pay-key' },
}

const port = Number(process.env.PORT ?? 4653)
const publicUrl = (process.env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '')
const yookassa = await startYooKassaStub(STAND_IN_CREDENTIALS.yookassa)
const sber = await startSberPayStub(STAND_IN_CREDENTIALS.sberpay)
const yandexPay = await startYandexPayStub(STAND_IN_CREDENTIALS.yandexPay.apiKey, {
  pageUrl: `${publicUrl}/yandex-pay/l`,
})

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Yandex Pay's payment page, as a stand-in: the amount, Pay and Decline (plain forms: no script needed). */
function yandexPayPage(orderId: string): string | null {
  const order = yandexPay.orders.get(orderId)
  if (!order) return null
  const id = escapeHtml(encodeURIComponent(orderId))
  const decided = order.paymentStatus !== 'PENDING'
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Yandex Pay (stand-in)</title>
    <style>body{font:18px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font:inherit;padding:.75rem 1.5rem;margin:.25rem}</style></head>
  <body>
    <main>
      <h1>Yandex Pay (stand-in)</h1>
      <p>Amount: <strong>${escapeHtml(order.cart.total.amount)} RUB</strong></p>
      ${
        decided
          ? `<p>This payment is ${escapeHtml(order.paymentStatus.toLowerCase())}.</p>`
          : `<form method="post" action="/yandex-pay/l/${id}/pay"><button type="submit">Pay with Yandex Pay</button></form>
      <form method="post" action="/yandex-pay/l/${id}/decline"><button type="submit">Decline payment</button></form>`
      }
    </main>
  </body>
</html>`
}

/** The widget as YooKassa's script defines it (`new YooMoneyCheckoutWidget({...}).render(id)`), as a stand-in. */
const widgetScript = (origin: string) => `(() => {
  const ORIGIN = ${JSON.stringify(origin)};
  class YooMoneyCheckoutWidget {
    constructor(options) { this.options = options; this.element = null }
    render(containerId) {
      const element = document.getElementById(containerId);
      this.element = element;
      const title = document.createElement('p');
      title.textContent = 'YooKassa (stand-in): card **** 4444';
      const pay = document.createElement('button');
      pay.type = 'button';
      pay.textContent = 'Pay with card';
      const decline = document.createElement('button');
      decline.type = 'button';
      decline.textContent = 'Decline payment';
      pay.addEventListener('click', () => this.decide('succeeded'));
      decline.addEventListener('click', () => this.decide('canceled'));
      element.replaceChildren(title, pay, decline);
      return Promise.resolve();
    }
    async decide(outcome) {
      const token = encodeURIComponent(this.options.confirmation_token);
      const answer = await fetch(ORIGIN + '/widget/' + token + '/' + outcome, { method: 'POST' }).catch(() => null);
      if (!answer || !answer.ok) return this.options.error_callback && this.options.error_callback({ error: 'internal_error' });
      window.location.assign(this.options.return_url);
    }
    destroy() { if (this.element) this.element.replaceChildren() }
  }
  window.YooMoneyCheckoutWidget = YooMoneyCheckoutWidget;
})();`

function proxy(req: IncomingMessage, res: ServerResponse, target: string) {
  const url = new URL(target)
  const forwarded = httpRequest(
    {
      host: url.hostname,
      port: url.port,
      path: `${url.pathname}${url.search}`,
      method: req.method,
      headers: req.headers,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    },
  )
  forwarded.on('error', () => {
    res.writeHead(502)
    res.end()
  })
  req.pipe(forwarded)
}

function send(res: ServerResponse, status: number, body: string, type = 'application/json') {
  res.writeHead(status, { 'Content-Type': type, 'Access-Control-Allow-Origin': '*' })
  res.end(body)
}

/** Yandex Pay: its payment page and the shopper's decision on it, and its Merchant API (proxied to the stub). */
function yandexPayRoutes(req: IncomingMessage, res: ServerResponse, path: string) {
  const yandexPage = /^\/yandex-pay\/l\/([\w-]+)(?:\/(pay|decline))?$/.exec(path)
  if (yandexPage && req.method === 'GET' && !yandexPage[2]) {
    const page = yandexPayPage(yandexPage[1] ?? '')
    return page ? send(res, 200, page, 'text/html; charset=utf-8') : send(res, 404, '{"error":"not_found"}')
  }
  if (yandexPage?.[2] && req.method === 'POST') {
    const back = yandexPay.decide(yandexPage[1] ?? '', yandexPage[2] === 'pay' ? 'pay' : 'decline')
    if (!back) return send(res, 404, '{"error":"not_found"}')
    res.writeHead(303, { Location: back })
    return res.end()
  }
  if (req.url?.startsWith('/yandex-pay/api/'))
    return proxy(req, res, `${yandexPay.url}${req.url.slice('/yandex-pay'.length)}`)
  send(res, 404, '{"error":"not_found"}')
}

const yookassaPort = new URL(yookassa.url).port
const sberUrl = new URL(sber.url)
const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://stand-in').pathname
  if (path === '/health') return send(res, 200, '{"status":"ok"}')
  if (path === '/checkout-widget.js')
    return send(res, 200, widgetScript(`http://${req.headers.host}`), 'text/javascript; charset=utf-8')
  const widget = /^\/widget\/ct-([\w-]+)\/(succeeded|canceled)$/.exec(path)
  if (widget && req.method === 'POST') {
    const [, id = '', outcome] = widget
    if (!yookassa.payments.has(id)) return send(res, 404, '{"error":"not_found"}')
    yookassa.setStatus(id, outcome === 'succeeded' ? 'succeeded' : 'canceled')
    return send(res, 200, '{"status":"ok"}')
  }
  const sberPay = /^\/sber\/pay\/([\w-]+)$/.exec(path)
  if (sberPay && req.method === 'POST') {
    try {
      sber.setStatus(sberPay[1] ?? '', 2)
      return send(res, 200, '{"status":"ok"}')
    } catch {
      return send(res, 404, '{"error":"not_found"}')
    }
  }
  if (path.startsWith('/yandex-pay/')) return yandexPayRoutes(req, res, path)
  if (req.url?.startsWith('/yookassa/v3/'))
    return proxy(req, res, `http://127.0.0.1:${yookassaPort}${req.url.slice('/yookassa'.length)}`)
  if (req.url?.startsWith('/sber/'))
    return proxy(
      req,
      res,
      `${sberUrl.origin}${sberUrl.pathname.replace(/\/$/, '')}${req.url.slice('/sber'.length)}`,
    )
  send(res, 404, '{"error":"not_found"}')
})
server.listen(port, '127.0.0.1', () => console.log(`payment stand-ins on http://localhost:${port}`))
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    server.close()
    void yookassa.close()
    void sber.close()
    void yandexPay.close()
    process.exit(0)
  })
