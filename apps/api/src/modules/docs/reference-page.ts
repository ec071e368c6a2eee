import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'

type Json = Record<string, unknown>
type Parameter = {
  name?: string
  in?: string
  required?: boolean
  $ref?: string
  schema?: Json
  example?: unknown
}
type Operation = {
  operationId: string
  summary: string
  description?: string
  tags: string[]
  parameters: Parameter[]
  security?: Record<string, unknown>[]
  requestBody?: { content: Record<string, { schema: Json; example?: unknown }> }
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: Json; example?: unknown }> }
  >
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2)
const anchor = (id: string) => `op-${id}`

/**
 * A reference page for people, rendered on the server from the generated document: a table of
 * contents by tag, then every operation with its parameters, body, answers and errors. Schemas are
 * folded in `<details>`; the page needs no script and loads nothing from elsewhere.
 */
export function referencePage(document: Json): HtmlEscapedString | Promise<HtmlEscapedString> {
  const paths = document.paths as Record<string, Record<string, Operation>>
  const operations = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  )
  const tags = [...new Set(operations.map((o) => o.op.tags[0] ?? 'other'))]
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Vitrina commerce API reference</title>
        <style>
          body{font:16px/1.5 system-ui,sans-serif;max-width:72rem;margin:0 auto;padding:1rem;color:#1a1a1a}
          code,pre{font:14px/1.4 ui-monospace,monospace;background:#f4f4f4}
          pre{padding:.75rem;overflow:auto;max-height:30rem}
          section.op{border-top:1px solid #ddd;padding:.5rem 0}
          .m{display:inline-block;min-width:4.5rem;font-weight:700}
          table{border-collapse:collapse}td,th{padding:.25rem .5rem;text-align:left;vertical-align:top;border-bottom:1px solid #eee}
          nav ul{columns:2}
        </style>
      </head>
      <body>
        <header>
          <h1>Vitrina commerce API</h1>
          <p>
            ${String((document.info as Json).description)} Every call marked <em>tenant</em> needs
            <code>X-QA-Company</code> (and takes <code>X-QA-Region</code>); <em>token</em> calls need
            <code>Authorization: Token &lt;key&gt;</code>. Errors are <code>{"detail", "code"?}</code> or field errors
            <code>{"field": ["message"]}</code>. The machine-readable document is <a href="/api/schema/">/api/schema/</a>.
          </p>
        </header>
        <nav aria-label="Operations">
          <ul>
            ${operations.map(
              (o) =>
                html`<li><a href="#${anchor(o.op.operationId)}"><span class="m">${o.method}</span> ${o.path}</a></li>`,
            )}
          </ul>
        </nav>
        <main>
          ${tags.map(
            (tag) => html`<h2>${tag}</h2>
              ${operations.filter((o) => (o.op.tags[0] ?? 'other') === tag).map((o) => operationSection(o))}`,
          )}
        </main>
      </body>
    </html>`
}

function operationSection({ path, method, op }: { path: string; method: string; op: Operation }) {
  const params = op.parameters.filter((p) => !p.$ref)
  const tenant = op.parameters.some((p) => p.$ref)
  const [mediaType, body] = Object.entries(op.requestBody?.content ?? {})[0] ?? []
  const security = Object.keys(op.security?.[0] ?? {})[0]
  return html`<section class="op" id="${anchor(op.operationId)}" aria-labelledby="${anchor(op.operationId)}-h">
    <h3 id="${anchor(op.operationId)}-h"><span class="m">${method}</span> <code>${path}</code></h3>
    <p>${op.summary}${op.description ? html` ${op.description}` : ''}</p>
    <p>Access: ${security === 'staffToken' ? 'staff token' : security ? 'token' : tenant ? 'tenant' : 'public'} · operationId <code>${op.operationId}</code></p>
    ${
      params.length > 0
        ? html`<table>
            <caption>Parameters</caption>
            <thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Schema</th></tr></thead>
            <tbody>${params.map(
              (p) =>
                html`<tr><td><code>${p.name}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : ''}</td><td><code>${pretty(p.schema)}</code>${p.example !== undefined ? html` e.g. <code>${String(p.example)}</code>` : ''}</td></tr>`,
            )}</tbody>
          </table>`
        : ''
    }
    ${
      body
        ? html`<details><summary>Request body (${mediaType})</summary><pre>${pretty(body.schema)}</pre></details>
            ${body.example !== undefined ? html`<p>Example:</p><pre>${pretty(body.example)}</pre>` : ''}`
        : ''
    }
    <table>
      <caption>Answers</caption>
      <tbody>${Object.entries(op.responses).map(
        ([status, answer]) => html`<tr><th scope="row">${status}</th><td>${answer.description}
          ${Object.entries(answer.content ?? {}).map(
            ([type, content]) =>
              html`<details><summary>${type}</summary><pre>${pretty(content.schema)}</pre></details>`,
          )}</td></tr>`,
      )}</tbody>
    </table>
  </section>`
}
