import { auth } from '@vitrina/api-client/operations'
import { desc, eq } from 'drizzle-orm'
import { html } from 'hono/html'
import { outbox } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'
import { OperationRouter } from '../../http/operation.ts'
import { storefrontOrigin } from '../../http/storefront-origin.ts'
import { issueLinkCode } from '../auth/link-codes.ts'

/**
 * The development outbox: sign-in codes and email links that would have been sent.
 * Mounted only when enabled (never in production); `company` narrows it to one tenant.
 */
export const devRoutes = new OperationRouter()
  .on(auth.devIssueAuthLink, (c, { body }) =>
    issueLinkCode(
      c.var.deps,
      body.company,
      body.customer_id,
      storefrontOrigin(c.var.deps.env, body.company, c.req.header('x-storefront-origin')),
    ),
  )
  .on(auth.devOutbox, (c, { query }) => readOutbox(c.var.deps, c.req.header('x-qa-company') ?? query.company))
  .on(auth.devOutboxPage, async (c, { query }) => {
    const messages = await readOutbox(c.var.deps, c.req.header('x-qa-company') ?? query.company)
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta http-equiv="refresh" content="5" />
          <title>Dev outbox · Vitrina</title>
          <style>
            body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
            table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #ddd; }
            code { font-size: 1.25rem; font-weight: 700; }
          </style>
        </head>
        <body>
          <main>
            <h1>Dev outbox</h1>
            <p>Codes and links that would have been sent by SMS, call or email. Newest first; refreshes every 5 s.</p>
            <table>
              <thead><tr><th scope="col">When</th><th scope="col">Channel</th><th scope="col">To</th><th scope="col">Code</th><th scope="col">Text</th></tr></thead>
              <tbody>
                ${messages.map((m) => html`<tr><td>${m.created}</td><td>${m.channel}</td><td>${m.to}</td><td><code>${m.code ?? ''}</code></td><td>${m.text}</td></tr>`)}
              </tbody>
            </table>
          </main>
        </body>
      </html>`)
  })

async function readOutbox(deps: Deps, company: string | undefined) {
  if (company !== undefined && !/^\d{1,9}$/.test(company)) throw notFound()
  const rows = await deps.db
    .select()
    .from(outbox)
    .where(company === undefined ? undefined : eq(outbox.companyId, Number(company)))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(100)
  return rows.map((r) => ({
    channel: r.channel,
    to: r.to,
    code: r.code,
    text: r.text,
    created: r.createdAt.toISOString(),
  }))
}
