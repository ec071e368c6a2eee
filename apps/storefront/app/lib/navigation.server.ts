import type { NavigationItem } from '@vitrina/api-client/schemas'
import { menuLink } from '@vitrina/domain/links'
import type { StorefrontContext } from './context.server.ts'
import { SharedLoads } from './shared-loads.server.ts'

export type MenuEntry = {
  id: number
  name: string
  href: string
  private: boolean
  desktop: boolean
  mobile: boolean
  children: MenuEntry[]
}

// The menu is the same for every shopper of a company in one language: one read a minute per process and
// language, not one per page (the API names the entries in the shopper's language).
const NAVIGATION_TTL_MS = 60_000
const menus = new SharedLoads<string, MenuEntry[]>(NAVIGATION_TTL_MS, 1_000, { staleOnFailure: true })

/** The company's navigation menu (spec §3 navigation items), with links built by the domain rule. */
export function tenantNavigation(context: StorefrontContext): Promise<MenuEntry[]> {
  return menus.get(`${context.company.id}:${context.locale}`, async () =>
    toMenu(await context.api.catalog.getNavigation()),
  )
}

export function toMenu(items: readonly NavigationItem[]): MenuEntry[] {
  return items.flatMap((item) => {
    const href = item.share_path || menuLink(item)
    if (!href) return []
    return [
      {
        id: item.id,
        name: item.name,
        href,
        private: item.authentication_required,
        desktop: item.display_settings.is_desktop,
        mobile: item.display_settings.is_mobile,
        children: toMenu(item.children),
      },
    ]
  })
}
