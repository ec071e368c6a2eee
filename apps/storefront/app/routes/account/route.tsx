import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { Outlet } from '@remix-run/react'
import { storefrontContext } from '../../lib/context.server.ts'

/**
 * The /my area requires sign-in (spec §2, §6). Signed-out visitors get the 401 view with a Sign in button
 * that brings them back here; the account pages themselves must never be shared-cached.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await storefrontContext(request)
  if (!context.token) throw data({ reason: 'sign-in required' }, { status: 401 })
  return data(null, { headers: { 'Cache-Control': 'private, no-store' } })
}

export default function AccountArea() {
  return <Outlet />
}
