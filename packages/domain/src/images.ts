/**
 * Choosing among the scaled copies of an uploaded image, and the image ratio from company settings
 * (product_image_ratio and the like).
 */

export interface ScaledImage {
  readonly url: string
  readonly width: number
}

export interface ImageRatio {
  readonly width: number
  readonly height: number
}

/**
 * How much wider than the slot an image should be. Most phones and laptops draw 2 device pixels per CSS pixel
 * or more; asking for 1.8 rather than 2 lets a copy just under 2× count as sharp enough instead of pulling in
 * the next, much heavier one.
 */
export const IMAGE_DENSITY_FACTOR = 1.8

export const DEFAULT_IMAGE_RATIO: ImageRatio = { width: 1, height: 1 }

const RATIO = /^\s*(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)\s*$/

/**
 * The copy to load into a slot `requestedWidth` CSS pixels wide: the narrowest one at least 1.8 × that width.
 * When none is wide enough, the widest: upscaling the best quality there is looks better than upscaling a
 * smaller copy further. The list may be in any order; on equal widths the earlier copy wins. Copies whose width
 * is not a finite number are skipped, and an empty list gives undefined. Extra fields of the copies are kept.
 */
export function pickScaledImage<T extends ScaledImage>(
  scaled: readonly T[],
  requestedWidth: number,
): T | undefined {
  const needed = requestedWidth * IMAGE_DENSITY_FACTOR
  let best: T | undefined
  for (const image of scaled) {
    if (Number.isFinite(image.width) && (!best || isBetter(image.width, best.width, needed))) best = image
  }
  return best
}

/**
 * Reads a ratio setting such as '1:1', '3:4' or '16:9' (spaces and decimals such as '1.91:1' are allowed).
 * A missing value, anything else, or a side that is zero or too long to be a number gives 1:1, the square every shop can live with.
 */
export function imageRatio(value: string | null | undefined): ImageRatio {
  const match = RATIO.exec(value ?? '')
  const width = Number(match?.[1])
  const height = Number(match?.[2])
  return isSide(width) && isSide(height) ? { width, height } : DEFAULT_IMAGE_RATIO
}

/** The CSS `aspect-ratio` value of a ratio: { width: 3, height: 4 } -> '3 / 4'. */
export function aspectRatioCss(ratio: ImageRatio): string {
  return `${ratio.width} / ${ratio.height}`
}

function isSide(value: number): boolean {
  return Number.isFinite(value) && value > 0
}

function isBetter(width: number, bestWidth: number, needed: number): boolean {
  const wideEnough = width >= needed
  const bestWideEnough = bestWidth >= needed
  if (wideEnough !== bestWideEnough) return wideEnough
  return wideEnough ? width < bestWidth : width > bestWidth
}
