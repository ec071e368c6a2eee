import type { SubmissionResult } from '@conform-to/react'
import { ReviewRequest } from '@vitrina/api-client/schemas'
import * as v from 'valibot'

/** The action's answer to a refused review: conform's reply (codes per field, the values as typed). */
export type ReviewReply = SubmissionResult<string[]>

/** Photo upload states the page words itself (not validation: the API refused the file). */
export const PHOTO_PROBLEMS = ['too_large', 'wrong_format', 'send_failed'] as const
/** The send's own failures, said above the form. */
export const REVIEW_FAILURES = ['not_buyer', 'already', 'send_failed'] as const

/**
 * The review form, named as the API's `ReviewRequest` fields and checked by that operation's own schema (spec
 * §5: a rating, "To continue, rate the product", and agreement with the publishing rules, read back as the
 * codes `rating_required` and `rules_required`). conform reads the form first (text to numbers, a ticked box
 * to true); what the shopper left out becomes the API's empty value (no rating, unticked, no text), so the
 * API's rule is the one that names it.
 */
export const ReviewFormSchema = v.pipe(
  v.object({
    rating: v.optional(v.number()),
    pros: v.optional(v.string()),
    cons: v.optional(v.string()),
    comment: v.optional(v.string()),
    is_anonymous: v.optional(v.boolean()),
    terms_accepted: v.optional(v.boolean()),
  }),
  v.transform((form) => ({
    rating: form.rating ?? 0,
    pros: form.pros ?? '',
    cons: form.cons ?? '',
    comment: form.comment ?? '',
    is_anonymous: form.is_anonymous ?? false,
    terms_accepted: form.terms_accepted ?? false,
  })),
  v.pick(ReviewRequest.pipe[0], ['rating', 'pros', 'cons', 'comment', 'is_anonymous', 'terms_accepted']),
)
export type ReviewInput = v.InferOutput<typeof ReviewFormSchema>

/** A known code of one kind in a reply (the photos field's, or the whole form's), or null. */
export function replyProblem<T extends string>(
  reply: ReviewReply | undefined,
  name: 'photos' | '',
  known: readonly T[],
): T | null {
  const problem = reply?.error?.[name]?.[0]
  return known.find((code) => code === problem) ?? null
}
