import type { MetaDescriptor } from '@remix-run/node'

export const META_TITLE_KEYS = [
  'notFound',
  'region',
  'personalData',
  'emailConfirmation',
  'cart',
  'signIn',
  'payment',
  'orderPlaced',
  'myOrders',
  'order',
  'purchases',
  'bonusBalance',
  'purchase',
  'checkout',
  'returnApplication',
  'reclamations',
  'reclamation',
  'review',
  'priceAccess',
  'customerDocuments',
  'personalManagers',
  'error',
  'accessRestricted',
  'eventRegistrations',
  'promoCodes',
  'myAccount',
  'searchLink',
  'favourites',
  'lastViewed',
  'subscriptions',
  'importantDates',
  'chat',
  'chatBot',
  'call',
] as const
export type MetaTitleKey = (typeof META_TITLE_KEYS)[number]
export type MetaTitles = Record<MetaTitleKey, string>

/** English titles: what a page shows if the root data is missing (the root loader itself failed). */
const FALLBACK: MetaTitles = {
  notFound: 'Page not found',
  region: 'Choose your city',
  personalData: 'Personal data',
  emailConfirmation: 'Email confirmation',
  cart: 'Cart',
  signIn: 'Sign in',
  payment: 'Payment',
  orderPlaced: 'Order placed',
  myOrders: 'My orders',
  order: 'Order',
  purchases: 'In-outlet purchases',
  bonusBalance: 'Bonus balance',
  purchase: 'Purchase',
  checkout: 'Checkout',
  returnApplication: 'Return application',
  reclamations: 'Returns',
  reclamation: 'Return application',
  review: 'Review',
  priceAccess: 'Price access',
  customerDocuments: 'My documents',
  personalManagers: 'Personal managers',
  error: 'Something went wrong',
  accessRestricted: 'Access restricted',
  eventRegistrations: 'My event registrations',
  promoCodes: 'My promo codes',
  myAccount: 'My account',
  searchLink: 'Search link',
  favourites: 'Favourites',
  lastViewed: 'Last viewed',
  subscriptions: 'Subscriptions',
  importantDates: 'Important dates',
  chat: 'Chat with us',
  chatBot: 'Chat bot',
  call: 'Call the shop',
}

type Match = { id: string; data?: unknown }

/**
 * A `meta` answer with a title translated by the root loader (`metaTitles`), as "{title} — {site}", and
 * `noindex` (these pages are personal, empty or errors: none belongs in a search index).
 */
export function titleMeta(matches: readonly Match[], key: MetaTitleKey): MetaDescriptor[] {
  const root = matches.find((match) => match.id === 'root')?.data
  const data = typeof root === 'object' && root !== null ? (root as Record<string, unknown>) : {}
  const titles =
    typeof data.titles === 'object' && data.titles !== null ? (data.titles as Partial<MetaTitles>) : {}
  const company = typeof data.company === 'object' && data.company !== null ? data.company : {}
  const site = 'name' in company && typeof company.name === 'string' ? company.name : ''
  const title = typeof titles[key] === 'string' && titles[key] !== '' ? titles[key] : FALLBACK[key]
  return [{ title: site === '' ? title : `${title} — ${site}` }, { name: 'robots', content: 'noindex' }]
}

/**
 * The title of an error view rendered by a layout's boundary (a 404 has no loader data, so no page `meta`
 * gives one): "Page not found", "Sign in", "Access restricted" or "Something went wrong" by the status.
 */
export function errorTitleMeta(matches: readonly Match[], error: unknown): MetaDescriptor[] {
  const status =
    typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
      ? error.status
      : 500
  const key: MetaTitleKey =
    status === 404 ? 'notFound' : status === 401 ? 'signIn' : status === 403 ? 'accessRestricted' : 'error'
  return titleMeta(matches, key)
}
