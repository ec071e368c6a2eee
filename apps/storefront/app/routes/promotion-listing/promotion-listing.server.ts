import { msg } from '@lingui/core/macro'
import type { Params } from '@remix-run/react'
import { productCountText } from '@vitrina/domain/plural'
import * as v from 'valibot'
import { mediaUrl } from '../../features/catalog/home-blocks.ts'
import { notFound, nullWhenNotFound, siteName } from '../../features/catalog/listing.server.ts'
import { toListingData } from '../../features/catalog/listing-data.ts'
import {
  LISTING_PAGE_SIZE,
  parseListingQuery,
  toProductListQuery,
} from '../../features/catalog/listing-query.ts'
import { isPageOutOfRange } from '../../features/catalog/pagination.ts'
import { metaDescription, type PageSeo, pageTitle } from '../../features/catalog/seo-meta.ts'
import { PROMOTIONS_PATH, promotionHref, promotionListingHref } from '../../features/content/content-links.ts'
import { catalogReads } from '../../lib/catalog-cache.server.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { createServerI18n } from '../../lib/i18n/messages.server.ts'
import { requestOrigin } from '../../lib/origin.server.ts'

const Slug = v.pipe(v.string(), v.minLength(1), v.maxLength(200))

/**
 * All products of a promotion (spec §2 `/catalog/promotion/{promotion}/`) with the category listing's
 * filters, sort and pages; the API scopes the facets to the promotion. As on a category page, a page number
 * past the last page is a 404 rather than an empty duplicate.
 */
export async function loadPromotionListing(request: Request, params: Params) {
  const slug = v.safeParse(Slug, params.promotion)
  if (!slug.success) notFound()
  const context = await storefrontContext(request)
  const query = parseListingQuery(new URL(request.url).searchParams)
  const [i18n, promotion, page] = await Promise.all([
    createServerI18n(context.locale),
    nullWhenNotFound(context.api.content.getPromotion(slug.output)),
    nullWhenNotFound(
      catalogReads(context).listProducts(toProductListQuery(query, { promotion: slug.output })),
    ),
  ])
  if (!promotion || !page) notFound()
  if (isPageOutOfRange(query.page, page.count, LISTING_PAGE_SIZE)) notFound()

  const path = promotionListingHref(promotion.slug)
  const origin = requestOrigin(request)
  const listing = toListingData(page, query, context.company)
  const site = siteName(context.company)
  const name = promotion.title
  // <title> is rendered by `meta`, outside React, so the loader translates it.
  const seo: PageSeo = {
    title: pageTitle(i18n._(msg`${name}: products`), site),
    description: metaDescription(
      `${name}: ${productCountText(page.count, context.locale)}.`,
      promotion.description,
    ),
    canonical: `${origin}${path}${query.page > 1 ? `?page=${query.page}` : ''}`,
    image: mediaUrl(promotion.image, context.api.options.baseUrl) ?? listing.products[0]?.image?.url ?? null,
    siteName: site,
    locale: context.locale,
  }
  return {
    promotion: { title: promotion.title, href: promotionHref(promotion.slug) },
    crumbs: [
      { name: i18n._(msg`Promotions`), href: PROMOTIONS_PATH },
      { name: promotion.title, href: promotionHref(promotion.slug) },
    ],
    path,
    listing,
    origin,
    seo,
  }
}
