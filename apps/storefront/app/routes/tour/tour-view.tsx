import { Trans, useLingui } from '@lingui/react/macro'
import type { SerializeFrom } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { nightsText } from '@vitrina/domain/plural'
import { Badge } from '@vitrina/ui/badge'
import { EmptyState } from '@vitrina/ui/empty-state'
import { Price } from '@vitrina/ui/price'
import { ResponsiveImage } from '@vitrina/ui/responsive-image'
import { TrailBreadcrumbs } from '../../features/catalog/catalog-breadcrumbs.tsx'
import { Stars } from '../../features/tours/stars.tsx'
import { TourOffers } from '../../features/tours/tour-offers.tsx'
import { TourSearchForm } from '../../features/tours/tour-search-form.tsx'
import { shortDateInWords } from '../../features/tours/tour-words.ts'
import * as styles from '../../features/tours/tours.css.ts'
import { useLocale, useShopCurrency } from '../../lib/root-data.ts'
import type { loadTourPath } from './tour.server.ts'

type Page = Extract<SerializeFrom<typeof loadTourPath>, { kind: 'tour' }>

/** A tour: photos, what is included, hotels, its departures, and the search of its offers (the /search/ variant). */
export function TourView({ page }: { page: Page }) {
  const { t } = useLingui()
  const locale = useLocale()
  const currency = useShopCurrency()
  const { tour } = page
  const [cover, ...photos] = tour.photos
  return (
    <article aria-labelledby="tour-title">
      <TrailBreadcrumbs trail={tour.crumbs} origin={page.origin} />
      <h1 id="tour-title" className={styles.title}>
        {tour.name}
      </h1>
      <div className={styles.twoColumns}>
        <div className={styles.stack}>
          {cover ? (
            <ResponsiveImage image={cover} alt={tour.name} renderedWidth={720} ratio="16:9" cover priority />
          ) : null}
          <p className={styles.paragraph}>{tour.description}</p>
          {photos.length > 0 ? (
            <div className={styles.gallery}>
              {photos.map((photo) => (
                <ResponsiveImage key={photo.url} image={photo} alt="" renderedWidth={240} ratio="4:3" cover />
              ))}
            </div>
          ) : null}
        </div>
        <aside className={styles.stack} aria-label={t`About the tour`}>
          <p className={styles.muted}>{tour.destination}</p>
          {tour.priceFrom ? (
            <p className={styles.price}>
              <Trans>
                from <Price amount={tour.priceFrom} currency={currency} locale={locale} />
              </Trans>
            </p>
          ) : null}
          {tour.crossesBorder ? (
            <p>
              <Badge tone="neutral">
                <Trans>Passport needed</Trans>
              </Badge>
            </p>
          ) : null}
          <h2 className={styles.subTitle}>
            <Trans>Included</Trans>
          </h2>
          <ul className={styles.list}>
            {tour.included.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h2 className={styles.subTitle}>
            <Trans>Transfer</Trans>
          </h2>
          <p className={styles.paragraph}>{tour.transfer}</p>
          <h2 className={styles.subTitle}>
            <Trans>Hotels</Trans>
          </h2>
          <ul className={styles.list}>
            {tour.hotels.map((hotel) => (
              <li key={hotel.id}>
                <Link to={hotel.href}>{hotel.name}</Link> <Stars count={hotel.stars} />
              </li>
            ))}
          </ul>
        </aside>
      </div>
      <section aria-labelledby="tour-search-title">
        <h2 id="tour-search-title" className={styles.sectionTitle}>
          <Trans>Dates, nights and tourists</Trans>
        </h2>
        <TourSearchForm
          action={tour.searchAction}
          cities={page.cities}
          today={page.form.today}
          nightOptions={page.form.nightOptions}
          locale={locale}
          values={page.values}
          reply={page.reply}
        />
        {page.offers === null ? null : page.offers.length === 0 ? (
          <EmptyState title={t`No free rooms for this search`} headingLevel={3}>
            <Trans>Try another date or fewer nights: the departures below show what is on sale.</Trans>
          </EmptyState>
        ) : (
          <TourOffers offers={page.offers} currency={currency} locale={locale} showTour={false} />
        )}
      </section>
      <section aria-labelledby="departures-title">
        <h2 id="departures-title" className={styles.sectionTitle}>
          <Trans>Departures</Trans>
        </h2>
        {page.departures.length === 0 ? (
          <p className={styles.muted}>
            <Trans>No departures in the next 6 months.</Trans>
          </p>
        ) : (
          <ul className={styles.rows}>
            {page.departures.map((departure) => (
              <li key={departure.id} className={styles.row}>
                <div className={styles.stack}>
                  <p className={styles.paragraph}>
                    <strong>{shortDateInWords(departure.date, locale)}</strong> · {t`from ${departure.city}`}
                  </p>
                  <p className={styles.muted}>
                    {departure.nights.map((n) => nightsText(n, locale)).join(', ')} ·{' '}
                    {departure.hotels.join(', ')}
                  </p>
                </div>
                <Link to={departure.href}>
                  <Trans>Prices for this date</Trans>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  )
}
