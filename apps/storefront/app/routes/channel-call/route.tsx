import { useLingui } from '@lingui/react/macro'
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { CallPanel } from '../../features/channels/call-panel.tsx'
import { callSettings } from '../../features/channels/channel-settings.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { titleMeta } from '../../lib/i18n/title-meta.ts'

/** The same for every visitor of a host (the schedule is applied in the browser): the page cache may keep it. */
export const headers: HeadersFunction = () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL })

export async function loader({ request }: LoaderFunctionArgs) {
  const { company } = await storefrontContext(request)
  return data({ call: callSettings(company) })
}

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'call')

/** /webview/call and /screens/call/ (spec §2 "call from website", empty layout). */
export default function CallEmbed() {
  const { call } = useLoaderData<typeof loader>()
  const { t } = useLingui()
  return <CallPanel call={call} title={t`Call the shop`} />
}
