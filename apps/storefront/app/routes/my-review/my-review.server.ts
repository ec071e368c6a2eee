import { data, redirect } from '@remix-run/node'
import { ApiError, type Upload } from '@vitrina/api-client'
import { idParam, NO_STORE, readForm, rethrowApiError } from '../../features/orders/orders.server.ts'
import { assertSameOrigin } from '../../features/returns/returns.server.ts'
import { type StorefrontContext, storefrontContext } from '../../lib/context.server.ts'
import { parseForm } from '../../lib/forms/form-issues.ts'
import {
  type PHOTO_PROBLEMS,
  type REVIEW_FAILURES,
  ReviewFormSchema,
  type ReviewReply,
} from './review-form.ts'

type Params = Record<string, string | undefined>

/** Which bought line the page is for: an online order's item or an in-outlet purchase's. */
function sourceOf(params: Params) {
  if (params.sale !== undefined) {
    const sale = idParam(params, 'sale')
    return {
      source: { sale },
      base: `/my/purchases/${sale}`,
      item: params.saleItem === undefined ? null : idParam(params, 'saleItem'),
    }
  }
  const order = idParam(params, 'order')
  return {
    source: { order },
    base: `/my/orders/${order}`,
    item: params.orderItem === undefined ? null : idParam(params, 'orderItem'),
  }
}

export async function loadReviewPage(request: Request, params: Params) {
  const context = await storefrontContext(request)
  const { source, base, item } = sourceOf(params)
  const lines = await context.api.reviews.getReviewable(source).catch((error: unknown) => {
    // 403: the order has not been received yet — not a buyer of it (yet).
    if (error instanceof ApiError && error.status === 403)
      throw data(null, { status: 403, headers: NO_STORE })
    return rethrowApiError(error)
  })
  const line = item === null ? null : (lines.items.find((l) => l.item === item) ?? null)
  if (item !== null && !line) throw data(null, { status: 404, headers: NO_STORE })
  const thanks = new URL(request.url).searchParams.has('thanks')
  return data({ base, lines: lines.items, line, thanks }, { headers: NO_STORE })
}

async function uploadPhotos(
  context: StorefrontContext,
  form: FormData,
): Promise<Upload[] | (typeof PHOTO_PROBLEMS)[number]> {
  const photos: Upload[] = []
  for (const file of form.getAll('photos')) {
    if (!(file instanceof File) || file.size === 0) continue
    try {
      photos.push(await context.api.reclamations.uploadFile(file, 'photo'))
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0
      return status === 413 ? 'too_large' : status === 415 ? 'wrong_format' : 'send_failed'
    }
  }
  return photos
}

function refusal(error: unknown): { failure: (typeof REVIEW_FAILURES)[number]; status: number } {
  if (error instanceof ApiError && error.status === 401) rethrowApiError(error)
  if (error instanceof ApiError && error.status === 403) return { failure: 'not_buyer', status: 403 }
  if (error instanceof ApiError && error.status === 409) return { failure: 'already', status: 409 }
  console.error('reviews: send failed', error)
  return { failure: 'send_failed', status: 502 }
}

/**
 * Checks the review with conform on the API's own rules (spec §5: a rating, agreement with the rules), uploads
 * the photos, writes the review; any failure keeps what was typed.
 */
export async function reviewPageAction(request: Request, params: Params) {
  assertSameOrigin(request)
  const context = await storefrontContext(request)
  const { source, base, item } = sourceOf(params)
  if (item === null) throw data(null, { status: 405, headers: NO_STORE })
  const form = await readForm(request)
  const submission = parseForm(form, ReviewFormSchema)
  const reply = (answer: ReviewReply, status = 400) =>
    data<ReviewReply>(answer, { status, headers: NO_STORE })
  if (submission.status !== 'success') return reply(submission.reply())
  const photos = await uploadPhotos(context, form)
  if (!Array.isArray(photos)) return reply(submission.reply({ fieldErrors: { photos: [photos] } }))
  try {
    await context.api.reviews.writeReview({
      ...('sale' in source ? { sale_item: item } : { order_item: item }),
      ...submission.value,
      photos: photos.map((p) => p.id),
    })
  } catch (error) {
    const refused = refusal(error)
    return reply(submission.reply({ formErrors: [refused.failure] }), refused.status)
  }
  return redirect(`${base}/review/${item}/?thanks`, { status: 303, headers: NO_STORE })
}
