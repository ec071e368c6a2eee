import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ConfirmEmailView } from '../../features/account/confirm-email-view.tsx'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { titleMeta } from '../../lib/i18n/title-meta.ts'
import { loadConfirmEmail } from './confirm-email.server.ts'

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'emailConfirmation')

export const headers: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL })

/** Registered twice: `confirm-email/:result` (the result pages) and `confirm-email` (the emailed link). */
export const loader = ({ request, params }: LoaderFunctionArgs) => loadConfirmEmail(request, params.result)

export default function ConfirmEmailPage() {
  const { result } = useLoaderData<typeof loader>()
  return <ConfirmEmailView result={result} />
}
