import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import { startSberPayStub } from './sberpay-stub.ts'
import { startYooKassaStub } from './yookassa-stub.ts'

/**
 * The payment providers of a development or e2e stand, on one port (PORT): YooKassa's v3 API under
 * /yookassa/v3, its checkout widget script at /checkout-widget.js, Sber's REST under /sber, and the "shopper"
 * side a browser or a test drives: the widget's Pay/Decline (/widget/{token}/{succeeded|canceled}) and the
 * SberPay app paying an order (/sber/pay/{orderId}). The API is pointed here by YOOKASSA_API_URL and
 * SBERPAY_API_URL, the storefront by YOOKASSA_WIDGET_URL; the credentials are the ones below.
 *
 *   node --import tsx src/testing/payment-stand-ins-server.ts   (in apps/api)
 */
export const STAND_IN_CREDENTIALS = {
  yookassa: { shopId: 'stand-in-shop', secretKey: 'stand-in-secret' },
  sberpay: { userName: 'stand-in-user', password: 'stand-in-password' },
}

const port = Number(process.env.PORT ?? 4653)
const yookassa = await startYooKassaStub(STAND_IN_CREDENTIALS.yookassa)
const sber = await startSberPayStub(STAND_IN_CREDENTIALS.sberpay)

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
    process.exit(0)
  })
