import { imageRatio, pickScaledImage } from '@vitrina/domain/images'

/** CSS pixels the main image takes at most (the left half of a desktop product page). */
export const GALLERY_MAIN_WIDTH = 560
/** CSS pixels of a thumbnail. */
export const GALLERY_THUMB_WIDTH = 72

export type GalleryImage = { src: string; thumb: string; full: string }

/**
 * The copies the gallery loads, chosen on the server so the page carries three URLs per image instead of
 * every scaled copy: one for the main slot, one for the thumbnail (both by the domain rule), and the original.
 */
export function galleryImages(
  images: readonly { url: string; scaled: readonly { url: string; width: number }[] }[],
): GalleryImage[] {
  return images.map((image) => ({
    src: pickScaledImage(image.scaled, GALLERY_MAIN_WIDTH)?.url ?? image.url,
    thumb: pickScaledImage(image.scaled, GALLERY_THUMB_WIDTH)?.url ?? image.url,
    full: image.url,
  }))
}

/** An image's layout box in CSS pixels, set as `width`/`height` so the page does not jump while it loads. */
export type ImageBox = { width: number; height: number }

/** The main slot's and the thumbnails' boxes for the company's product_image_ratio ('3:4', '1:1'…). */
export function galleryBoxes(ratioSetting: string | null | undefined): { main: ImageBox; thumb: ImageBox } {
  const ratio = imageRatio(ratioSetting)
  const box = (width: number) => ({ width, height: Math.round((width * ratio.height) / ratio.width) })
  return { main: box(GALLERY_MAIN_WIDTH), thumb: box(GALLERY_THUMB_WIDTH) }
}
