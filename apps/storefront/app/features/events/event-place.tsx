import { Trans } from '@lingui/react/macro'
import * as catalogStyles from '../catalog/catalog.css.ts'
import * as styles from './events.css.ts'

/**
 * Where an offline event takes place. The address list is the fallback the spec's maps always keep (no key,
 * offline, no JavaScript); the map module (issue 15, `features/maps`) draws the pin over it where it exists.
 */
export function EventPlace({
  address,
  latitude,
  longitude,
}: {
  address: string
  latitude: number | null
  longitude: number | null
}) {
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
    </section>
  )
}
