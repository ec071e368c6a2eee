/** Addresses of the content pages (spec §2), with the trailing slash every built link has. */

export const PROMOTIONS_PATH = '/promotions/'

/** `/promotions/{slug}/`: the promotion page (terms, dates, some products). */
export const promotionHref = (slug: string) => `/promotions/${encodeURIComponent(slug)}/`

/** `/catalog/promotion/{slug}/`: all products of the promotion with filters and sort. */
export const promotionListingHref = (slug: string) => `/catalog/promotion/${encodeURIComponent(slug)}/`

/** `/catalog/products/{slug}/reviews/`: all reviews of a product. */
export const productReviewsHref = (slug: string) => `/catalog/products/${encodeURIComponent(slug)}/reviews/`
