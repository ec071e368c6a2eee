import { Trans, useLingui } from '@lingui/react/macro'
import type { OrderItem } from '@vitrina/api-client'
import { Price } from '@vitrina/ui/price'
import type * as v from 'valibot'
import { useOrderStateLabel } from './order-state-label.tsx'
import { isPositive } from './order-view.ts'
import * as styles from './orders.css.ts'

type Item = v.InferOutput<typeof OrderItem>

/**
 * The order's lines: name, article, size (or "One size"), seller, state and barcode (spec: order item fields),
 * price per N items, discount and line total.
 */
export function OrderItems({ items, currency, locale }: { items: Item[]; currency: string; locale: string }) {
  const { t } = useLingui()
  const stateLabel = useOrderStateLabel()
  return (
    <ul className={styles.list} aria-label={t`Items`}>
      {items.map((item) => {
        const article = item.article
        const size = item.size
        const count = item.count
        return (
          <li key={item.id} className={styles.item}>
            <div>
              <p className={styles.itemName}>{item.name}</p>
              <p className={styles.muted}>
                <Trans>Article</Trans> {article} ·{' '}
                {size ? (
                  <>
                    <Trans>Size</Trans> {size}
                  </>
                ) : (
                  <Trans>One size</Trans>
                )}
              </p>
              <p className={styles.muted}>
                <Trans>Status</Trans>: {stateLabel(item.state, null)}
                {item.seller ? (
                  <>
                    {' '}
                    · <Trans>Seller</Trans>: {item.seller}
                  </>
                ) : null}
              </p>
              {item.barcode ? (
                <p className={styles.muted}>
                  <Trans>Barcode</Trans> <span translate="no">{item.barcode}</span>
                </p>
              ) : null}
              <p className={styles.muted}>
                <Price amount={item.price} currency={currency} locale={locale} /> × {count}
              </p>
              {isPositive(item.discount) ? (
                <p className={styles.muted}>
                  <Trans>Discount</Trans> <Price amount={item.discount} currency={currency} locale={locale} />
                </p>
              ) : null}
            </div>
            <p className={`${styles.detail} ${styles.strong}`}>
              <Price amount={item.total} currency={currency} locale={locale} />
            </p>
          </li>
        )
      })}
    </ul>
  )
}
