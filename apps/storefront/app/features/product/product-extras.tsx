import { useLingui } from '@lingui/react/macro'
import type { Review, ReviewSummary } from '@vitrina/api-client/schemas'
import { useMemo } from 'react'
import type { CardDisplay, CardView } from '../catalog/product-cards.ts'
import { Deferred } from './deferred.tsx'
import { OutletAvailability } from './outlet-availability.tsx'
import type { OutletAvailabilityLike } from './outlet-stock.ts'
import { productPath } from './product-links.ts'
import { ProductReviews } from './product-reviews.tsx'
import { RelatedProducts } from './related-products.tsx'
import type { ReviewOrdering } from './reviews.ts'

export type ProductExtrasData = {
  availability: Promise<OutletAvailabilityLike[] | null>
  reviewSummary: Promise<ReviewSummary | null>
  reviews: Promise<{ count: number; results: Review[] } | null>
  reviewOrdering: ReviewOrdering
  boughtTogether: Promise<CardView[] | null>
  collection: Promise<CardView[] | null>
  similar: Promise<CardView[] | null>
}

/**
 * The streamed part of the product page, in reading order: availability in outlets (for the chosen sku),
 * reviews, then the related shelves. Each part appears when its call answers and stays away if it failed.
 */
export function ProductExtras({
  data,
  product,
  sku,
  outletName,
  pickup,
  card,
  locale,
}: {
  data: ProductExtrasData
  product: { slug: string; collection: string | null }
  sku: number | null
  outletName: string
  /** The company shows where to pick the item up (not is_pickup_hidden). */
  pickup: boolean
  card: CardDisplay
  locale: string
}) {
  const { t } = useLingui()
  // One promise per loader answer: a new Promise.all on each render would suspend the block forever.
  const reviews = useMemo(
    () => Promise.all([data.reviewSummary, data.reviews]),
    [data.reviewSummary, data.reviews],
  )
  const collection = product.collection
  return (
    <>
      {pickup ? (
        <Deferred resolve={data.availability}>
          {(outlets) => <OutletAvailability availability={outlets} sku={sku} outletName={outletName} />}
        </Deferred>
      ) : null}
      <Deferred resolve={reviews}>
        {([summary, page]) => (
          <ProductReviews
            summary={summary}
            reviews={page}
            ordering={data.reviewOrdering}
            allReviewsHref={`${productPath(product.slug)}reviews/`}
            locale={locale}
          />
        )}
      </Deferred>
      <RelatedProducts
        id="bought-together"
        title={t`Frequently bought together`}
        products={data.boughtTogether}
        display={card}
      />
      <RelatedProducts
        id="collection"
        title={collection ? t`Collection ${collection}` : t`From the same collection`}
        products={data.collection}
        display={card}
      />
      <RelatedProducts id="similar" title={t`Similar products`} products={data.similar} display={card} />
    </>
  )
}
