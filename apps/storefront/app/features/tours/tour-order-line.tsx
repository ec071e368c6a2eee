import type { Locale } from '@vitrina/domain/locale'
import type { Tourists } from '@vitrina/domain/tourists'
import * as styles from '../orders/orders.css.ts'
import { dateInWords, stayInWords } from './tour-words.ts'

/** A tour order in the list of my orders: "Altai lodges · Lodge Katun · 5 December 2026 · 7 nights, 2 adults". */
export function TourOrderLine({
  tour,
  locale,
}: {
  tour: { name: string; hotel: string; date: string; nights: number; tourists: Tourists }
  locale: Locale
}) {
  return (
    <p className={styles.muted}>
      {tour.name} · {tour.hotel} · {dateInWords(tour.date, locale)} ·{' '}
      {stayInWords(tour.nights, tour.tourists, locale)}
    </p>
  )
}
