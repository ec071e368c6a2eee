import { OPERATIONS, platform } from '@vitrina/api-client/operations'
import { html } from 'hono/html'
import { OperationRouter } from '../../http/operation.ts'
import { buildOpenApi } from './openapi-document.ts'
import { referencePage } from './reference-page.ts'

/** The contract as an OpenAPI 3.1 document, and its self-hosted reference page (nothing from a CDN). */
export function docsRoutes(publicUrl: string) {
  let document: Record<string, unknown> | undefined
  const generated = () => {
    document ??= buildOpenApi(OPERATIONS, publicUrl)
    return document
  }
  return new OperationRouter()
    .on(platform.getSchema, () => generated() as { openapi: '3.1.0'; paths: Record<string, unknown> })
    .on(platform.getDocs, (c) => c.html(html`${referencePage(generated())}`))
}
