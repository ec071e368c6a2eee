import type { ReactNode } from 'react'
import * as styles from './breadcrumbs.css.ts'

export type Crumb = { label: string; href: string }

/**
 * Breadcrumbs as a labelled navigation landmark; the last crumb is the current page (not a link). `renderLink`
 * lets an app use its router's link component.
 */
export function Breadcrumbs({
  items,
  label,
  renderLink = (crumb) => <a href={crumb.href}>{crumb.label}</a>,
}: {
  items: readonly Crumb[]
  label: string
  renderLink?: (crumb: Crumb) => ReactNode
}) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ol className={styles.list}>
        {items.map((crumb, index) => (
          <li key={crumb.href} className={styles.item}>
            {index === items.length - 1 ? <span aria-current="page">{crumb.label}</span> : renderLink(crumb)}
          </li>
        ))}
      </ol>
    </nav>
  )
}
