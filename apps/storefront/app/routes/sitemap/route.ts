import type { LoaderFunctionArgs } from '@remix-run/node'
import { PROMOTIONS_PATH, promotionHref, promotionListingHref } from '../../features/content/content-links.ts'
import { categoryPaths, sitemapXml } from '../../features/seo/sitemap.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { requestOrigin } from '../../lib/origin.server.ts'

// The API's page size limit; a shop with more products gets them over several calls.
const PAGE_SIZE = 100
const MAX_PAGES = 50

/**
 * sitemap.xml per tenant: home, catalogue, every category, the company, contacts and promotion pages, and
 * every product of the company.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await storefrontContext(request)
  const origin = requestOrigin(request)
  const [tree, first, promotions] = await Promise.all([
    api.catalog.listCategories(),
    api.catalog.listProducts({ page: 1, page_size: PAGE_SIZE }),
    // Promotions are extra: without them the sitemap still lists the catalogue.
    api.content.listPromotions().catch(() => null),
  ])
  const pages = Math.min(MAX_PAGES, Math.ceil(first.count / PAGE_SIZE))
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) =>
      api.catalog.listProducts({ page: i + 2, page_size: PAGE_SIZE }),
    ),
  )
  const products = [first, ...rest].flatMap((page) => page.results.map((p) => `/catalog/products/${p.slug}/`))
  const content = [
    '/company/',
    '/contacts/',
    PROMOTIONS_PATH,
    ...(promotions?.results ?? []).flatMap((p) => [promotionHref(p.slug), promotionListingHref(p.slug)]),
  ]
  const paths = ['/', '/catalog/', ...categoryPaths(tree), ...content, ...products]
  return new Response(sitemapXml(paths.map((path) => `${origin}${path}`)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
