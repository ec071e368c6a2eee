import type { ActionFunctionArgs } from '@remix-run/node'
import { storefrontContext } from '../../lib/context.server.ts'

/**
 * POST /push/click/{id}: the service worker reports a notification click (spec §5: only for messages with an
 * id); forwarded to the API's `POST /api/push/{id}/click/` for this shop. Always 204: the click already
 * happened, and a failure is only logged.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const id = Number(params.id)
  if (request.method === 'POST' && /^\d{1,9}$/.test(params.id ?? '')) {
    const context = await storefrontContext(request)
    await context.api.services.reportPushClick(id).catch((error: unknown) => {
      console.error('push click not recorded', error)
    })
  }
  return new Response(null, { status: 204 })
}

export const loader = () => new Response(null, { status: 405, headers: { Allow: 'POST' } })
