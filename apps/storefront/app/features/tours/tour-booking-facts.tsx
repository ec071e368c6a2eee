import { Trans } from '@lingui/react/macro'
import type { Order } from '@vitrina/api-client'
import type { Locale } from '@vitrina/domain/locale'
import * as styles from '../orders/orders.css.ts'
import { Stars } from './stars.tsx'
import { dateInWords, stayInWords } from './tour-words.ts'

type Booking = NonNullable<Order['tour_booking']>

/**
 * The tour part of an order inside its facts list (order placed, my order): tour, hotel, room, dates, the stay in
 * words ("7 ночей, 2 взрослых, 1 ребёнок") and the tourists' names. A tour order has no delivery address.
 */
export function TourBookingFacts({ booking, locale }: { booking: Booking; locale: Locale }) {
  return (
    <>
      {booking.tour ? (
        <>
          <dt className={styles.term}>
            <Trans>Tour</Trans>
          </dt>
          <dd className={styles.detail}>{booking.tour.name}</dd>
        </>
      ) : null}
      <dt className={styles.term}>
        <Trans>Hotel</Trans>
      </dt>
      <dd className={styles.detail}>
        {booking.hotel.name} <Stars count={booking.hotel.stars} />
      </dd>
      <dt className={styles.term}>
        <Trans>Room</Trans>
      </dt>
      <dd className={styles.detail}>{booking.room_type.name}</dd>
      <dt className={styles.term}>
        <Trans>Dates</Trans>
      </dt>
      <dd className={styles.detail}>
        {dateInWords(booking.date, locale)} – {dateInWords(booking.check_out, locale)}
      </dd>
      <dt className={styles.term}>
        <Trans>Stay</Trans>
      </dt>
      <dd className={styles.detail}>{stayInWords(booking.nights, booking.tourists, locale)}</dd>
      <dt className={styles.term}>
        <Trans>Tourists</Trans>
      </dt>
      <dd className={styles.detail}>
        {booking.travellers.map((t) => `${t.first_name} ${t.last_name}`).join(', ')}
      </dd>
    </>
  )
}
