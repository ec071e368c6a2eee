import { formatMinorPrice } from '@vitrina/domain/format'
import { decimalToMinor } from '@vitrina/domain/money'
import * as styles from './price.css.ts'

export type PriceProps = {
  /** Decimal string from the API ("1990.00"); null when the product has no price in this region. */
  amount: string | null
  oldAmount?: string | null | undefined
  currency: string
  locale: string
  /** Shown instead of the amount when there is none (e.g. "Price on request"). */
  missingLabel?: string
}

/** A price with an optional crossed-out old price; amounts stay decimal strings until formatted. */
export function Price({ amount, oldAmount, currency, locale, missingLabel = '' }: PriceProps) {
  const minor = amount === null ? null : decimalToMinor(amount)
  const oldMinor = oldAmount ? decimalToMinor(oldAmount) : null
  if (minor === null) return <span className={styles.missing}>{missingLabel}</span>
  return (
    <span className={styles.price}>
      <span className={styles.current}>{formatMinorPrice(minor, currency, locale)}</span>
      {oldMinor !== null && oldMinor > minor ? (
        <del className={styles.old}>{formatMinorPrice(oldMinor, currency, locale)}</del>
      ) : null}
    </span>
  )
}
