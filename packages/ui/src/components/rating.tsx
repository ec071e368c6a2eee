import { assignInlineVars } from '@vanilla-extract/dynamic'
import * as styles from './rating.css.ts'

/** Reviews are rated from 1 to 5 stars. */
export const MAX_RATING = 5

/**
 * A star rating drawn as five stars filled to the value (4.3 fills 4.3 stars). The stars are decoration:
 * screen readers get `label` ("Rated 4.3 out of 5"), which the app translates.
 */
export function Rating({ value, label, max = MAX_RATING }: { value: number; label: string; max?: number }) {
  const share = Number.isFinite(value) && max > 0 ? Math.min(1, Math.max(0, value / max)) : 0
  return (
    <span className={styles.rating} role="img" aria-label={label}>
      <span
        className={styles.stars}
        aria-hidden="true"
        style={assignInlineVars({ [styles.fill]: `${Math.round(share * 1000) / 10}%` })}
      >
        {'★'.repeat(max)}
      </span>
    </span>
  )
}
