/** Review sorting (spec: "reviews with sorting") and the rating distribution of the summary. */

export const REVIEW_ORDERINGS = ['-created', 'created', '-rating', 'rating'] as const
export type ReviewOrdering = (typeof REVIEW_ORDERINGS)[number]
/** Newest first: what a shopper checking recent quality wants to see without choosing. */
export const DEFAULT_REVIEW_ORDERING: ReviewOrdering = '-created'
/** The query parameter of the product page that holds the review ordering (`?reviews=-rating`). */
export const REVIEW_ORDERING_PARAM = 'reviews'

/** The ordering asked for in the page URL; anything unknown is the default. */
export function parseReviewOrdering(value: string | null | undefined): ReviewOrdering {
  return REVIEW_ORDERINGS.find((ordering) => ordering === value) ?? DEFAULT_REVIEW_ORDERING
}

export type RatingBar = { stars: 1 | 2 | 3 | 4 | 5; count: number; percent: number }

/** Bars for 5 down to 1 stars, each with its share of all reviews in whole percent (0 without reviews). */
export function ratingBars(distribution: Record<'1' | '2' | '3' | '4' | '5', number>): RatingBar[] {
  const stars = [5, 4, 3, 2, 1] as const
  const total = stars.reduce((sum, n) => sum + Math.max(0, distribution[n]), 0)
  return stars.map((n) => {
    const count = Math.max(0, distribution[n])
    return { stars: n, count, percent: total === 0 ? 0 : Math.round((count / total) * 100) }
  })
}
