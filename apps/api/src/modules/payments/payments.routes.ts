import { orders, platform } from '@vitrina/api-client/operations'
import { minorToDecimal } from '@vitrina/domain/money'
import type { Context } from 'hono'
import { html } from 'hono/html'
import type { AppEnv } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'
import { OperationRouter } from '../../http/operation.ts'
import { distinctProviders, type MethodProviders } from './payment-methods.ts'
import { handleNotification, refreshPayment, startPayment } from './payments.service.ts'
import type { PaymentProvider } from './provider.ts'
import type { SandboxProvider } from './sandbox-provider.ts'

/** Payment calls of signed-in customers (behind the tenant gate). */
export function paymentRoutes(methods: MethodProviders) {
  return new OperationRouter()
    .on(orders.startPayment, (c, { me, params, body }) =>
      startPayment(
        c.var.deps,
        methods,
        { companyId: c.var.company.id, customerId: me.id, locale: c.var.locale },
        params.id,
        { returnUrl: body.return_url, method: body.method },
        c.req.header('x-storefront-origin'),
      ),
    )
    .on(orders.getPaymentStatus, (c, { me, params }) =>
      refreshPayment(
        c.var.deps,
        distinctProviders(methods),
        { companyId: c.var.company.id, customerId: me.id, locale: c.var.locale },
        params.id,
      ),
    )
}

/**
 * Provider notifications come from the provider, not a tenant: no X-QA-Company here. YooKassa and the
 * sandbox POST a JSON body; Sber calls back with GET query parameters (or a POSTed form).
 */
export function notificationRoutes(providers: PaymentProvider[]) {
  const providerNamed = (name: string) => {
    const provider = providers.find((p) => p.name === name)
    if (!provider) throw notFound()
    return provider
  }
  const notified = (c: Context<AppEnv>, provider: PaymentProvider, body: string) =>
    handleNotification(c.var.deps, provider, {
      headers: c.req.raw.headers,
      body,
      query: new URL(c.req.url).searchParams,
    })
  return new OperationRouter()
    .on(platform.paymentNotification, async (c, { params }) => {
      await notified(c, providerNamed(params.provider), await c.req.text())
      return { status: 'ok' as const }
    })
    .on(platform.paymentCallback, async (c, { params }) => {
      await notified(c, providerNamed(params.provider), '')
      return { status: 'ok' as const }
    })
}

/** The sandbox bank's pages: what a customer sees at the provider, served locally by any instance. */
export function sandboxBankRoutes(bank: SandboxProvider) {
  return new OperationRouter()
    .on(platform.sandboxBankPage, async (c, { params }) => {
      const payment = await bank.payment(params.id)
      if (!payment) throw notFound('Payment not found.')
      // Never from the history cache: Back after paying shows the payment as decided, not its old "Pay".
      c.header('Cache-Control', 'no-store')
      const amount = minorToDecimal(payment.amountMinor)
      return c.html(html`<!doctype html>
        <html lang="en">
          <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Sandbox bank</title>
            <style>body{font:18px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font:inherit;padding:.75rem 1.5rem;margin:.25rem}</style></head>
          <body>
            <main>
              <h1>Sandbox bank</h1>
              <p>Payment <code>${payment.externalId}</code></p>
              <p>Amount: <strong>${amount} ${payment.currency}</strong></p>
              ${
                payment.status === 'pending'
                  ? html`<form method="post" action="/sandbox-bank/${payment.externalId}/succeed"><button type="submit">Pay</button></form>
                    <form method="post" action="/sandbox-bank/${payment.externalId}/fail"><button type="submit">Decline</button></form>`
                  : html`<p>This payment is ${payment.status}.</p>
                    <p><a href="${payment.returnUrl}">Back to the shop</a></p>`
              }
            </main>
          </body>
        </html>`)
    })
    .on(platform.sandboxBankDecide, async (c, { params }) => {
      const decision = await bank.decide(params.id, params.outcome === 'succeed' ? 'succeeded' : 'canceled')
      if (!decision) {
        // Pressed again on a page kept in the history (Back after paying): the payment was already decided,
        // so the shopper goes back to the shop, whose return page tells the payment's real state (not JSON).
        const payment = await bank.payment(params.id)
        if (payment) return c.redirect(payment.returnUrl, 303)
        throw notFound('Payment not found.')
      }
      // The bank notifies the shop as it would over HTTP: a signed body, verified like any other.
      const headers = new Headers({ 'x-sandbox-signature': decision.signature })
      await handleNotification(c.var.deps, bank, {
        headers,
        body: decision.notification,
        query: new URLSearchParams(),
      })
      return c.redirect(decision.returnUrl, 303)
    })
}
