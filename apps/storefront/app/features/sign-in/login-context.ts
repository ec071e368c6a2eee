/**
 * The login screen's context prompts (spec §2 "context prompts for cart, promo and tour"): why the shopper is
 * asked to sign in. A page that sends a shopper to /login may say it (`?context=cart|promo|tour`); otherwise
 * the place they come back to tells it (checkout lives under /cart, tour booking under /cart/tours and
 * /tours, promotions under /promotions and /catalog/promotion, event registration under /events).
 */
export const LOGIN_CONTEXTS = ['cart', 'promo', 'tour', 'event'] as const
export type LoginContext = (typeof LOGIN_CONTEXTS)[number]

const isLoginContext = (value: unknown): value is LoginContext =>
  LOGIN_CONTEXTS.some((context) => context === value)

const underAny = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`))

/** The prompt to show for an explicit `context` parameter and the (already safe) `returnUrl`, or null. */
export function loginContext(explicit: string | null, returnUrl: string): LoginContext | null {
  if (isLoginContext(explicit)) return explicit
  if (underAny(returnUrl, ['/cart/tours', '/tours', '/hotels', '/hotel-collections'])) return 'tour'
  if (underAny(returnUrl, ['/cart'])) return 'cart'
  if (underAny(returnUrl, ['/promotions', '/catalog/promotion'])) return 'promo'
  if (underAny(returnUrl, ['/events'])) return 'event'
  return null
}
