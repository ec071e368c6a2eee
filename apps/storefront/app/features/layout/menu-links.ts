import { isExternalHref } from '@vitrina/domain/links'
import { loginHref } from '../../lib/links.ts'
import type { MenuEntry } from '../../lib/navigation.server.ts'

/** A navigation item as the main menu renders it. */
export type MenuLink = {
  id: number
  name: string
  href: string
  /** Leaves the site (http(s), mailto:, tel:): a plain anchor with rel="noopener noreferrer". */
  external: boolean
  /** A web page elsewhere opens in a new tab (mailto: and tel: open their apps). */
  newTab: boolean
  /** Where it shows (spec §3 display_settings): both widths, only at >= 1024 px, or only below. */
  show: 'all' | 'desktop' | 'mobile'
  children: MenuLink[]
}

/**
 * The menu for this visitor (spec §2, §3): items for neither width are dropped, and an item that needs
 * sign-in (authentication_required) leads a guest to the login page, coming back to the item after.
 */
export function menuLinks(entries: readonly MenuEntry[], signedIn: boolean): MenuLink[] {
  return entries.flatMap((entry) => {
    if (!entry.desktop && !entry.mobile) return []
    const href = entry.private && !signedIn ? loginHref(entry.href) : entry.href
    const external = isExternalHref(href)
    return [
      {
        id: entry.id,
        name: entry.name,
        href,
        external,
        newTab: external && /^https?:/i.test(href),
        show: entry.desktop && entry.mobile ? 'all' : entry.desktop ? 'desktop' : 'mobile',
        children: menuLinks(entry.children, signedIn),
      },
    ]
  })
}
