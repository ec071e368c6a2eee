import type { ActionFunctionArgs } from '@remix-run/node'
import * as v from 'valibot'
import { registerDevice, SubscriptionBody } from '../../features/push/device-registration.server.ts'
import { storefrontContext } from '../../lib/context.server.ts'

/**
 * POST /push/device: the page's push subscription (JSON), registered per spec §4 (see
 * features/push/device-registration.server.ts). Same-origin only (the edge refuses cross-site posts).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return Response.json({ error: 'method' }, { status: 405 })
  const body = v.safeParse(SubscriptionBody, await request.json().catch(() => null))
  if (!body.success) return Response.json({ error: 'invalid subscription' }, { status: 400 })
  const context = await storefrontContext(request)
  try {
    const result = await registerDevice(context, request, body.output.subscription)
    const headers = new Headers({ 'Cache-Control': 'no-store' })
    for (const cookie of result.cookies) headers.append('Set-Cookie', cookie)
    return Response.json({ action: result.action, linked: result.linked }, { headers })
  } catch (error) {
    // Spec §8: push token failures are only logged.
    console.error('push device registration failed', error)
    return Response.json({ error: 'registration failed' }, { status: 502 })
  }
}

export const loader = () => new Response(null, { status: 405, headers: { Allow: 'POST' } })
