import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@remix-run/react'
import type { Returnable } from '@vitrina/api-client'
import * as styles from '../orders/orders.css.ts'

type Line = { id: number; name: string }

/**
 * On a received order: for each item, "Return" where the API says returning is possible (with the days left)
 * or the open application, and the entry to review writing.
 */
export function OrderAfterSale({
  order,
  items,
  returnable,
}: {
  order: number
  items: Line[]
  returnable: Returnable | null
}) {
  const { t } = useLingui()
  if (!returnable) return null
  const received = returnable.items.some((i) => i.reason !== 'not_received')
  if (!received) return null
  return (
    <section aria-labelledby="after-sale-title" className={styles.card}>
      <h2 id="after-sale-title" className={styles.sectionTitle}>
        <Trans>Returns and reviews</Trans>
      </h2>
      <ul className={styles.list}>
        {items.map((item) => {
          const status = returnable.items.find((i) => i.order_item === item.id)
          return (
            <li key={item.id} className={styles.row}>
              <span>{item.name}</span>
              {status?.returnable ? (
                <Link to={`/my/orders/${order}/return/${item.id}/`} aria-label={t`Return ${item.name}`}>
                  <Trans>Return</Trans>
                </Link>
              ) : status?.reclamation ? (
                <Link to={`/my/reclamations/${status.reclamation}/`}>{t`Return application`}</Link>
              ) : null}
              {status?.returnable && status.days_left !== null ? (
                <span className={styles.muted}>
                  <Trans>Days left to return: {status.days_left}</Trans>
                </span>
              ) : null}
            </li>
          )
        })}
      </ul>
      <Link to={`/my/orders/${order}/review/`}>{t`Write a review`}</Link>
    </section>
  )
}
