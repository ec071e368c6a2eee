import {
  type PriceRestrictionSettings,
  type PriceRestrictionUser,
  priceRestrictionMessage,
} from '@vitrina/domain/price-restriction'

/** The id of the default layout (routes/shop/route.tsx), whose loader computes `priceAccess` for the request. */
export const SHOP_ROUTE_ID = 'routes/shop/route'

/** Why prices are hidden from this shopper (spec §6). */
export type HiddenPriceReason = 'guest' | 'on_approval' | 'no_level' | 'wrong_level'

/**
 * Whether this shopper may see prices, and if not, why: `message` is the company's own text, or null when
 * the company left it empty (the page then shows the storefront's text for the reason). Plain data, so a
 * loader can return it and every price on the page can read it.
 */
export type PriceAccess =
  | { visible: true }
  | { visible: false; reason: HiddenPriceReason; message: string | null }

export const VISIBLE_PRICES: PriceAccess = { visible: true }

/**
 * The §6 rule for one request: the company's `price_restriction` and the signed-in customer (null for a
 * guest), decided by the domain's `priceRestrictionMessage`. `allowed_level_ids` (issue 14) names the levels
 * that see prices; without it every level does, so `wrong_level` only appears when the company narrows them.
 */
export function priceAccessFor(
  settings: (PriceRestrictionSettings & { allowed_level_ids?: readonly number[] | null }) | null | undefined,
  user: PriceRestrictionUser | null | undefined,
): PriceAccess {
  const result = priceRestrictionMessage(settings, user, { allowedLevelIds: settings?.allowed_level_ids })
  switch (result.kind) {
    case 'visible':
      return VISIBLE_PRICES
    case 'on_approval':
      return { visible: false, reason: 'on_approval', message: null }
    default:
      return { visible: false, reason: result.kind, message: result.message }
  }
}

const HIDDEN_REASONS: readonly string[] = [
  'guest',
  'on_approval',
  'no_level',
  'wrong_level',
] satisfies HiddenPriceReason[]

/**
 * Reads `priceAccess` from a loader's data (the shop layout's, see `usePriceAccess`). Anything else, such as
 * data of a loader that does not compute it, means prices are shown: the restriction is off by default. A
 * hand-written check rather than a valibot schema: this runs in every shop page's header, and valibot was in
 * every page's first load for it alone (issue 18).
 */
export function readPriceAccess(data: unknown): PriceAccess {
  if (typeof data !== 'object' || data === null || !('priceAccess' in data)) return VISIBLE_PRICES
  const access = data.priceAccess
  if (typeof access !== 'object' || access === null || !('visible' in access) || access.visible !== false)
    return VISIBLE_PRICES
  const reason = 'reason' in access ? access.reason : undefined
  const message = 'message' in access ? access.message : undefined
  if (typeof reason !== 'string' || !HIDDEN_REASONS.includes(reason)) return VISIBLE_PRICES
  if (message !== null && typeof message !== 'string') return VISIBLE_PRICES
  return { visible: false, reason: reason as HiddenPriceReason, message }
}

/** The `Guest` label of §6 is shown when prices are hidden because nobody is signed in. */
export function showsGuestLabel(access: PriceAccess): boolean {
  return !access.visible && access.reason === 'guest'
}

/** An offer (a product page's price for previews and structured data) without its price when it is hidden. */
export function offerFor<T extends { price: string | null }>(offer: T, access: PriceAccess): T {
  return access.visible ? offer : { ...offer, price: null }
}
