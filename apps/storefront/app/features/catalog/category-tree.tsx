import { Link } from '@remix-run/react'
import * as styles from './catalog.css.ts'
import type { CategoryLink } from './category-links.ts'

function Branch({ categories }: { categories: readonly CategoryLink[] }) {
  if (categories.length === 0) return null
  return (
    <ul className={styles.treeList}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={category.href}>{category.name}</Link>
          <Branch categories={category.children} />
        </li>
      ))}
    </ul>
  )
}

/**
 * The whole category tree as nested lists of links: a root category per column, its descendants indented
 * below it (up to the four levels a catalogue path has).
 */
export function CategoryTree({ tree, label }: { tree: readonly CategoryLink[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.tree}>
        {tree.map((root) => (
          <li key={root.id}>
            <h2 className={styles.treeRoot}>
              <Link to={root.href} prefetch="intent">
                {root.name}
              </Link>
            </h2>
            <Branch categories={root.children} />
          </li>
        ))}
      </ul>
    </nav>
  )
}
