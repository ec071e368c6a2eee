import type { ActionFunctionArgs } from '@remix-run/node'
import { ApiError } from '@vitrina/api-client'
import { ReclamationRequest } from '@vitrina/api-client/schemas'
import * as v from 'valibot'
import { idParam } from '../../features/orders/orders.server.ts'
import { assertSameOrigin, NO_STORE } from '../../features/returns/returns.server.ts'
import { isReturnStep } from '../../features/returns/returns-form.ts'
import { storefrontContext } from '../../lib/context.server.ts'

const Draft = v.object({ step: v.string(), form: v.record(v.string(), v.unknown()) })

// A plain Response: this resource route is fetched by the page's script, not by Remix's data loading.
const json = (body: unknown, status = 200) => Response.json(body, { status, headers: NO_STORE })

/**
 * POST /my/orders/{order}/return/{orderItem}/api/{op}: the returns machine's calls with JavaScript (draft,
 * upload, send), made with the shopper's HttpOnly token. An API refusal is answered with its status and body,
 * so the browser rebuilds the same ApiError the no-JS action reads.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  assertSameOrigin(request)
  const item = idParam(params, 'orderItem')
  const context = await storefrontContext(request)
  try {
    if (params.op === 'draft') {
      const body = v.safeParse(Draft, await request.json().catch(() => null))
      if (!body.success || !isReturnStep(body.output.step)) return json({ detail: 'Bad request.' }, 400)
      const draft = { step: body.output.step, data: body.output.form }
      return json(await context.api.reclamations.saveReclamationDraft(item, draft))
    }
    if (params.op === 'upload') {
      const form = await request.formData().catch(() => null)
      const file = form?.get('file')
      if (!(file instanceof File)) return json({ file: ['This field is required.'] }, 400)
      const kind = form?.get('kind') === 'document' ? 'document' : 'photo'
      return json(await context.api.reclamations.uploadFile(file, kind), 201)
    }
    if (params.op === 'send') {
      const body = v.safeParse(ReclamationRequest, await request.json().catch(() => null))
      if (!body.success) return json({ detail: 'Bad request.' }, 400)
      return json(await context.api.reclamations.createReclamation(body.output), 201)
    }
  } catch (error) {
    if (error instanceof ApiError) return json(error.body ?? { detail: error.detail }, error.status)
    console.error(`returns: the ${params.op} call failed`, error)
    return json({ detail: 'The service did not answer.' }, 502)
  }
  return json({ detail: 'Not found.' }, 404)
}
