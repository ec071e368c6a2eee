import type { ReactNode } from 'react'
import * as styles from './empty-state.css.ts'

/**
 * What a page says when it has nothing to show (empty cart, no orders, no search results): a heading, an
 * explanation and the way on ("Go to the catalogue"). `headingLevel` keeps the page's outline (no skipped level).
 */
export function EmptyState({
  title,
  children,
  action,
  icon,
  headingLevel = 2,
}: {
  title: ReactNode
  children?: ReactNode
  action?: ReactNode
  icon?: ReactNode
  headingLevel?: 1 | 2 | 3
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <section className={styles.box}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {children ? <p className={styles.text}>{children}</p> : null}
      {action}
    </section>
  )
}
