import type { TourCategoryNode } from '@vitrina/api-client/schemas/tours'
import type { Locale } from '@vitrina/domain/locale'
import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { tourCategories } from '../../db/schema/tours.ts'
import type { Deps } from '../../http/context.ts'
import { absoluteUrl } from '../catalog/media-urls.ts'
import { pick } from './tour-texts.ts'

type Row = typeof tourCategories.$inferSelect

/**
 * One company's tour or hotel category tree, loaded once per request: the slug path of each category (the
 * route segments `c1/…/c5`), the category a path names, and a category with its descendants.
 */
export class CategoryIndex {
  private readonly byId: Map<number, Row>

  private constructor(
    private readonly rows: Row[],
    private readonly locale: Locale,
  ) {
    this.byId = new Map(rows.map((row) => [row.id, row]))
  }

  static async load(db: Database, companyId: number, kind: 'tour' | 'hotel', locale: Locale) {
    const rows = await db
      .select()
      .from(tourCategories)
      .where(and(eq(tourCategories.companyId, companyId), eq(tourCategories.kind, kind)))
      .orderBy(asc(tourCategories.sort), asc(tourCategories.id))
    return new CategoryIndex(rows, locale)
  }

  /** Slugs from the root down to the category. */
  pathOf(id: number | null): string[] {
    const path: string[] = []
    let current = id === null ? undefined : this.byId.get(id)
    while (current) {
      path.unshift(current.slug)
      current = current.parentId === null ? undefined : this.byId.get(current.parentId)
    }
    return path
  }

  crumbs(id: number): { name: string; slug: string }[] {
    const crumbs: { name: string; slug: string }[] = []
    let current = this.byId.get(id)
    while (current) {
      crumbs.unshift({ name: pick(current.name, this.locale), slug: current.slug })
      current = current.parentId === null ? undefined : this.byId.get(current.parentId)
    }
    return crumbs
  }

  /** The category a `a/b/c` path names, or null. */
  findByPath(path: string): number | null {
    const wanted = path.split('/').filter(Boolean).join('/')
    return this.rows.find((row) => this.pathOf(row.id).join('/') === wanted)?.id ?? null
  }

  /** The category and everything under it. */
  subtree(id: number): number[] {
    const ids = [id]
    for (let index = 0; index < ids.length; index++)
      for (const row of this.rows) if (row.parentId === ids[index]) ids.push(row.id)
    return ids
  }

  tree(deps: Deps): TourCategoryNode[] {
    const build = (parent: number | null): TourCategoryNode[] =>
      this.rows
        .filter((row) => row.parentId === parent)
        .map((row) => ({
          id: row.id,
          name: pick(row.name, this.locale),
          slug: row.slug,
          path: this.pathOf(row.id),
          parent: row.parentId,
          image: absoluteUrl(deps, row.image),
          children: build(row.id),
        }))
    return build(null)
  }
}
