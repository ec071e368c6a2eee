import type { ReactNode } from 'react'
import * as styles from './disclosure.css.ts'

/**
 * A field that opens in place to show its controls: a native `<details>`, so it opens and closes without
 * JavaScript and the keyboard (Enter, Space) and screen readers (expanded state) know it. The summary shows
 * the field's name and the current value in words ("Tourists · 2 adults, 1 child").
 */
export function Disclosure({
  label,
  value,
  children,
  defaultOpen = false,
  className,
}: {
  label: ReactNode
  value: ReactNode
  children: ReactNode
  defaultOpen?: boolean
  className?: string
}) {
  return (
    <details className={[styles.disclosure, className].filter(Boolean).join(' ')} open={defaultOpen}>
      <summary className={styles.summary}>
        <span className={styles.label}>{label}</span>
        <span className={styles.value}>{value}</span>
      </summary>
      <div className={styles.body}>{children}</div>
    </details>
  )
}
