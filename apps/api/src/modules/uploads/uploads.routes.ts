import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { requireCustomer } from '../../http/auth.middleware.ts'
import type { AppEnv } from '../../http/context.ts'
import { ApiProblem, fieldErrors, notFound } from '../../http/errors.ts'
import { pathId } from '../../http/validate.ts'
import { verifyFileSignature } from './signed-url.ts'
import { UPLOAD_LIMITS } from './sniff.ts'
import { deleteUpload, readUpload, saveUpload } from './uploads.service.ts'

// The largest kind plus room for the multipart framing; the exact per-kind limit is checked on the bytes.
const MAX_BODY = UPLOAD_LIMITS.document.maxBytes + 64 * 1024

/** POST /api/uploads/ (multipart: `file`, `kind` photo|document) and DELETE of an unsent one. */
export const uploadRoutes = new Hono<AppEnv>()
  .post(
    '/api/uploads/',
    bodyLimit({
      maxSize: MAX_BODY,
      onError: () => {
        throw new ApiProblem(413, { detail: 'The file is too large.', code: 'file_too_large' })
      },
    }),
    async (c) => {
      const me = requireCustomer(c)
      if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data'))
        throw fieldErrors({ file: ['Send the file as multipart/form-data.'] })
      const body = await c.req.parseBody().catch(() => {
        throw fieldErrors({ file: ['The upload was interrupted: try again.'] })
      })
      const kind = body.kind ?? 'photo'
      if (kind !== 'photo' && kind !== 'document')
        throw fieldErrors({ kind: ['Expected photo or document.'] })
      const file = body.file
      if (!(file instanceof File)) throw fieldErrors({ file: ['This field is required.'] })
      const saved = await saveUpload(c.var.deps, { companyId: c.var.company.id, customerId: me.id }, kind, {
        name: file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
      })
      return c.json(saved, 201)
    },
  )
  .delete('/api/uploads/:id/', async (c) => {
    const me = requireCustomer(c)
    await deleteUpload(c.var.deps, { companyId: c.var.company.id, customerId: me.id }, pathId(c, 'id'))
    return c.body(null, 204)
  })

/**
 * GET /files/{id}?expires&signature — the bytes behind a signed link. Outside the tenant gate: an <img> sends
 * no tenant header; the signature (issued only to the owner) is what authorises it.
 */
export const fileRoutes = new Hono<AppEnv>().get('/files/:id', async (c) => {
  const id = pathId(c, 'id')
  const deps = c.var.deps
  if (
    !verifyFileSignature(
      deps.env.AUTH_SECRET,
      id,
      c.req.query('expires'),
      c.req.query('signature'),
      deps.clock.now(),
    )
  )
    throw new ApiProblem(403, { detail: 'The link has expired or is invalid.' })
  const file = await readUpload(deps, id)
  if (!file) throw notFound()
  c.header('Content-Type', file.row.contentType)
  c.header('Content-Length', String(file.bytes.length))
  // Private to the browser that holds the link; never sniffed into HTML by the browser.
  c.header('Cache-Control', 'private, max-age=600')
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('Content-Disposition', 'inline')
  return c.body(file.bytes as Uint8Array<ArrayBuffer>)
})
