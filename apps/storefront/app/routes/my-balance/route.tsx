import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { BalanceView } from '../../features/loyalty/balance-view.tsx'
import { loadBalancePage } from '../../features/loyalty/loyalty.server.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { titleMeta } from '../../lib/i18n/title-meta.ts'
import { useLocale, useShopCurrency } from '../../lib/root-data.ts'

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'bonusBalance')

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

/** /my/balance-actions/… and /screens/balance/… (spec §2: any path starting with them): the bonus balance. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadBalancePage(await storefrontContext(request), request, params['*'])
}

export default function BalancePage() {
  const page = useLoaderData<typeof loader>()
  const locale = useLocale()
  const currency = useShopCurrency()
  return <BalanceView {...page} locale={locale} currency={currency} />
}
