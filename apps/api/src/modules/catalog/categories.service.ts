import type { CategoryDetail, CategoryNode, NavigationItem } from '@vitrina/api-client/schemas/catalog'
import { asc, eq } from 'drizzle-orm'
import { navigationItems } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'
import type { CategoryRow, CategoryTree } from './category-tree.ts'
import { absoluteUrl } from './media-urls.ts'
import { categoryTree } from './products.service.ts'

export async function categoryNodes(deps: Deps, companyId: number, locale?: string): Promise<CategoryNode[]> {
  const tree = await categoryTree(deps, companyId, locale)
  const build = (parentId: number | null, seen: Set<number>): CategoryNode[] =>
    (tree.childrenOf.get(parentId) ?? [])
      .filter((row) => !seen.has(row.id))
      .map((row) => ({ ...node(deps, row), children: build(row.id, new Set([...seen, row.id])) }))
  return build(null, new Set())
}

function node(deps: Deps, row: CategoryRow) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: absoluteUrl(deps, row.image),
    share_path: row.sharePath,
    parent: row.parentId,
  }
}

export async function categoryDetail(
  deps: Deps,
  companyId: number,
  slug: string,
  locale?: string,
): Promise<CategoryDetail> {
  const tree: CategoryTree = await categoryTree(deps, companyId, locale)
  const row = tree.bySlug.get(slug)
  if (!row) throw notFound('Category not found.')
  return {
    ...node(deps, row),
    bread_crumbs: tree.ancestry(row.id).map((c) => ({ id: c.id, name: c.name, slug: c.slug })),
    children: (tree.childrenOf.get(row.id) ?? []).map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      image: absoluteUrl(deps, c.image),
    })),
  }
}

/** The menu tree; private entries are included with `authentication_required` for the storefront to gate. */
export async function navigationTree(
  deps: Deps,
  companyId: number,
  locale?: string,
): Promise<NavigationItem[]> {
  const rows = await deps.db
    .select()
    .from(navigationItems)
    .where(eq(navigationItems.companyId, companyId))
    .orderBy(asc(navigationItems.sort), asc(navigationItems.id))
  const build = (parentId: number | null, depth: number): NavigationItem[] =>
    depth > 8
      ? []
      : rows
          .filter((r) => r.parentId === parentId)
          .map((r) => ({
            id: r.id,
            name: (locale ? r.translations[locale] : undefined) ?? r.name,
            type: r.type,
            value: r.value,
            slug: r.slug,
            image: absoluteUrl(deps, r.image),
            share_path: r.sharePath,
            share_url: r.sharePath,
            authentication_required: r.authenticationRequired,
            display_settings: r.displaySettings,
            children: build(r.id, depth + 1),
          }))
  return build(null, 0)
}
