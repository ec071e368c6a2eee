import { auth } from '@vitrina/api-client/operations'
import { desc, eq } from 'drizzle-orm'
import { html } from 'hono/html'
import { outbox } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'
import { OperationRouter } from '../../http/operation.ts'
import { storefrontOrigin } from '../../http/storefront-origin.ts'
import { customerIdByPhone, issueLinkCode } from '../auth/link-codes.ts'
import { devPage, devTable } from './dev-page.ts'

/**
 * The development outbox: sign-in codes and email links that would have been sent.
 * Mounted only when enabled (never in production); `company` narrows it to one tenant.
 */
export const devRoutes = new OperationRouter()
  .on(auth.devIssueAuthLink, async (c, { body }) =>
    issueLinkCode(
      c.var.deps,
      body.company,
      body.customer_id ?? (await customerIdByPhone(c.var.deps, body.company, body.phone ?? '')),
      storefrontOrigin(c.var.deps.env, body.company, c.req.header('x-storefront-origin')),
    ),
  )
  .on(auth.devOutbox, (c, { query }) => readOutbox(c.var.deps, c.req.header('x-qa-company') ?? query.company))
  .on(auth.devOutboxPage, async (c, { query }) => {
    const messages = await readOutbox(c.var.deps, c.req.header('x-qa-company') ?? query.company)
    return devPage(c, {
      title: 'Dev outbox',
      intro:
        'Codes and links that would have been sent by SMS, call or email. Newest first; refreshes every 5 s.',
      refreshSeconds: 5,
      body: devTable(
        ['When', 'Channel', 'To', 'Code', 'Text'],
        messages,
        (m) =>
          html`<tr><td>${m.created}</td><td>${m.channel}</td><td>${m.to}</td><td><code>${m.code ?? ''}</code></td><td>${m.text}</td></tr>`,
      ),
    })
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
