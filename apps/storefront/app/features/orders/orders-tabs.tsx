import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@remix-run/react'
import * as styles from './orders.css.ts'

/** "Online orders" and "In-outlet purchases" (spec §5), when the company turns the tabs on. */
export function OrdersTabs({ show, current }: { show: boolean; current: 'orders' | 'purchases' }) {
  const { t } = useLingui()
  if (!show) return null
  return (
    <nav aria-label={t`Orders and purchases`} className={styles.tabs}>
      <Link to="/my/orders/" className={styles.tab} aria-current={current === 'orders' ? 'page' : undefined}>
        <Trans>Online orders</Trans>
      </Link>
      <Link
        to="/my/purchases/"
        className={styles.tab}
        aria-current={current === 'purchases' ? 'page' : undefined}
      >
        <Trans>In-outlet purchases</Trans>
      </Link>
    </nav>
  )
}
