import type { LoaderFunctionArgs } from '@remix-run/node'
import { handleCallback } from './oauth-callback.server.ts'

/**
 * /oauth/callback/{sber,tbank,vk,yandex} (spec §2): where a provider sends the shopper back. A resource
 * route: it only ever redirects (signed in, the result page, or /login).
 */
export const loader = ({ request }: LoaderFunctionArgs) =>
  handleCallback(request, new URL(request.url).pathname.split('/').filter(Boolean)[2] ?? '')
