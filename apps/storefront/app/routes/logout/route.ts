import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { storefrontContext } from '../../lib/context.server.ts'
import { signOut } from '../../lib/session.server.ts'

/**
 * Logout is a POST (the header's account menu posts a form): a GET only goes home, so a link or an image on
 * another page cannot sign the shopper out. Spec §2: logout goes to /.
 */
export const loader = () => redirect('/')

export async function action({ request }: ActionFunctionArgs) {
  const context = await storefrontContext(request)
  const headers = await signOut(context, request)
  headers.set('Cache-Control', 'no-store')
  return redirect('/', { status: 303, headers })
}
