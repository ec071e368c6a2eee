import { Hono } from 'hono'
import { html } from 'hono/html'
import * as v from 'valibot'
import { requireCustomer } from '../../http/auth.middleware.ts'
import type { AppEnv } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'
import { pathId, readJson } from '../../http/validate.ts'
import { handleNotification, refreshPayment, startPayment } from './payments.service.ts'
import type { PaymentProvider } from './provider.ts'
import type { SandboxProvider } from './sandbox-provider.ts'

const PayBody = v.object({ return_url: v.pipe(v.string('return_url is required.'), v.maxLength(2000)) })

/** Payment calls of signed-in customers (behind the tenant gate). */
export function paymentRoutes(provider: PaymentProvider) {
  return new Hono<AppEnv>()
    .post('/api/orders/:id/pay/', async (c) => {
      const me = requireCustomer(c)
      const body = await readJson(c, PayBody)
      return c.json(
        await startPayment(
          c.var.deps,
          provider,
          { companyId: c.var.company.id, customerId: me.id, locale: c.var.locale },
          pathId(c, 'id'),
          body.return_url,
          c.req.header('x-storefront-origin'),
        ),
        201,
      )
    })
    .get('/api/orders/:id/payment/', async (c) => {
      const me = requireCustomer(c)
      return c.json(
        await refreshPayment(
          c.var.deps,
          provider,
          { companyId: c.var.company.id, customerId: me.id, locale: c.var.locale },
          pathId(c, 'id'),
        ),
      )
    })
}

/** Provider notifications come from the provider, not a tenant: no X-QA-Company here. */
export function notificationRoutes(provider: PaymentProvider) {
  return new Hono<AppEnv>().post(`/api/payments/notifications/${provider.name}/`, async (c) => {
    await handleNotification(c.var.deps, provider, c.req.raw.headers, await c.req.text())
    return c.json({ status: 'ok' })
  })
}

/** The sandbox bank's pages: what a customer sees at the provider, served locally. */
export function sandboxBankRoutes(bank: SandboxProvider) {
  return new Hono<AppEnv>()
    .get('/sandbox-bank/:id', (c) => {
      const payment = bank.payment(c.req.param('id'))
      if (!payment) throw notFound('Payment not found.')
      const amount = (payment.amountMinor / 100).toFixed(2)
      return c.html(html`<!doctype html>
        <html lang="en">
          <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Sandbox bank</title>
            <style>body{font:18px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font:inherit;padding:.75rem 1.5rem;margin:.25rem}</style></head>
          <body>
            <main>
              <h1>Sandbox bank</h1>
              <p>Payment <code>${payment.externalId}</code></p>
              <p>Amount: <strong>${amount}</strong></p>
              ${
                payment.status === 'pending'
                  ? html`<form method="post" action="/sandbox-bank/${payment.externalId}/succeed"><button type="submit">Pay</button></form>
                    <form method="post" action="/sandbox-bank/${payment.externalId}/fail"><button type="submit">Decline</button></form>`
                  : html`<p>This payment is ${payment.status}.</p>`
              }
            </main>
          </body>
        </html>`)
    })
    .post('/sandbox-bank/:id/:outcome{succeed|fail}', async (c) => {
      const decision = bank.decide(
        c.req.param('id'),
        c.req.param('outcome') === 'succeed' ? 'succeeded' : 'canceled',
      )
      if (!decision) throw notFound('Payment not found or already decided.')
      // The bank notifies the shop as it would over HTTP: a signed body, verified like any other.
      const headers = new Headers({ 'x-sandbox-signature': decision.signature })
      await handleNotification(c.var.deps, bank, headers, decision.notification)
      return c.redirect(decision.returnUrl, 303)
    })
}
