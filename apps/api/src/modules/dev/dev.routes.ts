import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { html } from 'hono/html'
import * as v from 'valibot'
import { outbox } from '../../db/schema/index.ts'
import type { AppEnv } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'
import { storefrontOrigin } from '../../http/storefront-origin.ts'
import { readJson } from '../../http/validate.ts'
import { issueLinkCode } from '../auth/link-codes.ts'

/**
 * The development outbox: sign-in codes and email links that would have been sent.
 * Mounted only when enabled (never in production); `company` narrows it to one tenant.
 */
export const devRoutes = new Hono<AppEnv>()
  .post('/api/dev/auth-links/', async (c) => {
    const body = await readJson(
      c,
      v.object({ company: v.pipe(v.number(), v.integer()), customer_id: v.pipe(v.number(), v.integer()) }),
    )
    return c.json(
      await issueLinkCode(
        c.var.deps,
        body.company,
        body.customer_id,
        storefrontOrigin(c.var.deps.env, body.company, c.req.header('x-storefront-origin')),
      ),
      201,
    )
  })
  .get('/api/dev/outbox/', async (c) => c.json(await readOutbox(c)))
  .get('/dev/outbox', async (c) => {
    const messages = await readOutbox(c)
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

async function readOutbox(c: {
  req: { header: (name: string) => string | undefined; query: (name: string) => string | undefined }
  var: AppEnv['Variables']
}) {
  const raw = c.req.header('x-qa-company') ?? c.req.query('company')
  if (raw !== undefined && !/^\d{1,9}$/.test(raw)) throw notFound()
  const rows = await c.var.deps.db
    .select()
    .from(outbox)
    .where(raw === undefined ? undefined : eq(outbox.companyId, Number(raw)))
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
