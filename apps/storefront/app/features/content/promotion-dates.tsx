import { Trans } from '@lingui/react/macro'
import * as styles from './content.css.ts'
import { promotionPeriod } from './promotion-period.ts'

/** "From … until …" or "Since …" for a promotion; nothing when its dates are unreadable. */
export function PromotionDates({
  since,
  until,
  locale,
}: {
  since: string
  until: string | null
  locale: string
}) {
  const period = promotionPeriod(since, until, locale)
  if (period.kind === 'unknown') return null
  if (period.kind === 'from') {
    const from = period.from
    return (
      <p className={styles.dates}>
        <Trans>Since {from}</Trans>
      </p>
    )
  }
  const { from, until: to } = period
  return (
    <p className={styles.dates}>
      <Trans>
        From {from} until {to}
      </Trans>
    </p>
  )
}
