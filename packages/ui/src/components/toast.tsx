import type { ReactNode } from 'react'
import { IconButton } from './icon-button.tsx'
import * as styles from './toast.css.ts'

export type ToastTone = keyof typeof styles.tone

/**
 * One notification ("Added to cart"). An error is `role="alert"` (read at once); others are `role="status"`
 * (read when the reader is idle). `action` is an optional button or link ("Go to cart").
 */
export function Toast({
  tone = 'info',
  children,
  action,
  onDismiss,
  dismissLabel,
}: {
  tone?: ToastTone
  children: ReactNode
  action?: ReactNode
  onDismiss?: () => void
  /** The close button's name; required with `onDismiss`. */
  dismissLabel?: string
}) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={styles.tone[tone]} data-tone={tone}>
      <p className={styles.text}>{children}</p>
      {action}
      {onDismiss ? <IconButton label={dismissLabel ?? '×'} icon="×" size="sm" onClick={onDismiss} /> : null}
    </div>
  )
}

/** The fixed place toasts stack in; render it once near the end of <body>. */
export function ToastRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} className={styles.region}>
      {children}
    </section>
  )
}
