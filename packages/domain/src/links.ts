import { isSafeHref } from './safe-href.ts'

/**
 * Site navigation links (spec §2). Every internal page URL ends with '/': the backend and the pages were
 * built that way, and '/catalog/shoes' vs '/catalog/shoes/' would be two URLs for one page (a redirect on
 * each click, split analytics). External links are left exactly as the admin typed them.
 */

/** Menu item types the admin can create; any other type renders no link. */
export const MENU_ITEM_TYPES = ['PRODUCT_CATEGORY', 'PRODUCT', 'PROMOTION', 'LINK'] as const
export type MenuItemType = (typeof MENU_ITEM_TYPES)[number]

export interface MenuItem {
  readonly type: string
  readonly value?: string | null
  readonly slug?: string | null
}

/** A catalog category as the API returns it: its own slug, and its parent either directly or in crumbs. */
export interface CatalogItem {
  readonly slug: string
  readonly share_path?: string | null
  readonly parent?: CatalogItem | null
  readonly bread_crumbs?: { readonly parent?: CatalogItem | null } | null
}

/**
 * The href of a menu item:
 * - PRODUCT_CATEGORY: `/catalog/{slug}/`; PRODUCT: `/catalog/products/{value}/`; PROMOTION: `/promotions/{slug}/`.
 *   The slug or value is trimmed of spaces and surrounding slashes, so '/shoes/' does not give '//'.
 * - LINK: the trimmed value; a same-site path gets a trailing slash, a link off the site (any scheme, or
 *   '//host') is kept exactly as typed, since another site's URLs are not ours to rewrite.
 *
 * '' means "no link": an unknown type, a missing or blank slug/value, and a LINK that {@link isSafeHref}
 * refuses even as external (`javascript:` and the like; the admin is trusted, a hacked admin is not).
 * The UI renders the item as plain text then, rather than a link to the current page or to '/'.
 */
export function menuLink(item: MenuItem): string {
  switch (item.type) {
    case 'PRODUCT_CATEGORY':
      return pathLink('/catalog/', item.slug)
    case 'PRODUCT':
      return pathLink('/catalog/products/', item.value)
    case 'PROMOTION':
      return pathLink('/promotions/', item.slug)
    case 'LINK': {
      const href = item.value?.trim() ?? ''
      if (isSafeHref(href)) return withTrailingSlash(href)
      return isSafeHref(href, { external: true }) ? href : ''
    }
    default:
      return ''
  }
}

function pathLink(prefix: string, segment: string | null | undefined): string {
  const clean = segment?.trim().replace(/^\/+|\/+$/g, '') ?? ''
  return clean === '' ? '' : collapseCatalogPath(`${prefix}${clean}/`)
}

/**
 * Adds '/' to the end of the path part of an internal href: '/a' -> '/a/', '/a?x=1' -> '/a/?x=1',
 * '/a#top' -> '/a/#top'. External hrefs, '' and paths already ending in '/' are returned unchanged, and
 * so is an href with no path at all ('?page=2', '#top': adding '/' would make them point to the site root).
 * Idempotent: the slash is never doubled.
 */
export function withTrailingSlash(href: string): string {
  if (isExternalHref(href)) return href
  const { path, rest } = splitPath(href)
  if (path === '' || path.endsWith('/')) return href
  return `${path}/${rest}`
}

/**
 * Whether an href leaves the site: it starts with `http://`, `https://`, `mailto:` or `tel:` in any case
 * (schemes are case-insensitive). Other schemes and protocol-relative '//host' are not recognised here;
 * {@link isSafeHref} is the check that decides whether such an href may be used at all.
 */
export function isExternalHref(href: string): boolean {
  return /^(https?:\/\/|mailto:|tel:)/i.test(href)
}

/**
 * Collapses a repeated `catalog` segment ('/catalog/catalog/shoes/' -> '/catalog/shoes/', any number of
 * repeats). The backend's share paths sometimes already contain the `/catalog` prefix the client adds again.
 * Only whole path segments count ('/catalog/catalogue/' stays), and only in the path part, not the query.
 * Idempotent.
 */
export function collapseCatalogPath(path: string): string {
  const { path: head, rest } = splitPath(path)
  return head.replace(/(^|\/)catalog(?:\/catalog)+(?=\/|$)/g, '$1catalog') + rest
}

/**
 * The page URL of a catalog category.
 * - With a non-blank `share_path` (the backend's canonical path): that path with a single leading slash,
 *   repeated `catalog` collapsed and a trailing slash ('catalog/catalog/shoes' -> '/catalog/shoes/').
 * - Otherwise `/catalog/` followed by the slugs from the root down to the item; the parent of each level is
 *   `parent`, or `bread_crumbs.parent` when `parent` is absent. A chain that comes back to a slug already seen
 *   (bad data) stops there instead of looping forever. Blank slugs are skipped so that no '//' appears.
 */
export function catalogPath(item: CatalogItem): string {
  const shared = item.share_path?.trim() ?? ''
  if (shared !== '') return withTrailingSlash(collapseCatalogPath(`/${shared.replace(/^\/+/, '')}`))
  const seen = new Set<string>()
  const slugs: string[] = []
  for (let level: CatalogItem | null | undefined = item; level; level = parentOf(level)) {
    if (seen.has(level.slug)) break
    seen.add(level.slug)
    const slug = level.slug.trim()
    if (slug !== '') slugs.unshift(slug)
  }
  return collapseCatalogPath(`/catalog/${slugs.map((slug) => `${slug}/`).join('')}`)
}

function parentOf(item: CatalogItem): CatalogItem | null | undefined {
  return item.parent ?? item.bread_crumbs?.parent
}

// The path part of an href and the `?query#hash` that follows it.
function splitPath(href: string): { path: string; rest: string } {
  const end = href.search(/[?#]/)
  return end === -1 ? { path: href, rest: '' } : { path: href.slice(0, end), rest: href.slice(end) }
}
