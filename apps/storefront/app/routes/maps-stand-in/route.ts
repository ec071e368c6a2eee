import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { mapsStandInEnabled } from '../../features/maps/stand-in-enabled.ts'
import script from '../../features/maps/ymaps3-stand-in.js?raw'
import { env } from '../../lib/env.server.ts'

/**
 * GET /maps/stand-in/v3/?apikey=…&lang=…: the local ymaps3 stand-in, in place of https://api-maps.yandex.ru/v3/
 * for the demo tenants in development and e2e (features/maps/README.md). Same origin, so the page's CSP
 * admits it as 'self'. Like the real API, it wants a key.
 */
export function loader({ request }: LoaderFunctionArgs) {
  if (!mapsStandInEnabled(env())) throw data(null, { status: 404 })
  const key = new URL(request.url).searchParams.get('apikey') ?? ''
  if (key.trim() === '') return new Response('ymaps3 stand-in: apikey is required', { status: 403 })
  return new Response(script, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
