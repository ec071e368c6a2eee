import { type ActionFunctionArgs, data } from '@remix-run/node'
import { ApiError } from '@vitrina/api-client'
import { ReclamationRequest } from '@vitrina/api-client/schemas'
import * as v from 'valibot'
import { idParam } from '../../features/orders/orders.server.ts'
import { assertSameOrigin, NO_STORE } from '../../features/returns/returns.server.ts'
import { isReturnStep } from '../../features/returns/returns-form.ts'
import { storefrontContext } from '../../lib/context.server.ts'

const Draft = v.object({ step: v.string(), form: v.record(v.string(), v.unknown()) })

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
      if (!body.success || !isReturnStep(body.output.step))
        return data({ detail: 'Bad request.' }, { status: 400 })
      return data(
        await context.api.reclamations.saveReclamationDraft(item, {
          step: body.output.step,
          data: body.output.form,
        }),
        { headers: NO_STORE },
      )
    }
    if (params.op === 'upload') {
      const form = await request.formData().catch(() => null)
      const file = form?.get('file')
      if (!(file instanceof File)) return data({ file: ['This field is required.'] }, { status: 400 })
      return data(await context.api.reclamations.uploadFile(file, 'photo'), {
        status: 201,
        headers: NO_STORE,
      })
    }
    if (params.op === 'send') {
      const body = v.safeParse(ReclamationRequest, await request.json().catch(() => null))
      if (!body.success) return data({ detail: 'Bad request.' }, { status: 400 })
      return data(await context.api.reclamations.createReclamation(body.output), {
        status: 201,
        headers: NO_STORE,
      })
    }
  } catch (error) {
    if (error instanceof ApiError)
      return data(error.body ?? { detail: error.detail }, { status: error.status })
    console.error(`returns: the ${params.op} call failed`, error)
    return data({ detail: 'The service did not answer.' }, { status: 502 })
  }
  throw data(null, { status: 404 })
}
