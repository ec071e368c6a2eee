import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MetaTitleKey, MetaTitles } from './title-meta.ts'

/**
 * Titles of pages whose `meta` has no loader text to show: pages without a loader (coming soon), pages whose
 * loader failed (a 404 answer has no data) and account pages. `meta` runs outside React, where `useLingui`
 * is not available, so the root loader translates these few titles for the request's locale and every
 * `meta` reads them from the root match (`titleMeta`). Pages with their own loader translate their title
 * there (see `routes/search/search.server.ts`).
 */
const TITLES = {
  notFound: msg`Page not found`,
  region: msg`Choose your city`,
  personalData: msg`Personal data`,
  emailConfirmation: msg`Email confirmation`,
  cart: msg`Cart`,
  signIn: msg`Sign in`,
  payment: msg`Payment`,
  orderPlaced: msg`Order placed`,
  myOrders: msg`My orders`,
  order: msg`Order`,
  purchases: msg`In-outlet purchases`,
  bonusBalance: msg`Bonus balance`,
  purchase: msg`Purchase`,
  checkout: msg({ message: 'Checkout', context: 'page title' }),
  returnApplication: msg`Return application`,
  reclamations: msg`Returns`,
  reclamation: msg({ message: 'Return application', context: 'details page title' }),
  review: msg({ message: 'Review', context: 'page title' }),
  priceAccess: msg`Price access`,
  customerDocuments: msg`My documents`,
  personalManagers: msg`Personal managers`,
  error: msg`Something went wrong`,
  accessRestricted: msg`Access restricted`,
  eventRegistrations: msg`My event registrations`,
  promoCodes: msg`My promo codes`,
  myAccount: msg`My account`,
  searchLink: msg`Search link`,
  favourites: msg`Favourites`,
  lastViewed: msg`Last viewed`,
  subscriptions: msg`Subscriptions`,
  importantDates: msg`Important dates`,
  chat: msg`Chat with us`,
  chatBot: msg`Chat bot`,
  call: msg`Call the shop`,
} satisfies Record<MetaTitleKey, unknown>

export function metaTitles(i18n: I18n): MetaTitles {
  const titles = {} as MetaTitles
  for (const key of Object.keys(TITLES) as MetaTitleKey[]) titles[key] = i18n._(TITLES[key])
  return titles
}
