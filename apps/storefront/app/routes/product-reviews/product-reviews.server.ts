import { msg } from '@lingui/core/macro'
import type { Params } from '@remix-run/react'
import * as v from 'valibot'
import { notFound, nullWhenNotFound, siteName } from '../../features/catalog/listing.server.ts'
import { isPageOutOfRange, pageInfo } from '../../features/catalog/pagination.ts'
import { type PageSeo, pageTitle } from '../../features/catalog/seo-meta.ts'
import { productReviewsHref } from '../../features/content/content-links.ts'
import { parsePageNumber } from '../../features/content/page-number.ts'
import { productPath } from '../../features/product/product-links.ts'
import { parseReviewOrdering, REVIEW_ORDERING_PARAM } from '../../features/product/reviews.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { createServerI18n } from '../../lib/i18n/messages.server.ts'
import { requestOrigin } from '../../lib/origin.server.ts'

const Slug = v.pipe(v.string(), v.minLength(1), v.maxLength(200))
/** Reviews per page of the reviews page (the API allows up to 50). */
export const REVIEWS_PAGE_SIZE = 20

/**
 * All reviews of a product (spec §2 `/catalog/products/{product}/reviews/`, empty layout): the rating
 * summary and the reviews in the chosen order, a page at a time. The product, summary and page are fetched
 * together; an unknown product or a page past the last is a 404. The summary may fail alone.
 */
export async function loadProductReviews(request: Request, params: Params) {
  const slug = v.safeParse(Slug, params.product)
  if (!slug.success) notFound()
  const context = await storefrontContext(request)
  const { api } = context
  const url = new URL(request.url)
  const ordering = parseReviewOrdering(url.searchParams.get(REVIEW_ORDERING_PARAM))
  const page = parsePageNumber(url.searchParams.get('page'))
  const [i18n, product, summary, reviews] = await Promise.all([
    createServerI18n(context.locale),
    nullWhenNotFound(api.catalog.getProduct(slug.output)),
    api.catalog.getReviewSummary(slug.output).catch(() => null),
    nullWhenNotFound(api.catalog.listReviews(slug.output, { ordering, page, page_size: REVIEWS_PAGE_SIZE })),
  ])
  if (!product || !reviews) notFound()
  if (isPageOutOfRange(page, reviews.count, REVIEWS_PAGE_SIZE)) notFound()

  const name = product.name
  const site = siteName(context.company)
  const seo: PageSeo = {
    title: pageTitle(i18n._(msg`Reviews: ${name}`), site),
    description: '',
    // One indexable address: the default order's first page.
    canonical: `${requestOrigin(request)}${productReviewsHref(product.slug)}`,
    image: null,
    siteName: site,
    locale: context.locale,
    noindex: page > 1 || url.searchParams.has(REVIEW_ORDERING_PARAM),
  }
  return {
    product: { name: product.name, href: productPath(product.slug) },
    summary,
    reviews: reviews.results,
    count: reviews.count,
    pages: pageInfo(page, reviews.count, REVIEWS_PAGE_SIZE),
    ordering,
    seo,
  }
}
