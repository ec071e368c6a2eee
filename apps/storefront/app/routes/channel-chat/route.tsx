import { useLingui } from '@lingui/react/macro'
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { callSettings, chatSettings, salebotSettings } from '../../features/channels/channel-settings.ts'
import { ChatPanel } from '../../features/channels/chat-panel.tsx'
import { storefrontContext } from '../../lib/context.server.ts'
import { titleMeta } from '../../lib/i18n/title-meta.ts'

/** The same for every visitor of a host: the page cache may keep it. */
export const headers: HeadersFunction = () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL })

export async function loader({ request }: LoaderFunctionArgs) {
  const { company, locale } = await storefrontContext(request)
  const all = chatSettings(company)
  const path = new URL(request.url).pathname
  // The webviews are the tenant's bot (spec §2); /webview/salebot is Salebot's alone.
  const bot = path.startsWith('/webview/')
  return data({
    chat: path.startsWith('/webview/salebot') ? salebotSettings(all) : all,
    bot,
    phone: callSettings(company).phone,
    language: locale,
  })
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  titleMeta(matches, data?.bot ? 'chatBot' : 'chat')

/** /webview/chatbot, /webview/salebot and /screens/webchat/ (spec §2 embeds, empty layout). */
export default function ChatEmbed() {
  const { chat, bot, phone, language } = useLoaderData<typeof loader>()
  const { t } = useLingui()
  return (
    <ChatPanel chat={chat} phone={phone} language={language} title={bot ? t`Chat bot` : t`Chat with us`} />
  )
}
