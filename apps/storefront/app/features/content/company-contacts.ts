import type { SellerInfo } from '@vitrina/api-client/schemas'
import { formatPhone, phoneHref } from '@vitrina/domain/phone-format'
import { isSafeHref } from '@vitrina/domain/safe-href'

export type ContactKind = 'name' | 'address' | 'phone' | 'email' | 'registration'
export type ContactRow = { kind: ContactKind; value: string; href: string | null }

/**
 * The company's contact rows from its seller settings (spec §3), in reading order, leaving out empty ones.
 * Phones are shown as every page shows the shop's number (`formatPhone`) and link as `tel:` (`phoneHref`); e-mails as `mailto:` only when they look like one, so a
 * malformed setting is printed, not linked.
 */
export function companyContacts(seller: SellerInfo | null, kinds: readonly ContactKind[]): ContactRow[] {
  if (!seller) return []
  const values: Record<ContactKind, string | null> = {
    name: seller.name,
    address: seller.address,
    phone: seller.phone,
    email: seller.email,
    registration: seller.registration_number,
  }
  return kinds.flatMap((kind): ContactRow[] => {
    const value = values[kind]?.trim()
    if (!value) return []
    return [{ kind, value: kind === 'phone' ? formatPhone(value) : value, href: contactHref(kind, value) }]
  })
}

function contactHref(kind: ContactKind, value: string): string | null {
  if (kind === 'phone') return phoneHref(value)
  if (kind === 'email') return /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/.test(value) ? `mailto:${value}` : null
  return null
}

/** A settings link (privacy, terms) if it is safe to render: same-site or http(s). */
export function settingsLink(href: string | null): string | null {
  if (!href) return null
  if (!isSafeHref(href, { external: true })) return null
  return href.startsWith('/') || /^https?:\/\//i.test(href) ? href : null
}
