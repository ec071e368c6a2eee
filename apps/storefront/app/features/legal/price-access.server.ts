import { data, redirect } from '@remix-run/node'
import { ApiError } from '@vitrina/api-client'
import { type StorefrontContext, storefrontContext } from '../../lib/context.server.ts'
import { NO_STORE, rethrowApiError } from '../orders/orders.server.ts'
import { assertSameOrigin } from '../returns/returns.server.ts'
import {
  type FormDocument,
  type SendProblem,
  type SubmitProblem,
  sendProblemOf,
  submitProblem,
  type UploadProblem,
  uploadProblemOf,
} from './price-access-rules.ts'

/** The page's data: the latest request and whether a new one may be sent, and the customer's kind and level. */
export async function loadPriceAccess(request: Request) {
  const context = await storefrontContext(request)
  const [status, me] = await Promise.all([
    context.api.legal.getPriceAccess(),
    context.api.auth.getMe(),
  ]).catch(rethrowApiError)
  return data({ status, level: me.level }, { headers: NO_STORE })
}

export type PriceAccessReply = {
  documents: FormDocument[]
  refused: { name: string; problem: UploadProblem }[]
  problem: SubmitProblem | SendProblem | null
}

/**
 * The no-JS post (and the script's send): uploads the picked files, keeps the documents already uploaded
 * (`document` ids with their names), then sends when the rulebook allows (`intent=send`). A refused post comes
 * back with the documents kept; a sent one redirects (303) to the page, which shows the on-approval state.
 */
export async function priceAccessAction(request: Request, path: string) {
  assertSameOrigin(request)
  const context = await storefrontContext(request)
  const form = await request.formData().catch(() => {
    throw data(null, { status: 400, headers: NO_STORE })
  })
  const { documents, refused } = await uploadPosted(context, form)
  const reply = (problem: PriceAccessReply['problem'], status = 400) =>
    data<PriceAccessReply>({ documents, refused, problem }, { status, headers: NO_STORE })
  if (refused.length > 0) return reply(null)
  if (form.get('intent') !== 'send') return reply(null, 200)
  const problem = submitProblem({ documents: documents.length, uploading: 0 })
  if (problem) return reply(problem)
  try {
    await context.api.legal.requestPriceAccess(documents.map((d) => d.id))
  } catch (error) {
    if (!(error instanceof ApiError)) {
      console.error('price access: the send failed', error)
      return reply('failed', 502)
    }
    if (error.status === 401) throw data(null, { status: 401 })
    return reply(sendProblemOf(error.status, error.code ?? null))
  }
  return redirect(`${path}?sent=1`, { status: 303, headers: NO_STORE })
}

/** The documents already on the form (`id:name`) plus the files posted now, uploaded one by one. */
async function uploadPosted(context: StorefrontContext, form: FormData) {
  const documents: FormDocument[] = form.getAll('document').flatMap((value) => {
    const [id = '', ...name] = String(value).split(':')
    return /^\d{1,9}$/.test(id) ? [{ id: Number(id), name: name.join(':') }] : []
  })
  const refused: PriceAccessReply['refused'] = []
  for (const file of form.getAll('file')) {
    if (!(file instanceof File) || file.size === 0) continue
    try {
      const upload = await context.api.reclamations.uploadFile(file, 'document')
      documents.push({ id: upload.id, name: upload.name })
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw data(null, { status: 401 })
      refused.push({
        name: file.name,
        problem: uploadProblemOf(error instanceof ApiError ? error.status : null),
      })
    }
  }
  return { documents, refused }
}
