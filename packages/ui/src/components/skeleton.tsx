import type { ReactNode } from 'react'
import * as styles from './skeleton.css.ts'

/**
 * A placeholder shaped like the content that is loading. Decorative (`aria-hidden`): the loading state is
 * announced once by `label` on the group (`aria-busy` region), not per grey box.
 */
export function Skeleton({
  width = '100%',
  height,
  lines,
}: {
  width?: string
  /** A block's height ("12rem" for an image); leave it out for text lines. */
  height?: string
  /** Text lines to draw (the last one shorter); ignored when `height` is set. */
  lines?: number
}) {
  if (height) return <span aria-hidden="true" className={styles.block} style={{ width, height }} />
  const count = Math.max(1, lines ?? 1)
  return (
    <span aria-hidden="true" className={styles.group} style={{ width }}>
      {Array.from({ length: count }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are identical and never reorder.
          key={index}
          className={`${styles.block} ${styles.line}`}
          style={{ width: count > 1 && index === count - 1 ? '60%' : '100%' }}
        />
      ))}
    </span>
  )
}

/** A loading region: screen readers hear `label` ("Loading reviews") and that the region is busy. */
export function SkeletonGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      {children}
    </div>
  )
}
