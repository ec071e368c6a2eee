/**
 * Every page of the personal account (spec §2, /my), grouped as a shopper thinks of them: the phone account hub
 * (/m/profile) lists them all. Macro-free, so tests can check every path is a built page; the words are in
 * account-sections.ts.
 */
export const ACCOUNT_SECTION_PATHS = [
  { group: 'orders', hrefs: ['/my/orders/', '/my/purchases/', '/my/reclamations/'] },
  { group: 'bonuses', hrefs: ['/my/balance-actions/', '/my/promo-codes/', '/my/event-registrations/'] },
  { group: 'lists', hrefs: ['/favorites/', '/my/last-viewed/', '/my/important-dates/'] },
  { group: 'settings', hrefs: ['/my/profile/', '/my/subscriptions/'] },
  // Spec §1, §6: price access, documents and personal managers are for legal customers.
  {
    group: 'business',
    legalOnly: true,
    hrefs: ['/my/price-access/', '/my/customer-documents/', '/my/personal-managers/'],
  },
] as const

export type AccountSectionGroupKey = (typeof ACCOUNT_SECTION_PATHS)[number]['group']
export type AccountSectionHref = (typeof ACCOUNT_SECTION_PATHS)[number]['hrefs'][number]

/** The groups a customer of this kind sees. */
export function accountSectionPaths(kind: 'personal' | 'legal') {
  return ACCOUNT_SECTION_PATHS.filter((group) => kind === 'legal' || !('legalOnly' in group))
}
