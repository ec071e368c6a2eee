import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@remix-run/react'
import * as catalogStyles from '../catalog/catalog.css.ts'
import * as styles from '../events/events.css.ts'
import { MapView } from '../maps/map-view.tsx'
import { outletPoints } from '../maps/place-points.ts'

/**
 * Where a promotion runs: its outlets on the map (issue #15, `features/maps`, loaded only in the browser) above
 * their address list, which is always shown: without a key, offline or without JavaScript the map is simply
 * not drawn and the list says everything; and the hotels of a travel promotion.
 */
export function PromotionPlaces({
  outlets,
  hotels,
}: {
  outlets: readonly { id: number; name: string; address: string; latitude: number; longitude: number }[]
  hotels: readonly { name: string; href: string }[]
}) {
  const { t } = useLingui()
  const points = outletPoints(outlets)
  return (
    <>
      {outlets.length > 0 ? (
        <section aria-labelledby="promotion-outlets-title">
          <h2 id="promotion-outlets-title" className={catalogStyles.sectionTitle}>
            <Trans>Where the promotion runs</Trans>
          </h2>
          {points.length > 0 ? (
            <MapView label={t`Outlets of the promotion on the map`} points={points} fallback={null} />
          ) : null}
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
