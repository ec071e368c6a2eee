import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { categories } from '../../db/schema/index.ts'

export type CategoryRow = {
  id: number
  name: string
  slug: string
  image: string | null
  sharePath: string | null
  parentId: number | null
  sort: number
}

/**
 * The category tree of a company, loaded in one query. Trees are small (dozens to a few
 * thousand rows), so ancestors and descendants are walked in memory.
 */
export class CategoryTree {
  readonly byId = new Map<number, CategoryRow>()
  readonly bySlug = new Map<string, CategoryRow>()
  readonly childrenOf = new Map<number | null, CategoryRow[]>()

  constructor(rows: CategoryRow[]) {
    for (const row of rows) {
      this.byId.set(row.id, row)
      this.bySlug.set(row.slug, row)
      const siblings = this.childrenOf.get(row.parentId) ?? []
      siblings.push(row)
      this.childrenOf.set(row.parentId, siblings)
    }
  }

  /** Loads the tree with names in `locale` (the company's own names where there is no translation). */
  static async load(db: Database, companyId: number, locale?: string): Promise<CategoryTree> {
    const rows = await db
      .select({
        id: categories.id,
        name: categories.name,
        translations: categories.translations,
        slug: categories.slug,
        image: categories.image,
        sharePath: categories.sharePath,
        parentId: categories.parentId,
        sort: categories.sort,
      })
      .from(categories)
      .where(eq(categories.companyId, companyId))
      .orderBy(asc(categories.sort), asc(categories.id))
    return new CategoryTree(
      rows.map(({ translations, ...row }) => ({
        ...row,
        name: (locale ? translations[locale] : undefined) ?? row.name,
      })),
    )
  }

  /** Root first, the category itself last; stops on a cycle. */
  ancestry(id: number): CategoryRow[] {
    const chain: CategoryRow[] = []
    const seen = new Set<number>()
    let current = this.byId.get(id)
    while (current && !seen.has(current.id)) {
      seen.add(current.id)
      chain.unshift(current)
      current = current.parentId === null ? undefined : this.byId.get(current.parentId)
    }
    return chain
  }

  /** The category and everything below it. */
  descendantIds(id: number): number[] {
    const out: number[] = []
    const stack = [id]
    const seen = new Set<number>()
    while (stack.length > 0) {
      const next = stack.pop()
      if (next === undefined || seen.has(next)) continue
      seen.add(next)
      out.push(next)
      for (const child of this.childrenOf.get(next) ?? []) stack.push(child.id)
    }
    return out
  }
}
