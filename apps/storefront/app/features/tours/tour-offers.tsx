import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@remix-run/react'
import type { Locale } from '@vitrina/domain/locale'
import type { Tourists } from '@vitrina/domain/tourists'
import { Badge } from '@vitrina/ui/badge'
import { buttonClass } from '@vitrina/ui/button'
import { Price } from '@vitrina/ui/price'
import { ResponsiveImage } from '@vitrina/ui/responsive-image'
import { Stars } from './stars.tsx'
import type { ImageView } from './tour-links.ts'
import { dateInWords, stayInWords } from './tour-words.ts'
import * as styles from './tours.css.ts'

export type OfferView = {
  key: string
  tourName: string
  tourHref: string
  hotelName: string
  hotelStars: number
  hotelHref: string
  roomName: string
  city: string
  date: string
  checkOut: string
  nights: number
  tourists: Tourists
  total: string
  roomsLeft: number
  image: ImageView | null
  roomHref: string
}

/** Few rooms left: said so the shopper knows to hurry (and why the offer may be gone later). */
const FEW_ROOMS = 3

/** Search results: each a departure, nights and hotel with its cheapest room for the party, priced by the API. */
export function TourOffers({
  offers,
  currency,
  locale,
  showTour = true,
}: {
  offers: readonly OfferView[]
  currency: string
  locale: Locale
  showTour?: boolean
}) {
  const { t } = useLingui()
  return (
    <ul className={styles.rows} aria-label={t`Offers`}>
      {offers.map((offer) => (
        <li key={offer.key}>
          <article
            className={styles.row}
            aria-label={`${offer.tourName}, ${dateInWords(offer.date, locale)}`}
          >
            <div className={styles.offerBody}>
              {offer.image ? (
                <ResponsiveImage
                  image={offer.image}
                  alt=""
                  renderedWidth={160}
                  ratio="4:3"
                  cover
                  className={styles.offerImage}
                />
              ) : null}
              <div className={styles.stack}>
                {showTour ? (
                  <h3 className={styles.cardTitle}>
                    <Link to={offer.tourHref}>{offer.tourName}</Link>
                  </h3>
                ) : null}
                <p className={styles.paragraph}>
                  <Link to={offer.hotelHref}>{offer.hotelName}</Link> <Stars count={offer.hotelStars} /> ·{' '}
                  {offer.roomName}
                </p>
                <p className={styles.paragraph}>
                  <Trans>
                    {dateInWords(offer.date, locale)} – {dateInWords(offer.checkOut, locale)}, from{' '}
                    {offer.city}
                  </Trans>
                </p>
                <p className={styles.muted}>{stayInWords(offer.nights, offer.tourists, locale)}</p>
                {offer.roomsLeft <= FEW_ROOMS ? (
                  <p>
                    <Badge tone="warning">{t`Rooms left: ${offer.roomsLeft}`}</Badge>
                  </p>
                ) : null}
              </div>
            </div>
            <div className={styles.stack}>
              <p className={styles.price}>
                <Price amount={offer.total} currency={currency} locale={locale} />
              </p>
              <Link to={offer.roomHref} className={buttonClass({ variant: 'primary' })}>
                <Trans>Choose a room</Trans>
              </Link>
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}
