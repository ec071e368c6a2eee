import { aspectRatioCss, imageRatio } from '@vitrina/domain/images'
import type { ReactNode } from 'react'
import { Price } from './price.tsx'
import * as styles from './product-card.css.ts'
import { ResponsiveImage } from './responsive-image.tsx'

export type ProductCardData = {
  name: string
  brand: string | null
  image: { url: string; scaled: { url: string; width: number }[] } | null
  price: string | null
  old_price: string | null
  in_stock: boolean
  rating: number
  reviews_count: number
}

// Card images render about this wide on a phone's two-column grid and a desktop's four-column one.
const CARD_IMAGE_WIDTH = 300

/**
 * A product in a listing. The image ratio and cover mode come from company settings
 * (product_image_ratio_listing, is_product_image_cover); the link wraps the whole card so it is one tab stop.
 */
export function ProductCard({
  product,
  href,
  currency,
  locale,
  ratio,
  cover = false,
  labels,
  renderLink = (to, children) => <a href={to}>{children}</a>,
  action,
  imageLoading = 'lazy',
}: {
  product: ProductCardData
  href: string
  currency: string
  locale: string
  ratio?: string | null
  cover?: boolean
  labels: { outOfStock: string; noPrice: string; rating: (rating: number, count: number) => string }
  renderLink?: (href: string, children: ReactNode) => ReactNode
  /** A control over the image's corner (the favourites heart); outside the link, so it is its own tab stop. */
  action?: ReactNode
  /**
   * 'priority' for the card whose picture is the page's largest paint (the first card of a listing), 'eager'
   * for the rest of the first screen: a lazy image waits for layout, which delays the largest paint.
   */
  imageLoading?: 'lazy' | 'eager' | 'priority'
}) {
  return (
    <article className={styles.card}>
      {renderLink(
        href,
        <>
          {product.image ? (
            // The card's link is named by its heading: the picture adds nothing for a screen reader.
            <ResponsiveImage
              image={product.image}
              alt=""
              renderedWidth={CARD_IMAGE_WIDTH}
              ratio={ratio}
              cover={cover}
              priority={imageLoading === 'priority'}
              eager={imageLoading === 'eager'}
              className={styles.media}
            />
          ) : (
            <ResponsiveImageGap ratio={ratio} />
          )}
          <h3 className={styles.name}>{product.name}</h3>
        </>,
      )}
      {product.brand ? <p className={styles.brand}>{product.brand}</p> : null}
      <Price
        amount={product.price}
        oldAmount={product.old_price}
        currency={currency}
        locale={locale}
        missingLabel={labels.noPrice}
      />
      {product.reviews_count > 0 ? (
        <p className={styles.rating}>{labels.rating(product.rating, product.reviews_count)}</p>
      ) : null}
      {product.in_stock ? null : <p className={styles.stock}>{labels.outOfStock}</p>}
      {action ? <div className={styles.action}>{action}</div> : null}
    </article>
  )
}

/** The frame of a card without a picture, so cards in a row keep one height. */
function ResponsiveImageGap({ ratio }: { ratio: string | null | undefined }) {
  return <span className={styles.media} style={{ aspectRatio: aspectRatioCss(imageRatio(ratio)) }} />
}
