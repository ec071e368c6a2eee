import { Trans, useLingui } from '@lingui/react/macro'
import { type OutletAvailabilityLike, outletStock } from './outlet-stock.ts'
import * as styles from './product.css.ts'

/**
 * Which outlets hold the chosen size (spec: "availability in outlets"). The heading follows the company's
 * `outlet_name` (shops, offices), with a generic one for any other word.
 */
export function OutletAvailability({
  availability,
  sku,
  outletName,
}: {
  availability: readonly OutletAvailabilityLike[] | null
  sku: number | null
  outletName: string
}) {
  const { t } = useLingui()
  if (availability === null || availability.length === 0) return null
  const rows = outletStock(availability, sku)
  const title =
    outletName === 'shop'
      ? t`Availability in shops`
      : outletName === 'office'
        ? t`Availability in offices`
        : t`Availability in outlets`
  return (
    <section className={styles.section} aria-labelledby="availability-title">
      <h2 id="availability-title" className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.list}>
        {rows.map((row) => (
          <li key={row.id} className={styles.listItem}>
            <span>
              <strong>{row.name}</strong>
              <br />
              <span className={styles.muted}>{row.address}</span>
            </span>
            {row.quantity > 0 ? (
              <span className={styles.inStock}>
                <Trans>In stock</Trans>
              </span>
            ) : (
              <span className={styles.outOfStock}>
                <Trans>Not available</Trans>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
