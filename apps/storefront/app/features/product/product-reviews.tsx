import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation } from '@remix-run/react'
import type { Review, ReviewSummary } from '@vitrina/api-client/schemas'
import { formatDecimal } from '@vitrina/domain/format'
import { Rating } from '@vitrina/ui/rating'
import * as styles from './product.css.ts'
import { pageSearch } from './product-links.ts'
import { REVIEW_ORDERING_PARAM, REVIEW_ORDERINGS, type ReviewOrdering, ratingBars } from './reviews.ts'

/**
 * The reviews block: the summary (average, count, distribution), the first reviews in the chosen order with
 * sort links (`?reviews=-rating`, plain links so sorting works without JavaScript) and the link to all
 * reviews. Either part may be null when its call failed; the block then shows what it has.
 */
export function ProductReviews({
  summary,
  reviews,
  ordering,
  allReviewsHref,
  locale,
}: {
  summary: ReviewSummary | null
  reviews: { count: number; results: readonly Review[] } | null
  ordering: ReviewOrdering
  allReviewsHref: string
  locale: string
}) {
  const count = summary?.count ?? reviews?.count ?? 0
  return (
    <section id="reviews" className={styles.section} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.sectionTitle}>
        <Trans>Reviews</Trans>
      </h2>
      {summary && summary.count > 0 ? <ReviewsSummary summary={summary} locale={locale} /> : null}
      {count === 0 ? (
        <p className={styles.muted}>
          <Trans>No reviews yet.</Trans>
        </p>
      ) : (
        <>
          <ReviewSortLinks ordering={ordering} hash="#reviews" />
          {reviews ? (
            <ReviewList reviews={reviews.results} locale={locale} />
          ) : (
            <p className={styles.muted}>
              <Trans>Reviews could not be loaded right now.</Trans>
            </p>
          )}
          <p>
            <Link to={allReviewsHref}>
              <Trans>
                All reviews (<Plural value={count} one="# review" other="# reviews" />)
              </Trans>
            </Link>
          </p>
        </>
      )}
    </section>
  )
}

/**
 * The sort links of a review list (`?reviews=-rating`): plain links, so sorting works without JavaScript. A
 * new order starts again at the first page, since page N of another order is an arbitrary slice.
 */
export function ReviewSortLinks({ ordering, hash = '' }: { ordering: ReviewOrdering; hash?: string }) {
  const { t } = useLingui()
  const { search } = useLocation()
  const sortLabels: Record<ReviewOrdering, string> = {
    '-created': t`Newest`,
    created: t`Oldest`,
    '-rating': t`Best`,
    rating: t`Worst`,
  }
  return (
    <nav aria-label={t`Sort reviews`}>
      <ul className={styles.sortLinks}>
        {REVIEW_ORDERINGS.map((option) => (
          <li key={option}>
            <Link
              to={`${pageSearch(search, { [REVIEW_ORDERING_PARAM]: option, page: null })}${hash}`}
              className={styles.sortLink}
              aria-current={option === ordering ? 'true' : undefined}
              preventScrollReset
              replace
            >
              {sortLabels[option]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Reviews, newest or best first as the list was fetched. */
export function ReviewList({ reviews, locale }: { reviews: readonly Review[]; locale: string }) {
  return (
    <ul className={styles.list}>
      {reviews.map((review) => (
        <ReviewItem key={review.id} review={review} locale={locale} />
      ))}
    </ul>
  )
}

/** The average, the number of reviews and the distribution of stars. */
export function ReviewsSummary({ summary, locale }: { summary: ReviewSummary; locale: string }) {
  const { t } = useLingui()
  const average = formatDecimal(summary.average, locale, 1)
  const count = summary.count
  return (
    <div className={styles.summary}>
      <div>
        <p className={styles.average}>{average}</p>
        <Rating value={summary.average} label={t`Rated ${average} out of 5`} />
        <p className={styles.muted}>
          <Plural value={count} one="# review" other="# reviews" />
        </p>
      </div>
      <ul className={styles.bars} aria-label={t`Ratings distribution`}>
        {ratingBars(summary.distribution).map((bar) => {
          const stars = bar.stars
          return (
            <li key={stars} className={styles.bar}>
              <span>
                <Plural value={stars} one="# star" other="# stars" />
              </span>
              <meter
                className={styles.barMeter}
                min={0}
                max={100}
                value={bar.percent}
                aria-label={t`${stars} stars`}
              />
              <span>{bar.count}</span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

function ReviewItem({ review, locale }: { review: Review; locale: string }) {
  const { t } = useLingui()
  const rating = review.rating
  const date = formatReviewDate(review.created, locale)
  return (
    <li className={styles.review}>
      <div className={styles.reviewHead}>
        <strong>{review.is_anonymous || review.author === '' ? t`Anonymous` : review.author}</strong>
        <Rating value={rating} label={t`Rated ${rating} out of 5`} />
        {date ? <time dateTime={review.created}>{date}</time> : null}
        {review.size ? (
          <span className={styles.muted}>
            <Trans>Size: {review.size}</Trans>
          </span>
        ) : null}
      </div>
      {review.pros ? (
        <p className={styles.reviewText}>
          <strong>
            <Trans>Pros:</Trans>
          </strong>{' '}
          {review.pros}
        </p>
      ) : null}
      {review.cons ? (
        <p className={styles.reviewText}>
          <strong>
            <Trans>Cons:</Trans>
          </strong>{' '}
          {review.cons}
        </p>
      ) : null}
      {review.comment ? <p className={styles.reviewText}>{review.comment}</p> : null}
      {review.photos.length > 0 ? (
        <ul className={styles.reviewPhotos} aria-label={t`Photos`}>
          {review.photos.map((photo, i) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img
                  src={photo.url}
                  alt={t`From the review, ${i + 1}`}
                  loading="lazy"
                  width={96}
                  height={96}
                  className={styles.reviewPhoto}
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}

// One formatter per locale (the app has two): building one costs far more than formatting, and a product page
// prints a date per review on every render.
const reviewDateFormats = new Map<string, Intl.DateTimeFormat>()

// The date in UTC: the server and the browser then print the same day, so hydration never mismatches.
function formatReviewDate(iso: string, locale: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  let format = reviewDateFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    if (reviewDateFormats.size < 8) reviewDateFormats.set(locale, format)
  }
  return format.format(date)
}
