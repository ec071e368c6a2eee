import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@remix-run/react'
import type { Locale } from '@vitrina/domain/locale'
import type { Tourists } from '@vitrina/domain/tourists'
import { Stars } from './stars.tsx'
import { dateInWords, stayInWords } from './tour-words.ts'
import * as styles from './tours.css.ts'

export type TourLineFacts = {
  tour: { name: string; href: string } | null
  hotel: { name: string; stars: number; href: string }
  room: string
  city: string | null
  date: string
  checkOut: string
  nights: number
  tourists: Tourists
}

/** A booked or chosen stay in words: tour, hotel, room, dates, "7 ночей, 2 взрослых, 1 ребёнок". */
export function TourLine({
  line,
  locale,
  links = true,
}: {
  line: TourLineFacts
  locale: Locale
  links?: boolean
}) {
  const { t } = useLingui()
  const link = (href: string, text: string) => (links ? <Link to={href}>{text}</Link> : text)
  return (
    <dl className={styles.summary}>
      {line.tour ? (
        <>
          <dt>
            <Trans>Tour</Trans>
          </dt>
          <dd>{link(line.tour.href, line.tour.name)}</dd>
        </>
      ) : null}
      <dt>
        <Trans>Hotel</Trans>
      </dt>
      <dd>
        {link(line.hotel.href, line.hotel.name)} <Stars count={line.hotel.stars} />
      </dd>
      <dt>
        <Trans>Room</Trans>
      </dt>
      <dd>{line.room}</dd>
      <dt>
        <Trans>Dates</Trans>
      </dt>
      <dd>
        {dateInWords(line.date, locale)} – {dateInWords(line.checkOut, locale)}
        {line.city ? `, ${t`from ${line.city}`}` : ''}
      </dd>
      <dt>
        <Trans>Stay</Trans>
      </dt>
      <dd>{stayInWords(line.nights, line.tourists, locale)}</dd>
    </dl>
  )
}
