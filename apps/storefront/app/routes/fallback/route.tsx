import { data, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { localeFromPathPrefix } from '@vitrina/domain/locale'
import { storefrontContext } from '../../lib/context.server.ts'
import { throwIfRedirected } from '../../lib/route-redirect.server.ts'

/**
 * Any path no route claims (spec `/{slug*}`): a locale prefix (`/ru/catalog/`) stores the language and goes
 * to the path without it; a path the API knows as moved redirects; anything else is the 404 view.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const context = await storefrontContext(request)
  const prefixed = localeFromPathPrefix(url.pathname)
  if (prefixed) {
    return redirect(`${prefixed.rest}${url.search}`, {
      headers: { 'Set-Cookie': await context.cookies.locale.serialize(prefixed.locale) },
    })
  }
  await throwIfRedirected(context, url)
  throw data({ path: url.pathname }, { status: 404 })
}

export default function Fallback() {
  return null
}
