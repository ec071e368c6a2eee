import { isSafeHref } from '@vitrina/domain/safe-href'
import * as v from 'valibot'

/**
 * The blocks of the home section (`GET /api/pages/?kind=section&slug=home`). The API types a block only by
 * its `type`, so each is checked here; a block of an unknown type or with bad fields is left out rather
 * than breaking the home page.
 */

/** The API takes at most 100 ids per listing call. */
export const MAX_BLOCK_IDS = 100

const Ids = v.pipe(
  v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
  v.transform((ids) => [...new Set(ids)].slice(0, MAX_BLOCK_IDS)),
)
const Title = v.optional(v.string(), '')

const HomeBlock = v.variant('type', [
  v.object({
    type: v.literal('banner'),
    title: Title,
    href: v.optional(v.nullable(v.string()), null),
    image: v.optional(v.nullable(v.string()), null),
  }),
  v.object({ type: v.literal('products'), title: Title, product_ids: Ids }),
  v.object({ type: v.literal('categories'), title: Title, category_ids: Ids }),
])
export type HomeBlock = v.InferOutput<typeof HomeBlock>

/** The blocks the storefront can show, in the admin's order. */
export function parseHomeBlocks(blocks: readonly unknown[]): HomeBlock[] {
  return blocks.flatMap((block) => {
    const result = v.safeParse(HomeBlock, block)
    return result.success ? [result.output] : []
  })
}

/**
 * A media URL the browser can load. The API gives some media as paths on its own host ('/media/x.svg'):
 * those are resolved against the API's base URL. An absolute http(s) URL is kept; anything else (blank,
 * `javascript:`, `data:`) gives null, so no image is drawn.
 */
export function mediaUrl(path: string | null | undefined, apiBaseUrl: string): string | null {
  const value = path?.trim() ?? ''
  if (value === '') return null
  if (/^https?:\/\//i.test(value)) return isSafeHref(value, { external: true }) ? value : null
  if (!isSafeHref(value)) return null
  try {
    return new URL(value, apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`).href
  } catch {
    return null
  }
}
