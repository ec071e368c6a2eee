import * as v from 'valibot'
import { IdNumber } from './common.ts'
import { Upload } from './upload.ts'

const Id = IdNumber()
const Text = v.pipe(v.string(), v.maxLength(2000, 'The text is too long'))

/**
 * POST /api/reviews/ — a review of one bought line: an online order item or an in-outlet sale item.
 * Spec §5: a rating is required ("To continue, rate the product"), and agreement with the publishing rules.
 */
export const ReviewRequest = v.pipe(
  v.object({
    order_item: v.optional(Id),
    sale_item: v.optional(Id),
    rating: v.pipe(v.number(), v.integer(), v.minValue(1, 'To continue, rate the product'), v.maxValue(5)),
    pros: v.optional(Text, ''),
    cons: v.optional(Text, ''),
    comment: v.optional(Text, ''),
    is_anonymous: v.optional(v.boolean(), false),
    terms_accepted: v.literal(
      true,
      'You need to confirm your agreement with the rules for publishing reviews',
    ),
    photos: v.optional(v.pipe(v.array(Id), v.maxLength(10)), []),
  }),
  v.check(
    (r) => (r.order_item === undefined) !== (r.sale_item === undefined),
    'Name either an order item or a sale item',
  ),
)
export type ReviewRequest = v.InferInput<typeof ReviewRequest>

export const WrittenReview = v.object({
  id: v.number(),
  product: v.number(),
  rating: v.number(),
  pros: v.string(),
  cons: v.string(),
  comment: v.string(),
  is_anonymous: v.boolean(),
  state: v.picklist(['pending', 'published', 'rejected']),
  photos: v.array(Upload),
  created: v.string(),
})
export type WrittenReview = v.InferOutput<typeof WrittenReview>

/** GET /api/reviews/reviewable/?order= or ?sale= — the bought lines and whether each is reviewed yet. */
export const ReviewableItem = v.object({
  item: v.number(),
  product: v.nullable(v.number()),
  name: v.string(),
  size: v.nullable(v.string()),
  review: v.nullable(v.object({ id: v.number(), state: v.picklist(['pending', 'published', 'rejected']) })),
})
export const Reviewable = v.object({ items: v.array(ReviewableItem) })
export type Reviewable = v.InferOutput<typeof Reviewable>
