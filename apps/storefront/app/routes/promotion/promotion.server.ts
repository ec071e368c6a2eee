import { msg } from '@lingui/core/macro'
import type { Params } from '@remix-run/react'
import * as v from 'valibot'
import { mediaUrl } from '../../features/catalog/home-blocks.ts'
import { notFound, nullWhenNotFound, siteName } from '../../features/catalog/listing.server.ts'
import { cardDisplay, toCardView } from '../../features/catalog/product-cards.ts'
import { metaDescription, type PageSeo, pageTitle } from '../../features/catalog/seo-meta.ts'
import { PROMOTIONS_PATH, promotionHref, promotionListingHref } from '../../features/content/content-links.ts'
import { isPromotionOver } from '../../features/content/promotion-period.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { createServerI18n } from '../../lib/i18n/messages.server.ts'
import { requestOrigin } from '../../lib/origin.server.ts'
import { hotelHref, searchFlags } from './participation.server.ts'

const Slug = v.pipe(v.string(), v.minLength(1), v.maxLength(200))
/** Products shown on the promotion page itself; the listing has them all. */
const PRODUCTS_ON_PAGE = 8

/**
 * A promotion page (spec §2 "Promotion page: breadcrumbs, dates, terms, outlets, products, go to catalogue"):
 * the promotion and its first products, fetched together. A product failure does not hide the terms.
 */
export async function loadPromotion(request: Request, params: Params, now: Date) {
  const slug = v.safeParse(Slug, params.promotion)
  if (!slug.success) notFound()
  const context = await storefrontContext(request)
  const [i18n, promotion, products, participation] = await Promise.all([
    createServerI18n(context.locale),
    nullWhenNotFound(context.api.content.getPromotion(slug.output)),
    context.api.catalog
      .listProducts({ promotion: slug.output, page_size: PRODUCTS_ON_PAGE })
      .catch(() => null),
    // The customer's own participation: read only with a token (the page is then private, never cached).
    context.token ? context.api.promotions.getParticipation(slug.output).catch(() => null) : null,
  ])
  if (!promotion) notFound()
  const origin = requestOrigin(request)
  const site = siteName(context.company)
  const image = mediaUrl(promotion.image, context.api.options.baseUrl)
  const seo: PageSeo = {
    title: pageTitle(promotion.title, site),
    description: metaDescription(promotion.description),
    canonical: `${origin}${promotionHref(promotion.slug)}`,
    image,
    siteName: site,
    locale: context.locale,
  }
  return {
    promotion: {
      title: promotion.title,
      description: promotion.description,
      terms: promotion.terms,
      since: promotion.active_since,
      until: promotion.active_until,
      image,
      over: isPromotionOver(promotion.active_until, now),
      slug: promotion.slug,
      outlets: promotion.outlets,
      hotels: promotion.hotels.map((h) => ({ name: h.name, href: hotelHref(h.slug) })),
      isParticipation: promotion.is_participation,
      givesPromoCode: promotion.is_get_promocode,
    },
    participation,
    signedIn: Boolean(context.token),
    search: searchFlags(new URL(request.url).searchParams),
    crumbs: [
      { name: i18n._(msg`Promotions`), href: PROMOTIONS_PATH },
      { name: promotion.title, href: promotionHref(promotion.slug) },
    ],
    products: products?.results.map(toCardView) ?? [],
    productCount: products?.count ?? 0,
    listingHref: promotionListingHref(promotion.slug),
    display: cardDisplay(context.company),
    origin,
    seo,
  }
}
