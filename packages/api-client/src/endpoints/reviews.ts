import { type ApiClientOptions, request } from '../http.ts'
import { Reviewable, type ReviewRequest, WrittenReview } from '../schemas/review-writing.ts'

/** POST /api/reviews/ — writes a pending review of a bought line (403 not a buyer, 409 already reviewed). */
export const writeReview = (o: ApiClientOptions, body: ReviewRequest) =>
  request(o, { method: 'POST', path: 'api/reviews/', body, schema: WrittenReview })

/** GET /api/reviews/reviewable/?order= or ?sale= — the lines and their reviews so far. */
export const getReviewable = (o: ApiClientOptions, source: { order: number } | { sale: number }) =>
  request(o, { path: 'api/reviews/reviewable/', query: source, schema: Reviewable })
