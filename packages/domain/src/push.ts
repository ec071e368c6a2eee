/**
 * Push messages (spec §3/§5): what a notification links to and whether its click is reported back. The
 * value of a message is an order id, a slug or a link, depending on its type.
 */

export const PUSH_MESSAGE_TYPES = ['ORDER', 'LANDING', 'PRODUCT_CATEGORY', 'PROMOTION', 'LINK'] as const
export type PushMessageType = (typeof PUSH_MESSAGE_TYPES)[number]

export interface PushMessage {
  id?: number | string | null | undefined
  /** One of `PUSH_MESSAGE_TYPES`; typed as string because an older app may receive a newer type. */
  type: string
  value?: string | null | undefined
  title?: string | null | undefined
  body?: string | null | undefined
  media?: string | null | undefined
}

/**
 * §5: a click is reported only for a message with an id, because the report is keyed by it (a test push
 * from the admin has none). An id is a finite number or a non-blank string.
 */
export function shouldReportPushClick(message: Pick<PushMessage, 'id'>): boolean {
  const { id } = message
  if (typeof id === 'number') return Number.isFinite(id)
  return typeof id === 'string' && id.trim() !== ''
}

/**
 * Where a click on the message leads, or null when it leads nowhere (no value or an unknown type). The type
 * is read case-insensitively.
 * - ORDER: `/my/orders/{value}/`, PRODUCT_CATEGORY: `/catalog/{value}/`, PROMOTION: `/promotions/{value}/`.
 * - LANDING: `/sections/{value}/`. The spec names no route for landings; a landing is a content section
 *   and `/sections/{slug}/` is the sections route.
 * - The value is one path segment, URL-encoded, so a value like `../admin` or `x?y` cannot leave the route;
 *   surrounding slashes are dropped first (`/shoes/` is `shoes`, as in menu links), and a value that is only
 *   slashes or cannot be encoded (a lone UTF-16 surrogate) leads nowhere.
 * - LINK: the value itself, but only an absolute http(s), mailto or tel link or a path starting with `/`:
 *   a push must never run `javascript:` or open a `data:` URL.
 */
export function pushMessageHref(message: Pick<PushMessage, 'type' | 'value'>): string | null {
  const value = message.value?.trim() ?? ''
  if (value === '') return null
  const type = message.type.trim().toUpperCase()
  if (type === 'LINK') return isSafeLink(value) ? value : null
  const route = ROUTES.get(type)
  const segment = encodeSegment(value.replace(/^\/+|\/+$/g, ''))
  return route && segment ? `${route}${segment}/` : null
}

const ROUTES: ReadonlyMap<string, string> = new Map([
  ['ORDER', '/my/orders/'],
  ['LANDING', '/sections/'],
  ['PRODUCT_CATEGORY', '/catalog/'],
  ['PROMOTION', '/promotions/'],
])

function isSafeLink(value: string): boolean {
  return value.startsWith('/') || /^(https?:\/\/|mailto:|tel:)/i.test(value)
}

function encodeSegment(value: string): string | null {
  try {
    return encodeURIComponent(value)
  } catch {
    return null
  }
}
