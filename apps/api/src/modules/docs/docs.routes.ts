import { Hono } from 'hono'
import { html } from 'hono/html'
import type { AppEnv } from '../../http/context.ts'
import { buildOpenApi, OPERATIONS } from './openapi.ts'

/** The contract as an OpenAPI 3.1 document, and a human page listing every call. */
export function docsRoutes(publicUrl: string) {
  let document: Record<string, unknown> | undefined
  return new Hono<AppEnv>()
    .get('/api/schema/', (c) => {
      document ??= buildOpenApi(publicUrl)
      return c.json(document)
    })
    .get('/api/docs/', (c) =>
      c.html(html`<!doctype html>
        <html lang="en">
          <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Vitrina API</title>
            <style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}code{background:#f3f3f3;padding:0 .25rem}td,th{padding:.25rem .5rem;text-align:left;vertical-align:top}</style></head>
          <body>
            <main>
              <h1>Vitrina commerce API</h1>
              <p>Every <code>/api/</code> call needs <code>X-QA-Company</code>; <code>X-QA-Region</code> picks the region; signed-in calls send <code>Authorization: Token &lt;key&gt;</code>. The machine-readable contract is <a href="/api/schema/">/api/schema/</a> (OpenAPI 3.1).</p>
              <table>
                <thead><tr><th scope="col">Call</th><th scope="col">What</th><th scope="col">Auth</th></tr></thead>
                <tbody>${OPERATIONS.map((op) => html`<tr><td><code>${op.method.toUpperCase()} ${op.path}</code></td><td>${op.summary}</td><td>${op.auth ? 'token' : ''}</td></tr>`)}</tbody>
              </table>
            </main>
          </body>
        </html>`),
    )
}
