import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AccountSectionGroupKey, AccountSectionHref } from './account-section-paths.ts'

/** The headings of the account hub's groups (account-section-paths.ts). */
export const ACCOUNT_GROUP_TITLES: Record<AccountSectionGroupKey, MessageDescriptor> = {
  orders: msg`Orders`,
  bonuses: msg`Bonuses and offers`,
  lists: msg`Lists`,
  settings: msg`Settings`,
  business: msg`For business`,
}

/** What each account page is called in the hub. */
export const ACCOUNT_SECTION_LABELS: Record<AccountSectionHref, MessageDescriptor> = {
  '/my/orders/': msg`My orders`,
  '/my/purchases/': msg`In-outlet purchases`,
  '/my/reclamations/': msg`Returns`,
  '/my/balance-actions/': msg`Bonus balance`,
  '/my/promo-codes/': msg`My promo codes`,
  '/my/event-registrations/': msg`My event registrations`,
  '/favorites/': msg`Favourites`,
  '/my/last-viewed/': msg`Last viewed`,
  '/my/important-dates/': msg`Important dates`,
  '/my/profile/': msg`Profile`,
  '/my/subscriptions/': msg`Subscriptions`,
  '/my/price-access/': msg`Price access`,
  '/my/customer-documents/': msg`My documents`,
  '/my/personal-managers/': msg`Personal managers`,
}
