import type { ReactNode } from 'react'
import * as styles from './badge.css.ts'

export type BadgeTone = keyof typeof styles.tone

/**
 * A short label ("−20 %", "New", "Paid", a cart count). `label` gives screen readers the full meaning when the
 * visible text is terse ("3" → "3 items in the cart").
 */
export function Badge({
  tone = 'neutral',
  label,
  children,
}: {
  tone?: BadgeTone
  label?: string
  children: ReactNode
}) {
  return label ? (
    <span className={styles.tone[tone]} role="img" aria-label={label}>
      <span aria-hidden="true">{children}</span>
    </span>
  ) : (
    <span className={styles.tone[tone]}>{children}</span>
  )
}
