import type { CategoryDetail, CategoryNode } from '@vitrina/api-client/schemas'
import { type CatalogItem, catalogPath } from '@vitrina/domain/links'

/**
 * Categories as the pages link them. Paths follow the domain rule ({@link catalogPath}): the backend's
 * share path when there is one, else `/catalog/{root}/{child}/…/{slug}/` from the slugs up the parent chain.
 */

export type CategoryLink = {
  id: number
  name: string
  href: string
  image: string | null
  children: CategoryLink[]
}

export type CrumbLink = { name: string; href: string }

/** The category tree with each node's page URL (the API sends slugs only). */
export function categoryTree(
  nodes: readonly CategoryNode[],
  parent: CatalogItem | null = null,
): CategoryLink[] {
  return nodes.map((node) => {
    const item: CatalogItem = { slug: node.slug, share_path: node.share_path, parent }
    return {
      id: node.id,
      name: node.name,
      href: catalogPath(item),
      image: node.image,
      children: categoryTree(node.children, item),
    }
  })
}

/** The categories with these ids, at any depth of the tree, in the order of `ids`; unknown ids are skipped. */
export function pickCategories(tree: readonly CategoryLink[], ids: readonly number[]): CategoryLink[] {
  const byId = new Map<number, CategoryLink>()
  const visit = (links: readonly CategoryLink[]) => {
    for (const link of links) {
      if (!byId.has(link.id)) byId.set(link.id, link)
      visit(link.children)
    }
  }
  visit(tree)
  return ids.flatMap((id) => byId.get(id) ?? [])
}

type Detail = Pick<CategoryDetail, 'id' | 'slug' | 'share_path' | 'bread_crumbs'>

/** The category as a link to its own page, with its ancestors (from bread_crumbs, root first) as parents. */
function detailItem(detail: Detail): CatalogItem {
  let parent: CatalogItem | null = null
  for (const crumb of detail.bread_crumbs) {
    if (crumb.id === detail.id) break
    parent = { slug: crumb.slug, parent }
  }
  return { slug: detail.slug, share_path: detail.share_path, parent }
}

/** The page URL of a category, from its detail. */
export function categoryHref(detail: Detail): string {
  return catalogPath(detailItem(detail))
}

/**
 * The breadcrumbs of a category page, root first, ending with the category itself. The backend's
 * bread_crumbs may or may not include the category; either way it appears once, last.
 */
export function categoryCrumbs(detail: Detail & { name: string }): CrumbLink[] {
  const crumbs: CrumbLink[] = []
  let parent: CatalogItem | null = null
  for (const crumb of detail.bread_crumbs) {
    if (crumb.id === detail.id) break
    parent = { slug: crumb.slug, parent }
    crumbs.push({ name: crumb.name, href: catalogPath(parent) })
  }
  return [...crumbs, { name: detail.name, href: categoryHref(detail) }]
}

/** Links to the direct subcategories of a category page. */
export function childCategoryLinks(
  detail: Detail & { children: CategoryDetail['children'] },
): Omit<CategoryLink, 'children'>[] {
  const parent = detailItem(detail)
  return detail.children.map((child) => ({
    id: child.id,
    name: child.name,
    href: catalogPath({ slug: child.slug, parent }),
    image: child.image,
  }))
}

/** schema.org BreadcrumbList of crumbs (absolute URLs against `origin`), for search engines. */
export function breadcrumbListJsonLd(crumbs: readonly CrumbLink[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.href, origin).href,
    })),
  }
}

/**
 * JSON for an inline `<script type="application/ld+json">`: '<' is escaped so that a name containing
 * `</script>` cannot end the script element early (the names come from the admin).
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
