import type { Context } from 'hono'
import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import { ApiProblem } from '../../http/errors.ts'

type Html = HtmlEscapedString | Promise<HtmlEscapedString>

/**
 * The development controls' pages (outbox, returns and reviews, event registrations, price access): one plain
 * document shape, escaped by `hono/html`, readable on a phone. Never mounted in production.
 */
export function devPage(
  c: Context,
  page: { title: string; intro: string; body: Html; refreshSeconds?: number },
): Response | Promise<Response> {
  return c.html(html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        ${page.refreshSeconds ? html`<meta http-equiv="refresh" content="${page.refreshSeconds}" />` : ''}
        <title>${page.title} · Vitrina</title>
        <style>
          body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
          table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #ddd; vertical-align: top; }
          form { display: inline-block; margin: 0 .25rem .25rem 0; }
          code { font-size: 1.25rem; font-weight: 700; }
        </style>
      </head>
      <body>
        <main>
          <h1>${page.title}</h1>
          <p>${page.intro}</p>
          ${page.body}
        </main>
      </body>
    </html>`)
}

/** A table with column headings and one row per item. */
export function devTable<T>(columns: readonly string[], rows: readonly T[], row: (item: T) => Html): Html {
  return html`<table>
    <thead><tr>${columns.map((name) => html`<th scope="col">${name}</th>`)}</tr></thead>
    <tbody>${rows.map(row)}</tbody>
  </table>`
}

/** A one-button form posting a decision (`state`), named for screen readers and tests by `label`. */
export function decisionButton(
  action: string,
  state: string,
  text: string,
  label: string,
  extra: Html | '' = '',
) {
  return html`<form method="post" action="${action}">
    <input type="hidden" name="state" value="${state}" />
    ${extra}
    <button type="submit" aria-label="${label}">${text}</button>
  </form>`
}

/** The posted decision when it is one of `allowed`; anything else is a 400 (a hand-made form, a stale page). */
export function postedDecision<S extends string>(form: Record<string, unknown>, allowed: readonly S[]): S {
  const state = allowed.find((candidate) => candidate === form.state)
  if (!state) throw new ApiProblem(400, { detail: `Expected ${allowed.join(' or ')}.` })
  return state
}
