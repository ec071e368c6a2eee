import type { Deps } from '../../http/context.ts'

export type StoredImage = { url: string; scaled: { url: string; width: number }[] }

/** Stored image paths are host-less; answers carry absolute URLs the browser can load. */
export function absoluteImages(deps: Deps, images: StoredImage[]): StoredImage[] {
  const base = deps.env.PUBLIC_URL.replace(/\/$/, '')
  const abs = (url: string) => (url.startsWith('/') ? `${base}${url}` : url)
  return images.map((image) => ({
    url: abs(image.url),
    scaled: image.scaled.map((s) => ({ url: abs(s.url), width: s.width })),
  }))
}

export function absoluteUrl(deps: Deps, url: string | null): string | null {
  if (url === null) return null
  return url.startsWith('/') ? `${deps.env.PUBLIC_URL.replace(/\/$/, '')}${url}` : url
}
