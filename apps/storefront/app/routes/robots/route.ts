import type { LoaderFunctionArgs } from '@remix-run/node'
import { requestOrigin } from '../../lib/origin.server.ts'

/** robots.txt per tenant: the account, cart and checkout are private; the sitemap is on the shop's host. */
export function loader({ request }: LoaderFunctionArgs) {
  const body = [
    'User-agent: *',
    'Disallow: /my/',
    'Disallow: /cart/',
    'Disallow: /login/',
    'Disallow: /oauth/',
    'Disallow: /catalog/search/',
    `Sitemap: ${requestOrigin(request)}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
