import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { forwardCacheHeaders, pageCacheHeaders } from '../../features/catalog/cache-headers.server.ts'
import * as catalogStyles from '../../features/catalog/catalog.css.ts'
import { notFound, nullWhenNotFound, siteName } from '../../features/catalog/listing.server.ts'
import { cardDisplay } from '../../features/catalog/product-cards.ts'
import { type PageSeo, pageTitle, seoMeta } from '../../features/catalog/seo-meta.ts'
import { ContentBreadcrumbs } from '../../features/content/content-breadcrumbs.tsx'
import { contentSlug } from '../../features/content/content-slug.ts'
import { landingFormAction, landingFormView } from '../../features/landing/landing-form.server.ts'
import { LandingForm } from '../../features/landing/landing-form.tsx'
import type { LandingReply } from '../../features/landing/landing-form-schema.ts'
import { catalogReads } from '../../lib/catalog-cache.server.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { requestOrigin } from '../../lib/origin.server.ts'
import { pageSections } from '../home/home.server.ts'
import { HomeSections } from '../home/home-sections.tsx'

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : [])

export const headers = forwardCacheHeaders

/**
 * A landing section (spec §2 `/sections/{slug}/`): blocks arranged by the admin like the home page's
 * (banners, product blocks, category tiles). The page and the category tree are fetched together.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = contentSlug(params.slug)
  if (slug === null) notFound()
  const context = await storefrontContext(request)
  const [page, nodes] = await Promise.all([
    nullWhenNotFound(context.api.content.getPage('section', slug)),
    catalogReads(context).listCategories(),
  ])
  if (!page) notFound()
  const sections = await pageSections(context, page.blocks, nodes)
  const site = siteName(context.company)
  const origin = requestOrigin(request)
  const path = `/sections/${slug}/`
  const seo: PageSeo = {
    title: pageTitle(page.title, site),
    description: '',
    canonical: `${origin}${path}`,
    image: null,
    siteName: site,
    locale: context.locale,
  }
  return data(
    {
      title: page.title,
      crumbs: [{ name: page.title, href: path }],
      sections,
      display: cardDisplay(context.company),
      landingForm: landingFormView(context, new URL(request.url).searchParams),
      origin,
      seo,
    },
    { headers: pageCacheHeaders(request) },
  )
}

/** The landing form's send (issue 15): only on a section that exists. */
export async function action({ request, params }: ActionFunctionArgs) {
  const slug = contentSlug(params.slug)
  if (slug === null) notFound()
  const context = await storefrontContext(request)
  return landingFormAction(context, request, `/sections/${slug}/`)
}

export default function SectionPage() {
  const page = useLoaderData<typeof loader>()
  const reply = useActionData<LandingReply>()
  return (
    <>
      <ContentBreadcrumbs crumbs={page.crumbs} origin={page.origin} />
      <h1 className={catalogStyles.title}>{page.title}</h1>
      <HomeSections sections={page.sections} display={page.display} />
      {page.landingForm ? <LandingForm form={page.landingForm} reply={reply ?? undefined} /> : null}
    </>
  )
}
