import { useLingui } from '@lingui/react/macro'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { forwardCacheHeaders, pageCacheHeaders } from '../../features/catalog/cache-headers.server.ts'
import { mediaUrl } from '../../features/catalog/home-blocks.ts'
import { siteName } from '../../features/catalog/listing.server.ts'
import { cardDisplay } from '../../features/catalog/product-cards.ts'
import { type PageSeo, seoMeta } from '../../features/catalog/seo-meta.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { requestOrigin } from '../../lib/origin.server.ts'
import { loadHomeSections } from './home.server.ts'
import { HomeSections } from './home-sections.tsx'

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : [])

export const headers = forwardCacheHeaders

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await storefrontContext(request)
  const sections = await loadHomeSections(context)
  const site = siteName(context.company)
  const { title, description } = context.company.site_meta
  const seo: PageSeo = {
    title: title || site,
    description,
    canonical: `${requestOrigin(request)}/`,
    image: mediaUrl(context.company.logo_square ?? context.company.logo, context.api.options.baseUrl),
    siteName: site,
    locale: context.locale,
  }
  return data(
    { heading: title || site, sections, display: cardDisplay(context.company), seo },
    { headers: pageCacheHeaders(request) },
  )
}

/** The home page (spec §2 `/`): banners, product blocks and category tiles as the admin arranged them. */
export default function Home() {
  const { heading, sections, display } = useLoaderData<typeof loader>()
  const { t } = useLingui()
  return (
    <>
      {/* The header shows the brand; the page's one h1 names the shop for screen readers and outlines. */}
      <h1 className="visually-hidden">{heading}</h1>
      {sections.length === 0 ? <p>{t`The shop is getting ready. Come back soon.`}</p> : null}
      <HomeSections sections={sections} display={display} />
    </>
  )
}
