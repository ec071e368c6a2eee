import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node'
import script from '../../features/channels/chat-stand-in.js?raw'
import { channelStandInsEnabled } from '../../features/channels/chat-stand-in-enabled.ts'
import { conversationPage, nextConversation } from '../../features/channels/chat-stand-in-page.server.ts'
import { env } from '../../lib/env.server.ts'

/**
 * /chat/stand-in/*: the local chat widget stand-ins (features/channels/README.md), in place of a tenant's
 * Rocket.Chat server, Salebot and Voximplant Kit for the demo tenants in development and e2e. Same origin as
 * the shop, so the page's CSP admits the scripts as 'self' and the conversation frame as a same-origin frame.
 */
const SCRIPTS = [
  '/chat/stand-in/rocketchat/livechat/rocketchat-livechat.min.js',
  '/chat/stand-in/salebot/js/salebot.js',
  '/chat/stand-in/voximplant/static/widgets/web-chat.js',
]
const CONVERSATION = '/chat/stand-in/conversation'

function html(body: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // The frame has no script; nothing may run in it, and only the shop may frame it.
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'",
    },
  })
}

export function loader({ request }: LoaderFunctionArgs) {
  if (!channelStandInsEnabled(env())) throw data(null, { status: 404 })
  const url = new URL(request.url)
  const path = url.pathname.replace(/\/+$/, '')
  if (SCRIPTS.includes(path)) {
    return new Response(script, {
      headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    })
  }
  if (path === CONVERSATION) return html(conversationPage(url.searchParams, []))
  throw data(null, { status: 404 })
}

export async function action({ request }: ActionFunctionArgs) {
  if (!channelStandInsEnabled(env())) throw data(null, { status: 404 })
  const url = new URL(request.url)
  if (url.pathname.replace(/\/+$/, '') !== CONVERSATION) throw data(null, { status: 405 })
  return html(conversationPage(url.searchParams, nextConversation(await request.formData())))
}
