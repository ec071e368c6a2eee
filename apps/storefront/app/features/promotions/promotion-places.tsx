import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@remix-run/react'
import * as catalogStyles from '../catalog/catalog.css.ts'
import * as styles from '../events/events.css.ts'

/**
 * Where a promotion runs: its outlets as an address list (the fallback the spec's maps always keep: no key,
 * offline, no JavaScript; the maps module draws them when it is there), and the hotels of a travel promotion.
 */
export function PromotionPlaces({
  outlets,
  hotels,
}: {
  outlets: readonly { id: number; name: string; address: string; latitude: number; longitude: number }[]
  hotels: readonly { name: string; href: string }[]
}) {
  const { t } = useLingui()
  return (
    <>
      {outlets.length > 0 ? (
        <section aria-labelledby="promotion-outlets-title">
          <h2 id="promotion-outlets-title" className={catalogStyles.sectionTitle}>
            <Trans>Where the promotion runs</Trans>
          </h2>
          <ul className={styles.addressList} aria-label={t`Outlets`}>
            {outlets.map((outlet) => (
              <li key={outlet.id} data-latitude={outlet.latitude} data-longitude={outlet.longitude}>
                <strong>{outlet.name}</strong>, <span className={styles.wrap}>{outlet.address}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {hotels.length > 0 ? (
        <section aria-labelledby="promotion-hotels-title">
          <h2 id="promotion-hotels-title" className={catalogStyles.sectionTitle}>
            <Trans>Hotels in the promotion</Trans>
          </h2>
          <ul className={styles.addressList}>
            {hotels.map((hotel) => (
              <li key={hotel.href}>
                <Link to={hotel.href}>{hotel.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}
