import type { Review, ReviewSummary } from '@vitrina/api-client/schemas/catalog'
import type { Page } from '@vitrina/api-client/schemas/common'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { reviews } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { signedFileUrl } from '../uploads/signed-url.ts'
import { uploadsOf } from '../uploads/uploads.service.ts'
import { findProductId } from './product-detail.service.ts'

/** Only published reviews are shown and counted; pending and rejected ones stay with their author. */
const publishedOf = (productId: number) =>
  and(eq(reviews.productId, productId), eq(reviews.state, 'published'))

export type ReviewOrdering = '-created' | 'created' | '-rating' | 'rating'

export async function listReviews(
  deps: Deps,
  companyId: number,
  key: string,
  query: { ordering: ReviewOrdering; page: number; pageSize: number },
): Promise<Page<Review>> {
  const productId = await findProductId(deps, companyId, key)
  const order = {
    '-created': [desc(reviews.createdAt), desc(reviews.id)],
    created: [asc(reviews.createdAt), asc(reviews.id)],
    '-rating': [desc(reviews.rating), desc(reviews.createdAt)],
    rating: [asc(reviews.rating), desc(reviews.createdAt)],
  }[query.ordering]
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(reviews)
      .where(publishedOf(productId))
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: sql<number>`count(*)::int` }).from(reviews).where(publishedOf(productId)),
  ])
  const count = total?.n ?? 0
  const photos = await uploadsOf(
    deps,
    'review',
    rows.map((r) => r.id),
  )
  const now = deps.clock.now()
  return {
    count,
    next: query.page * query.pageSize < count ? String(query.page + 1) : null,
    previous: query.page > 1 ? String(query.page - 1) : null,
    results: rows.map((r) => ({
      id: r.id,
      // An anonymous review never exposes its author's name.
      author: r.isAnonymous ? '' : r.authorName,
      rating: r.rating,
      pros: r.pros,
      cons: r.cons,
      comment: r.comment,
      is_anonymous: r.isAnonymous,
      size: r.size,
      created: r.createdAt.toISOString(),
      // A published review's photos are public; the signed link keeps the file store unlistable.
      photos: photos
        .filter((p) => p.attachedId === r.id)
        .map((p) => ({ id: p.id, url: signedFileUrl(deps.env.PUBLIC_URL, deps.env.AUTH_SECRET, p.id, now) })),
    })),
  }
}

export async function reviewSummary(deps: Deps, companyId: number, key: string): Promise<ReviewSummary> {
  const productId = await findProductId(deps, companyId, key)
  const rows = await deps.db
    .select({ rating: reviews.rating, n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(publishedOf(productId))
    .groupBy(reviews.rating)
  const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 }
  let count = 0
  let sum = 0
  for (const row of rows) {
    const key = String(row.rating) as keyof typeof distribution
    if (key in distribution) distribution[key] = row.n
    count += row.n
    sum += row.rating * row.n
  }
  return { average: count === 0 ? 0 : Math.round((sum / count) * 10) / 10, count, distribution }
}
