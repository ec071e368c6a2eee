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

/** The company's catalog_navigation_template (spec §3, default large); an unknown value reads as the default. */
export type NavigationTemplate = 'large' | 'small'
export function navigationTemplate(value: string): NavigationTemplate {
  return value === 'small' ? 'small' : 'large'
}

/**
 * The whole category tree as nested lists of links: a root category per column, its descendants indented
 * below it (up to the four levels a catalogue path has). The large template heads each root with its
 * picture; the small one is text only.
 */
export function CategoryTree({
  tree,
  label,
  template = 'large',
}: {
  tree: readonly CategoryLink[]
  label: string
  template?: NavigationTemplate
}) {
  return (
    <nav aria-label={label}>
      <ul className={styles.tree}>
        {tree.map((root) => (
          <li key={root.id}>
            <h2 className={styles.treeRoot}>
              <Link
                to={root.href}
                prefetch="intent"
                className={template === 'large' ? styles.treeRootLarge : undefined}
              >
                {template === 'large' && root.image ? (
                  <img src={root.image} alt="" loading="lazy" className={styles.treeRootImage} />
                ) : null}
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
