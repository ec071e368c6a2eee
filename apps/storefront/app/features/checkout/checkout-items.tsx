import { useLingui } from '@lingui/react/macro'
import type { CartLine } from '@vitrina/api-client/schemas'
import { Price } from '@vitrina/ui/price'
import * as styles from './checkout-items.css.ts'

/**
 * What is being ordered, from the latest preview: name, size, count and line total. A shopper checks this
 * before paying; the lines come from the same preview as the totals, so they always agree.
 */
export function CheckoutItems({
  items,
  currency,
  locale,
}: {
  items: readonly CartLine[]
  currency: string
  locale: string
}) {
  const { t } = useLingui()
  if (items.length === 0) return null
  return (
    <ul className={styles.list} aria-label={t`Items in the order`}>
      {items.map((item) => (
        <li key={`${item.product.id}:${item.sku?.id ?? ''}`} className={styles.line}>
          <span>
            {item.product.name}
            <br />
            <span className={styles.detail}>
              {item.sku?.size ?? t`One size`} · × {item.count}
            </span>
          </span>
          <Price amount={item.total} currency={currency} locale={locale} />
        </li>
      ))}
    </ul>
  )
}
