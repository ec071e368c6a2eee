import { Trans } from '@lingui/react/macro'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { safeReturnUrl } from '@vitrina/domain/safe-href'
import { forwardCacheHeaders, pageCacheHeaders } from '../../features/catalog/cache-headers.server.ts'
import * as catalogStyles from '../../features/catalog/catalog.css.ts'
import { notFound, nullWhenNotFound, siteName } from '../../features/catalog/listing.server.ts'
import { metaDescription, type PageSeo, pageTitle, seoMeta } from '../../features/catalog/seo-meta.ts'
import * as styles from '../../features/content/content.css.ts'
import { contentSlug, paragraphs } from '../../features/content/content-slug.ts'
import { BACK_PARAM } from '../../features/product/product-links.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { requestOrigin } from '../../lib/origin.server.ts'
import { throwIfRedirected } from '../../lib/route-redirect.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : [])

export const headers = forwardCacheHeaders

/** A static page by its slug of any depth (spec §2 `/static/{slug}/`); unknown ones may have moved. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = contentSlug(params['*'])
  if (slug === null) notFound()
  const context = await storefrontContext(request)
  const page = await nullWhenNotFound(context.api.content.getPage('static', slug))
  if (!page) {
    await throwIfRedirected(context, new URL(request.url))
    notFound()
  }
  const body = paragraphs(page.body)
  const site = siteName(context.company)
  const seo: PageSeo = {
    title: pageTitle(page.title, site),
    description: metaDescription(body[0] ?? ''),
    canonical: `${requestOrigin(request)}/static/${slug}/`,
    image: null,
    siteName: site,
    locale: context.locale,
  }
  // The page it was opened from (a product's size guide): same-site paths only, never another origin.
  const from = new URL(request.url).searchParams.get(BACK_PARAM)
  const back = from && safeReturnUrl(from) === from ? from : null
  return data(
    { title: page.title, body, seo, back, backToProduct: back?.startsWith('/catalog/products/') ?? false },
    { headers: pageCacheHeaders(request) },
  )
}

/** The page in the empty layout: its title, its paragraphs (plain text, escaped) and a way to the shop. */
export default function StaticPage() {
  const { title, body, back, backToProduct } = useLoaderData<typeof loader>()
  return (
    <article className={styles.prose}>
      {back ? (
        <p>
          <Link to={back}>{backToProduct ? <Trans>Back to the product</Trans> : <Trans>Back</Trans>}</Link>
        </p>
      ) : null}
      <h1 className={catalogStyles.title}>{title}</h1>
      {body.map((text, index) => (
        // Paragraphs have no identity of their own; the list only changes with the page.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <p key={index} className={styles.paragraph}>
          {text}
        </p>
      ))}
      <p>
        <Link to="/">
          <Trans>To home page</Trans>
        </Link>
      </p>
    </article>
  )
}
