import { Trans, useLingui } from '@lingui/react/macro'
import type { PriceBreakdown } from '@vitrina/api-client/schemas'
import type { Locale } from '@vitrina/domain/locale'
import { childAgeText } from '@vitrina/domain/tourists'
import { Price } from '@vitrina/ui/price'
import { shortDateInWords } from './tour-words.ts'
import * as styles from './tours.css.ts'

/** The server's price of a stay: each night, each tourist, fees and the total (no sum is computed here). */
export function PriceBreakdownTable({
  breakdown,
  currency,
  locale,
}: {
  breakdown: PriceBreakdown
  currency: string
  locale: Locale
}) {
  const { t } = useLingui()
  const kind = { adult: t`Adult`, child: t`Child`, infant: t`Baby` }
  return (
    <details className={styles.breakdown}>
      <summary>
        <Trans>Price breakdown</Trans>
      </summary>
      <table className={styles.table}>
        <caption className={styles.caption}>
          <Trans>By night</Trans>
        </caption>
        <tbody>
          {breakdown.nights.map((night) => (
            <tr key={night.date}>
              <th scope="row">{shortDateInWords(night.date, locale)}</th>
              <td className={styles.amount}>
                <Price amount={night.amount} currency={currency} locale={locale} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={styles.table}>
        <caption className={styles.caption}>
          <Trans>By tourist</Trans>
        </caption>
        <tbody>
          {breakdown.tourists.map((tourist) => (
            <tr key={tourist.index}>
              <th scope="row">
                {kind[tourist.kind]}
                {tourist.age !== null ? `, ${childAgeText(tourist.age, locale)}` : ''}
              </th>
              <td className={styles.amount}>
                <Price amount={tourist.amount} currency={currency} locale={locale} />
              </td>
            </tr>
          ))}
          {breakdown.fees.map((fee) => (
            <tr key={fee.code}>
              <th scope="row">{fee.name}</th>
              <td className={styles.amount}>
                <Price amount={fee.amount} currency={currency} locale={locale} />
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row">
              <Trans>Total</Trans>
            </th>
            <td className={styles.amount}>
              <Price amount={breakdown.total} currency={currency} locale={locale} />
            </td>
          </tr>
        </tbody>
      </table>
    </details>
  )
}
