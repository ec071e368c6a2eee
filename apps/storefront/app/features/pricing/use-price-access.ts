import { useLingui } from '@lingui/react/macro'
import { useRouteLoaderData } from '@remix-run/react'
import { type PriceAccess, readPriceAccess, SHOP_ROUTE_ID } from './price-access.ts'

/** This shopper's price access (spec §6), read from the shop layout's data; prices show when it is absent. */
export function usePriceAccess(): PriceAccess {
  return readPriceAccess(useRouteLoaderData(SHOP_ROUTE_ID))
}

/**
 * What to show instead of a price, or null when prices are visible: the company's message for the case, or
 * the storefront's own text when the company left it empty (the on-approval text is always ours).
 */
export function useHiddenPriceText(): string | null {
  const access = usePriceAccess()
  const { t } = useLingui()
  if (access.visible) return null
  if (access.message) return access.message
  switch (access.reason) {
    case 'guest':
      return t`Sign in to see prices`
    case 'on_approval':
      return t`Price access is being verified`
    case 'no_level':
      return t`Prices are shown once your customer level is assigned`
    case 'wrong_level':
      return t`Prices are not available for your customer level`
  }
}
