import type { ActionFunctionArgs } from '@remix-run/node'
import { ApiError } from '@vitrina/api-client'
import * as v from 'valibot'
import { NO_STORE } from '../../features/orders/orders.server.ts'
import { assertSameOrigin } from '../../features/returns/returns.server.ts'
import { storefrontContext } from '../../lib/context.server.ts'

const SendBody = v.object({ documents: v.array(v.pipe(v.number(), v.integer(), v.minValue(1))) })
const json = (body: unknown, status = 200) => Response.json(body, { status, headers: NO_STORE })

/**
 * POST /my/price-access/api/{upload|send}: the price-access machine's calls with JavaScript, made with the
 * shopper's HttpOnly token. An API refusal is answered with its status and body (the machine words it).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  assertSameOrigin(request)
  const context = await storefrontContext(request)
  try {
    if (params.op === 'upload') {
      const file = (await request.formData().catch(() => null))?.get('file')
      if (!(file instanceof File)) return json({ file: ['This field is required.'] }, 400)
      return json(await context.api.reclamations.uploadFile(file, 'document'), 201)
    }
    if (params.op === 'send') {
      const body = v.safeParse(SendBody, await request.json().catch(() => null))
      if (!body.success) return json({ detail: 'Bad request.' }, 400)
      return json(await context.api.legal.requestPriceAccess(body.output.documents), 201)
    }
  } catch (error) {
    if (error instanceof ApiError) return json(error.body ?? { detail: error.detail }, error.status)
    console.error(`price access: the ${params.op} call failed`, error)
    return json({ detail: 'The service did not answer.' }, 502)
  }
  return json({ detail: 'Not found.' }, 404)
}
