import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@remix-run/react'
import { formatDistance } from '@vitrina/domain/format'
import { type LatLon, routeUrl } from '@vitrina/domain/maps'
import type { OutletView } from './finder.server.ts'
import { useOutletTexts } from './outlet-texts.ts'
import * as styles from './outlets.css.ts'

/** One outlet in the finder: name (its page), address, metro and mall, hours now, distance, phone, route. */
export function OutletCard({
  outlet,
  href,
  from,
  locale,
  headingLevel = 2,
}: {
  outlet: OutletView
  href: string
  /** The shopper's point: distances are shown and the route starts there. */
  from: LatLon | null
  locale: string
  headingLevel?: 2 | 3
}) {
  const { t } = useLingui()
  const texts = useOutletTexts(locale)
  const Heading = `h${headingLevel}` as const
  const status = texts.status(outlet.status)
  const place = { lat: outlet.latitude, lon: outlet.longitude }
  return (
    <article className={styles.card} aria-labelledby={`outlet-${outlet.id}`}>
      <Heading id={`outlet-${outlet.id}`} className={styles.cardTitle}>
        <Link to={href}>{outlet.name}</Link>
      </Heading>
      <p className={styles.meta}>
        <span>{outlet.address}</span>
        {outlet.mall ? <span>{outlet.mall}</span> : null}
        {outlet.metro ? <span>{t`Metro: ${outlet.metro}`}</span> : null}
      </p>
      <p className={styles.meta}>
        {status ? (
          <span className={outlet.status.state === 'open' ? styles.open : styles.closed}>{status}</span>
        ) : null}
        {from && outlet.distance_km !== null ? (
          <span data-distance>{formatDistance(outlet.distance_km, locale)}</span>
        ) : null}
        {outlet.phone ? <a href={`tel:${outlet.phone}`}>{outlet.phone}</a> : null}
      </p>
      {outlet.services.length > 0 ? (
        <p className={styles.muted}>{outlet.services.map(texts.serviceName).join(' · ')}</p>
      ) : null}
      <p className={styles.meta}>
        <a href={routeUrl(place, from)} target="_blank" rel="noopener noreferrer">
          <Trans>Build a route</Trans>
          <span className={styles.muted}>
            {' '}
            <Trans>(opens Yandex Maps)</Trans>
          </span>
        </a>
      </p>
    </article>
  )
}
