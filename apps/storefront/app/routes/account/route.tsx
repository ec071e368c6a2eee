import { data, type HeadersFunction, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Outlet } from '@remix-run/react'
import { storefrontContext } from '../../lib/context.server.ts'
import { loginHref } from '../../lib/links.ts'
import { clearedTokenCookie, currentCustomer } from '../../lib/session.server.ts'

const NO_STORE = { 'Cache-Control': 'private, no-store' }

/**
 * The /my area requires sign-in (spec §2, §6). A signed-out visitor, or one whose token the API refused, is
 * sent to /login with this page as `returnUrl` and comes back after signing in. The account pages are the
 * customer's own: no cache may keep them.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await storefrontContext(request)
  await currentCustomer(context)
  if (!context.token || context.session.tokenRejected) {
    const url = new URL(request.url)
    const headers = new Headers(NO_STORE)
    if (context.token) headers.append('Set-Cookie', await clearedTokenCookie(context))
    throw redirect(loginHref(`${url.pathname}${url.search}`), { headers })
  }
  return data(null, { headers: NO_STORE })
}

// Loader headers reach the page only through a `headers` export; the /my pages inherit this one.
export const headers: HeadersFunction = () => NO_STORE

export default function AccountArea() {
  return <Outlet />
}
