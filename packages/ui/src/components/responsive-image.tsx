import { aspectRatioCss, imageRatio, pickScaledImage } from '@vitrina/domain/images'
import * as styles from './responsive-image.css.ts'

export type ImageSource = { url: string; scaled: readonly { url: string; width: number }[] }

/**
 * A product or banner image at the scaled size spec §9 asks for: the smallest scaled copy at least 1.8x the
 * rendered width (`pickScaledImage`), else the largest there is, else the original. `width`/`height` are set
 * from the rendered width and the ratio, so the page does not jump while it loads. The page's main image
 * passes `priority`: loaded eagerly with `fetchpriority="high"` (the LCP element); other images in the first
 * screen pass `eager` (fetched with the page rather than after layout); every other one is lazy.
 */
export function ResponsiveImage({
  image,
  alt,
  renderedWidth,
  ratio,
  cover = false,
  priority = false,
  eager = false,
  className,
}: {
  image: ImageSource
  alt: string
  /** The CSS width the image is laid out at (px) on the widest layout it appears in. */
  renderedWidth: number
  /** The company's ratio setting ('3:4', '1:1'...). */
  ratio?: string | null
  /** Fill the frame and crop (`is_product_image_cover`) instead of fitting inside it. */
  cover?: boolean
  priority?: boolean
  /** In the first screen but not the main image: no lazy-loading delay, default priority. */
  eager?: boolean
  className?: string
}) {
  const chosen = pickScaledImage(image.scaled, renderedWidth)?.url ?? image.url
  const shape = imageRatio(ratio)
  const height = Math.round((renderedWidth * shape.height) / shape.width)
  // React 18 does not know `fetchPriority`; the lowercase attribute passes through to the HTML.
  const loading = priority
    ? { loading: 'eager' as const, fetchpriority: 'high' }
    : { loading: eager ? ('eager' as const) : ('lazy' as const) }
  return (
    <span
      className={[styles.frame, className].filter(Boolean).join(' ')}
      style={{ aspectRatio: aspectRatioCss(shape) }}
    >
      <img
        src={chosen}
        alt={alt}
        width={renderedWidth}
        height={height}
        decoding="async"
        className={styles.fit[cover ? 'cover' : 'contain']}
        {...loading}
      />
    </span>
  )
}
