import { Trans, useLingui } from '@lingui/react/macro'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { Button } from '@vitrina/ui/button'
import { ResponsiveImage } from '@vitrina/ui/responsive-image'
import { forwardCacheHeaders } from '../../features/catalog/cache-headers.server.ts'
import { TrailBreadcrumbs } from '../../features/catalog/catalog-breadcrumbs.tsx'
import { seoMeta } from '../../features/catalog/seo-meta.ts'
import { DateNightsPicker } from '../../features/tours/date-nights-picker.tsx'
import { RoomOffers } from '../../features/tours/room-offers.tsx'
import { Stars } from '../../features/tours/stars.tsx'
import { TouristPicker } from '../../features/tours/tourist-picker.tsx'
import * as styles from '../../features/tours/tours.css.ts'
import { useLocale, useShopCurrency } from '../../lib/root-data.ts'
import { hotelAction, loadHotel } from './hotel.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : [])

export const headers = forwardCacheHeaders

export const loader = ({ request, params }: LoaderFunctionArgs) => loadHotel(request, params['*'])

export const action = ({ request }: ActionFunctionArgs) => hotelAction(request)

/** `/hotels/{c1…c4}/{slug}-hotel/` (spec §2): the hotel, its room types and room selection for a stay. */
export default function HotelPage() {
  const page = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const { t } = useLingui()
  const locale = useLocale()
  const currency = useShopCurrency()
  const { hotel, stay } = page
  const [cover, ...photos] = hotel.photos
  return (
    <article aria-labelledby="hotel-title">
      <TrailBreadcrumbs trail={page.crumbs} origin={page.origin} />
      <h1 id="hotel-title" className={styles.title}>
        {hotel.name} <Stars count={hotel.stars} />
      </h1>
      <div className={styles.twoColumns}>
        <div className={styles.stack}>
          {cover ? (
            <ResponsiveImage image={cover} alt={hotel.name} renderedWidth={720} ratio="16:9" cover priority />
          ) : null}
          <p className={styles.paragraph}>{hotel.description}</p>
          {photos.length > 0 ? (
            <div className={styles.gallery}>
              {photos.map((photo) => (
                <ResponsiveImage key={photo.url} image={photo} alt="" renderedWidth={240} ratio="4:3" cover />
              ))}
            </div>
          ) : null}
        </div>
        <aside className={styles.stack} aria-label={t`About the hotel`}>
          <p className={styles.paragraph}>{hotel.address}</p>
          {hotel.amenities.length > 0 ? <p className={styles.muted}>{hotel.amenities.join(', ')}</p> : null}
          {hotel.tours.length > 0 ? (
            <>
              <h2 className={styles.subTitle}>
                <Trans>Tours with this hotel</Trans>
              </h2>
              <ul className={styles.list}>
                {hotel.tours.map((tour) => (
                  <li key={tour.id}>
                    <Link to={tour.href}>{tour.name}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {hotel.collections.length > 0 ? (
            <>
              <h2 className={styles.subTitle}>
                <Trans>In collections</Trans>
              </h2>
              <ul className={styles.list}>
                {hotel.collections.map((c) => (
                  <li key={c.slug}>
                    <Link to={c.href}>{c.name}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </aside>
      </div>
      <section aria-labelledby="rooms-title" id="rooms">
        <h2 id="rooms-title" className={styles.sectionTitle}>
          <Trans>Rooms</Trans>
        </h2>
        <Form method="get" className={styles.searchForm} aria-label={t`Room selection`}>
          <DateNightsPicker
            today={page.today}
            date={stay.date}
            nightsFrom={stay.nights}
            nightsTo={stay.nights}
            nightOptions={page.nightOptions}
            locale={locale}
            singleNights
          />
          <TouristPicker adults={stay.tourists.adults} childAges={stay.tourists.children} locale={locale} />
          <Button type="submit" size="lg" className={styles.submitCell}>
            <Trans>Show prices</Trans>
          </Button>
        </Form>
        {page.invalid || reply?.error ? (
          <p role="alert" className={styles.error}>
            <Trans>Choose a date within 6 months, 1 to 21 nights and the tourists.</Trans>
          </p>
        ) : null}
        {page.priced && stay.date ? (
          <RoomOffers
            rooms={page.priced}
            stay={{ departure: null, date: stay.date, nights: stay.nights, tourists: stay.encoded }}
            currency={currency}
            locale={locale}
          />
        ) : (
          <ul className={styles.rows} aria-label={t`Rooms`}>
            {page.roomTypes.map((room) => (
              <li key={room.id} className={styles.row}>
                <div className={styles.stack}>
                  <h3 className={styles.cardTitle}>{room.name}</h3>
                  <p className={styles.paragraph}>{room.description}</p>
                  <p className={styles.muted}>{room.beds}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  )
}
