import type { Params } from '@remix-run/react'
import { productCountText } from '@vitrina/domain/plural'
import * as v from 'valibot'
import { categoryCrumbs, categoryHref, childCategoryLinks } from '../../features/catalog/category-links.ts'
import { mediaUrl } from '../../features/catalog/home-blocks.ts'
import { notFound, nullWhenNotFound, siteName } from '../../features/catalog/listing.server.ts'
import { toListingData } from '../../features/catalog/listing-data.ts'
import {
  LISTING_PAGE_SIZE,
  parseListingQuery,
  toProductListQuery,
} from '../../features/catalog/listing-query.ts'
import { isPageOutOfRange } from '../../features/catalog/pagination.ts'
import { categoryPageTitle, metaDescription, type PageSeo } from '../../features/catalog/seo-meta.ts'
import { catalogReads } from '../../lib/catalog-cache.server.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { requestOrigin } from '../../lib/origin.server.ts'
import { throwIfRedirected } from '../../lib/route-redirect.server.ts'

const Slug = v.pipe(v.string(), v.minLength(1), v.maxLength(200))

/**
 * One page of a category listing: the category (crumbs, subcategories) and its products with the shopper's
 * sort and filters, fetched together. The listing is for the last path segment's slug; the page's own
 * address is the category's catalogue path, which forms submit to and the canonical link names.
 *
 * A missing category is a 404 (after asking the API whether the path moved). So is a page number beyond the
 * last page: such a URL names no page, and answering it with an empty page or another page's products would
 * give search engines duplicate or empty pages at addresses that should not exist. Links and forms never
 * produce one (filters and sort start again at page 1), only stale or hand-made URLs do.
 */
export async function loadCategoryListing(request: Request, params: Params) {
  const slug = v.safeParse(Slug, params.c4 ?? params.c3 ?? params.c2 ?? params.c1)
  if (!slug.success) notFound()
  const context = await storefrontContext(request)
  const url = new URL(request.url)
  const query = parseListingQuery(url.searchParams)
  const [category, page] = await Promise.all([
    nullWhenNotFound(catalogReads(context).getCategory(slug.output)),
    nullWhenNotFound(
      catalogReads(context).listProducts(toProductListQuery(query, { category: slug.output })),
    ),
  ])
  if (!category || !page) {
    await throwIfRedirected(context, url)
    notFound()
  }
  if (isPageOutOfRange(query.page, page.count, LISTING_PAGE_SIZE)) notFound()

  const path = categoryHref(category)
  const origin = requestOrigin(request)
  const listing = toListingData(page, query, context.company)
  const site = siteName(context.company)
  const seo: PageSeo = {
    title: categoryPageTitle(category.name, site, context.company.seo_category_name),
    description: metaDescription(
      `${category.name}: ${productCountText(page.count, context.locale)}.`,
      context.company.site_meta.description,
    ),
    canonical: `${origin}${path}${query.page > 1 ? `?page=${query.page}` : ''}`,
    image: mediaUrl(category.image, context.api.options.baseUrl) ?? listing.products[0]?.image?.url ?? null,
    siteName: site,
    locale: context.locale,
  }
  return {
    category: { name: category.name, path },
    crumbs: categoryCrumbs(category),
    subcategories: childCategoryLinks(category),
    listing,
    origin,
    seo,
  }
}
