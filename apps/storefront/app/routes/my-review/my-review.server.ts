import { data, redirect } from '@remix-run/node'
import { ApiError, type Upload } from '@vitrina/api-client'
import { idParam, NO_STORE, readForm, rethrowApiError } from '../../features/orders/orders.server.ts'
import { assertSameOrigin } from '../../features/returns/returns.server.ts'
import { type StorefrontContext, storefrontContext } from '../../lib/context.server.ts'

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

export type ReviewValues = {
  rating: string
  pros: string
  cons: string
  comment: string
  anonymous: boolean
  terms: boolean
}
export type ReviewReply = {
  values: ReviewValues
  errors: Partial<
    Record<
      'rating' | 'terms' | 'photos' | 'form',
      'rating' | 'terms' | 'too_large' | 'wrong_format' | 'send_failed' | 'not_buyer' | 'already'
    >
  >
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').slice(0, 2000)

function readValues(form: FormData): ReviewValues {
  return {
    rating: text(form, 'rating'),
    pros: text(form, 'pros'),
    cons: text(form, 'cons'),
    comment: text(form, 'comment'),
    anonymous: form.get('anonymous') === 'on',
    terms: form.get('terms') === 'on',
  }
}

/** Spec §5: a rating is required, and agreement with the publishing rules. */
function checkValues(values: ReviewValues): ReviewReply['errors'] {
  const rating = Number(values.rating)
  const errors: ReviewReply['errors'] = {}
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) errors.rating = 'rating'
  if (!values.terms) errors.terms = 'terms'
  return errors
}

async function uploadPhotos(
  context: StorefrontContext,
  form: FormData,
): Promise<Upload[] | ReviewReply['errors']> {
  const photos: Upload[] = []
  for (const file of form.getAll('photos')) {
    if (!(file instanceof File) || file.size === 0) continue
    try {
      photos.push(await context.api.reclamations.uploadFile(file, 'photo'))
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0
      return { photos: status === 413 ? 'too_large' : status === 415 ? 'wrong_format' : 'send_failed' }
    }
  }
  return photos
}

function refusal(error: unknown): { errors: ReviewReply['errors']; status: number } {
  if (error instanceof ApiError && error.status === 401) rethrowApiError(error)
  if (error instanceof ApiError && error.status === 403) return { errors: { form: 'not_buyer' }, status: 403 }
  if (error instanceof ApiError && error.status === 409) return { errors: { form: 'already' }, status: 409 }
  console.error('reviews: send failed', error)
  return { errors: { form: 'send_failed' }, status: 502 }
}

/** Checks the spec's two rules, uploads the photos, writes the review; any failure keeps what was typed. */
export async function reviewPageAction(request: Request, params: Params) {
  assertSameOrigin(request)
  const context = await storefrontContext(request)
  const { source, base, item } = sourceOf(params)
  if (item === null) throw data(null, { status: 405, headers: NO_STORE })
  const form = await readForm(request)
  const values = readValues(form)
  const reply = (errors: ReviewReply['errors'], status = 400) =>
    data<ReviewReply>({ values, errors }, { status, headers: NO_STORE })
  const errors = checkValues(values)
  if (Object.keys(errors).length > 0) return reply(errors)
  const photos = await uploadPhotos(context, form)
  if (!Array.isArray(photos)) return reply(photos)
  try {
    await context.api.reviews.writeReview({
      ...('sale' in source ? { sale_item: item } : { order_item: item }),
      rating: Number(values.rating),
      pros: values.pros,
      cons: values.cons,
      comment: values.comment,
      is_anonymous: values.anonymous,
      terms_accepted: true,
      photos: photos.map((p) => p.id),
    })
  } catch (error) {
    const refused = refusal(error)
    return reply(refused.errors, refused.status)
  }
  return redirect(`${base}/review/${item}/?thanks`, { status: 303, headers: NO_STORE })
}
