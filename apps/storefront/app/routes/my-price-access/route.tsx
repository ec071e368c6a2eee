import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { loadPriceAccess, priceAccessAction } from '../../features/legal/price-access.server.ts'
import { PriceAccessView } from '../../features/legal/price-access-view.tsx'
import { titleMeta } from '../../lib/i18n/title-meta.ts'

const PATH = '/my/price-access/'

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'priceAccess')
export const headers: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL })
export const loader = ({ request }: LoaderFunctionArgs) => loadPriceAccess(request)
export const action = ({ request }: ActionFunctionArgs) => priceAccessAction(request, PATH)

/** /my/price-access/ (spec §2): the price-access verification request in the shop layout. */
export default function PriceAccessPage() {
  const { status, level } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  return <PriceAccessView status={status} level={level} reply={reply} path={PATH} />
}
