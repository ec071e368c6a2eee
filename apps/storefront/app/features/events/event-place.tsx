import { Trans, useLingui } from '@lingui/react/macro'
import * as catalogStyles from '../catalog/catalog.css.ts'
import { MapView } from '../maps/map-view.tsx'
import { eventPlacePoints } from '../maps/place-points.ts'
import * as styles from './events.css.ts'

/**
 * Where an offline event takes place: the address, and the place on the map (issue #15, `features/maps`). The
 * address is always there, so without a key, offline or without JavaScript the map simply is not drawn
 * (fallback null: nothing is missing); the map loads only in the browser, after hydration.
 */
export function EventPlace({
  slug,
  title,
  address,
  latitude,
  longitude,
}: {
  slug: string
  title: string
  address: string
  latitude: number | null
  longitude: number | null
}) {
  const { t } = useLingui()
  const points = eventPlacePoints({ slug, title, address, latitude, longitude })
  return (
    <section aria-labelledby="event-place-title">
      <h2 id="event-place-title" className={catalogStyles.sectionTitle}>
        <Trans>Place</Trans>
      </h2>
      <address
        className={styles.wrap}
        data-latitude={latitude ?? undefined}
        data-longitude={longitude ?? undefined}
      >
        {address}
      </address>
      {points.length > 0 ? (
        <MapView label={t`Map of the event venue`} points={points} fallback={null} />
      ) : null}
    </section>
  )
}
