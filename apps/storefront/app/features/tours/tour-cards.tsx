import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@remix-run/react'
import type { Locale } from '@vitrina/domain/locale'
import { nightsText } from '@vitrina/domain/plural'
import { Badge } from '@vitrina/ui/badge'
import { Price } from '@vitrina/ui/price'
import { ResponsiveImage } from '@vitrina/ui/responsive-image'
import type { ImageView } from './tour-links.ts'
import { shortDateInWords } from './tour-words.ts'
import * as styles from './tours.css.ts'

export type TourCardView = {
  id: number
  href: string
  name: string
  summary: string
  destination: string
  cities: string[]
  nights: number[]
  priceFrom: string | null
  nextDate: string | null
  crossesBorder: boolean
  image: ImageView | null
}

/** Tours as cards: picture, name, where from and to, nights on sale, the next departure and the lowest price. */
export function TourCards({
  tours,
  label,
  currency,
  locale,
}: {
  tours: readonly TourCardView[]
  label: string
  currency: string
  locale: Locale
}) {
  const { t } = useLingui()
  return (
    <ul className={styles.cards} aria-label={label}>
      {tours.map((tour) => {
        const first = tour.nights[0]
        const last = tour.nights.at(-1)
        return (
          <li key={tour.id}>
            <article className={styles.card} aria-labelledby={`tour-${tour.id}`}>
              {tour.image ? (
                <ResponsiveImage image={tour.image} alt="" renderedWidth={320} ratio="4:3" cover />
              ) : null}
              <h3 id={`tour-${tour.id}`} className={styles.cardTitle}>
                <Link to={tour.href}>{tour.name}</Link>
              </h3>
              <p className={styles.muted}>{tour.destination}</p>
              <p className={styles.paragraph}>{tour.summary}</p>
              <ul className={styles.facts}>
                {tour.cities.length > 0 ? <li>{t`From ${tour.cities.join(', ')}`}</li> : null}
                {first !== undefined && last !== undefined ? (
                  <li>
                    {first === last ? nightsText(first, locale) : `${first}–${nightsText(last, locale)}`}
                  </li>
                ) : null}
                {tour.nextDate ? (
                  <li>{t`Next departure ${shortDateInWords(tour.nextDate, locale)}`}</li>
                ) : null}
              </ul>
              {tour.crossesBorder ? (
                <p>
                  <Badge tone="neutral">
                    <Trans>Passport needed</Trans>
                  </Badge>
                </p>
              ) : null}
              <p className={styles.price}>
                {tour.priceFrom ? (
                  <Trans>
                    from <Price amount={tour.priceFrom} currency={currency} locale={locale} />
                  </Trans>
                ) : (
                  <Trans>Sold out</Trans>
                )}
              </p>
            </article>
          </li>
        )
      })}
    </ul>
  )
}
