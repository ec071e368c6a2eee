import {
  type PriceRestrictionSettings,
  type PriceRestrictionUser,
  priceRestrictionMessage,
} from '@vitrina/domain/price-restriction'
import * as v from 'valibot'

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

const PriceAccessSchema = v.variant('visible', [
  v.object({ visible: v.literal(true) }),
  v.object({
    visible: v.literal(false),
    reason: v.picklist(['guest', 'on_approval', 'no_level', 'wrong_level']),
    message: v.nullable(v.string()),
  }),
])

/**
 * Reads `priceAccess` from a loader's data (the shop layout's, see `usePriceAccess`). Anything else, such as
 * data of a loader that does not compute it, means prices are shown: the restriction is off by default.
 */
export function readPriceAccess(data: unknown): PriceAccess {
  if (typeof data !== 'object' || data === null || !('priceAccess' in data)) return VISIBLE_PRICES
  const parsed = v.safeParse(PriceAccessSchema, data.priceAccess)
  return parsed.success ? parsed.output : VISIBLE_PRICES
}

/** The `Guest` label of §6 is shown when prices are hidden because nobody is signed in. */
export function showsGuestLabel(access: PriceAccess): boolean {
  return !access.visible && access.reason === 'guest'
}

/** An offer (a product page's price for previews and structured data) without its price when it is hidden. */
export function offerFor<T extends { price: string | null }>(offer: T, access: PriceAccess): T {
  return access.visible ? offer : { ...offer, price: null }
}
