import { returns } from '@vitrina/api-client/operations'
import { bodyLimit } from 'hono/body-limit'
import { ApiProblem, notFound } from '../../http/errors.ts'
import { OperationRouter } from '../../http/operation.ts'
import { verifyFileSignature } from './signed-url.ts'
import { UPLOAD_LIMITS } from './sniff.ts'
import { deleteUpload, readUpload, saveUpload } from './uploads.service.ts'

// The largest kind plus room for the multipart framing; the exact per-kind limit is checked on the bytes.
const MAX_BODY = UPLOAD_LIMITS.document.maxBytes + 64 * 1024

/** POST /api/uploads/ (multipart: `file`, `kind` photo|document) and DELETE of an unsent one. */
export const uploadRoutes = new OperationRouter()
  .on(
    returns.uploadFile,
    async (c, { body, me }) => {
      const ctx = { companyId: c.var.company.id, customerId: me.id }
      return saveUpload(c.var.deps, ctx, body.kind, {
        name: body.file.name,
        bytes: new Uint8Array(await body.file.arrayBuffer()),
      })
    },
    // Before the form is parsed: an oversized body is refused without being buffered.
    bodyLimit({
      maxSize: MAX_BODY,
      onError: () => {
        throw new ApiProblem(413, { detail: 'The file is too large.', code: 'file_too_large' })
      },
    }),
  )
  .on(returns.deleteUpload, async (c, { params, me }) => {
    await deleteUpload(c.var.deps, { companyId: c.var.company.id, customerId: me.id }, params.id)
    return null
  })

/**
 * GET /files/{id}?expires&signature — the bytes behind a signed link. Outside the tenant gate: an <img> sends
 * no tenant header; the signature (issued only to the owner) is what authorises it.
 */
export const fileRoutes = new OperationRouter().on(returns.readFile, async (c, { params, query }) => {
  const deps = c.var.deps
  if (!verifyFileSignature(deps.env.AUTH_SECRET, params.id, query.expires, query.signature, deps.clock.now()))
    throw new ApiProblem(403, { detail: 'The link has expired or is invalid.' })
  const file = await readUpload(deps, params.id)
  if (!file) throw notFound()
  c.header('Content-Type', file.row.contentType)
  c.header('Content-Length', String(file.bytes.length))
  // Private to the browser that holds the link; never sniffed into HTML by the browser.
  c.header('Cache-Control', 'private, max-age=600')
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('Content-Disposition', 'inline')
  return c.body(file.bytes as Uint8Array<ArrayBuffer>)
})
