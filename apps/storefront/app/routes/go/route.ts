import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { notFound } from '../../features/catalog/listing.server.ts'
import { contentSlug } from '../../features/content/content-slug.ts'
import { shortLinkTarget } from '../../features/content/short-link.ts'
import { storefrontContext } from '../../lib/context.server.ts'

/**
 * A short link (spec §2 `/go/{slug}/`): the company's redirect table says where it leads. Only a same-site
 * path or a known absolute http(s) URL is followed (see `shortLinkTarget`); anything else is a 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = contentSlug(params.slug)
  if (slug === null || slug.includes('/')) notFound()
  const context = await storefrontContext(request)
  const answer = await context.api.content.getRouteRedirect(`/go/${slug}/`)
  const target = shortLinkTarget(answer.redirect)
  if (target === null) notFound()
  // A short link may be repointed by the admin; only a permanent one may be remembered by browsers.
  throw redirect(target, {
    status: answer.redirect?.permanent ? 301 : 302,
    headers: { 'Cache-Control': 'private, no-store' },
  })
}
