import { useLingui } from '@lingui/react/macro'
import { type MouseEvent, useRef, useState } from 'react'
import type { GalleryImage, ImageBox } from './gallery.ts'
import * as styles from './product.css.ts'

/**
 * The product images: a strip of slides (swipe or scroll) and thumbnails that link to each slide, so the
 * gallery works without JavaScript; with it, a thumbnail scrolls the strip without moving the page. The
 * first image is the main one (alt: the product name) and loads eagerly with high priority; the others
 * load lazily. Every image has its box set (spec §9's scaled copies are picked on the server, gallery.ts).
 */
export function ProductGallery({
  images,
  name,
  ratio,
  boxes,
  cover,
}: {
  images: readonly GalleryImage[]
  name: string
  ratio: string
  /** `width`/`height` of the main image and the thumbnails (galleryBoxes), so nothing jumps while loading. */
  boxes: { main: ImageBox; thumb: ImageBox }
  cover: boolean
}) {
  const { t } = useLingui()
  const strip = useRef<HTMLElement>(null)
  const [current, setCurrent] = useState(0)
  const total = images.length
  if (total === 0) return <div className={styles.strip} style={{ aspectRatio: ratio }} />

  const show = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    const target = strip.current?.children[index]
    if (!(target instanceof HTMLElement) || !strip.current) return
    event.preventDefault()
    strip.current.scrollTo({ left: target.offsetLeft - strip.current.offsetLeft })
    setCurrent(index)
  }
  const onScroll = () => {
    const element = strip.current
    if (element && element.clientWidth > 0) setCurrent(Math.round(element.scrollLeft / element.clientWidth))
  }

  return (
    <div className={styles.gallery}>
      <section
        ref={strip}
        className={styles.strip}
        onScroll={onScroll}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable so keyboard users can scroll it (WCAG 2.1.1).
        tabIndex={0}
        aria-label={t`Product images`}
      >
        {images.map((image, index) => {
          const n = index + 1
          return (
            <div
              key={image.full}
              id={`product-image-${n}`}
              className={styles.slide}
              style={{ aspectRatio: ratio }}
            >
              <img
                src={image.src}
                alt={index === 0 ? name : t`${name}, ${n} of ${total}`}
                className={cover ? styles.image.cover : styles.image.contain}
                width={boxes.main.width}
                height={boxes.main.height}
                decoding="async"
                // The first image is the page's largest paint: fetched first (React 18 passes the lowercase
                // attribute through to the HTML).
                {...(index === 0 ? { loading: 'eager', fetchpriority: 'high' } : { loading: 'lazy' })}
              />
            </div>
          )
        })}
      </section>
      {total > 1 ? (
        <ul className={styles.thumbs} aria-label={t`Image thumbnails`}>
          {images.map((image, index) => {
            const n = index + 1
            return (
              <li key={image.full}>
                <a
                  href={`#product-image-${n}`}
                  className={styles.thumb}
                  style={{ aspectRatio: ratio }}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={show(index)}
                  aria-label={t`Show ${n} of ${total}`}
                >
                  <img
                    src={image.thumb}
                    alt=""
                    loading="lazy"
                    width={boxes.thumb.width}
                    height={boxes.thumb.height}
                  />
                </a>
              </li>
            )
          })}
        </ul>
      ) : null}
    </div>
  )
}
