import type { LoaderFunctionArgs } from '@remix-run/node'
import { idParam, NO_STORE, rethrowApiError } from '../../features/orders/orders.server.ts'
import { storefrontContext } from '../../lib/context.server.ts'

/**
 * GET /my/customer-documents/{id}/: the document's bytes as a download. The API answers the signed link only to
 * the document's owner (anybody else: 404), and the bytes are passed through this host, so the link never leaves
 * the server and the file keeps the name it was sent with.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = idParam(params, 'document')
  const context = await storefrontContext(request)
  const document = await context.api.legal.getCustomerDocument(id).catch(rethrowApiError)
  const file = await fetch(document.url)
  if (!file.ok || !file.body) throw new Response(null, { status: 502, headers: NO_STORE })
  return new Response(file.body, {
    headers: {
      ...NO_STORE,
      'Content-Type': document.content_type,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(document.name || `document-${id}`)}`,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
