import type { ReactNode } from 'react'
import * as styles from './product-grid.css.ts'

/** A responsive grid of cards: two columns on phones, up to five on wide screens. */
export function ProductGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  )
}

export function ProductGridItem({ children }: { children: ReactNode }) {
  return <li className={styles.item}>{children}</li>
}
