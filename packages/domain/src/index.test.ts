import { expect, test } from 'vitest'
import * as domain from './index.ts'

// The names frontend teams rely on (issue #2): a rename or a dropped re-export breaks their builds.
const PUBLIC_FUNCTIONS = [
  'toDeliveryType',
  'isFinalOrderState',
  'orderStateLabelKey',
  'validatePhone',
  'isValidPhone',
  'phoneDigits',
  'maskDate',
  'parseDate',
  'validateBirthDate',
  'normalizePromoCode',
  'parsePromoCodes',
  'serializePromoCodes',
  'pluralRu',
  'formatNumber',
  'formatPrice',
  'formatDistance',
  'pickScaledImage',
  'groupCardNumber',
  'formatDuration',
  'formatMinutesRu',
  'nearestRegion',
  'menuLink',
  'withTrailingSlash',
  'isExternalHref',
  'collapseCatalogPath',
  'catalogPath',
  'orderNextHref',
  'addCartItem',
  'mergeGuestCart',
  'userLevelText',
  'priceRestrictionMessage',
  'shortIdentity',
  'detectLocale',
  'toRegionTag',
  'isValidRussianBankAccount',
  'isValidInn',
  'isSafeHref',
  'calendarMonths',
  'suggestBounds',
  'returnStateLabelKey',
  'shipmentState',
  'shouldOfferPushPermission',
  'pickupExtensionOptions',
] as const

test.each(PUBLIC_FUNCTIONS)('%s is exported from the package root', (name) => {
  expect(typeof (domain as Record<string, unknown>)[name]).toBe('function')
})
