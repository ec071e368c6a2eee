import type { LoaderFunctionArgs } from '@remix-run/node'
import { env } from '../../lib/env.server.ts'

/** Health check for operators: 200 when the storefront runs and the API answers, 503 otherwise. */
export async function loader(_: LoaderFunctionArgs) {
  const api = await fetch(new URL('/health', env().API_URL), { signal: AbortSignal.timeout(2000) }).then(
    (r) => r.ok,
    () => false,
  )
  return Response.json(
    { status: api ? 'ok' : 'degraded', api: api ? 'ok' : 'unreachable' },
    { status: api ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
