import { Trans, useLingui } from '@lingui/react/macro'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { seoMeta } from '../../features/catalog/seo-meta.ts'
import { PriceBreakdownTable } from '../../features/tours/price-breakdown.tsx'
import { RoomOffers } from '../../features/tours/room-offers.tsx'
import { Stars } from '../../features/tours/stars.tsx'
import { dateInWords, stayInWords } from '../../features/tours/tour-words.ts'
import * as styles from '../../features/tours/tours.css.ts'
import { useLocale, useShopCurrency } from '../../lib/root-data.ts'
import { loadRoomSelection, roomSelectionAction } from './cart-tour-room.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : [])

export const loader = ({ request, params }: LoaderFunctionArgs) => loadRoomSelection(request, params)

export const action = ({ request }: ActionFunctionArgs) => roomSelectionAction(request)

/** The room-selection step of a tour (spec §2): the chosen room, its price night by night, and the other rooms. */
export default function RoomSelectionPage() {
  const page = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const { t } = useLingui()
  const locale = useLocale()
  const currency = useShopCurrency()
  return (
    <article aria-labelledby="room-title" className={styles.stack}>
      <p>
        <Link to={page.backHref}>
          <Trans>Back to the search</Trans>
        </Link>
      </p>
      <h1 id="room-title" className={styles.title}>
        <Trans>Room selection</Trans>
      </h1>
      <dl className={styles.summary}>
        {page.tour ? (
          <>
            <dt>
              <Trans>Tour</Trans>
            </dt>
            <dd>
              <Link to={page.tour.href}>{page.tour.name}</Link>
            </dd>
          </>
        ) : null}
        <dt>
          <Trans>Hotel</Trans>
        </dt>
        <dd>
          <Link to={page.hotel.href}>{page.hotel.name}</Link> <Stars count={page.hotel.stars} />
        </dd>
        <dt>
          <Trans>Dates</Trans>
        </dt>
        <dd>
          {dateInWords(page.date, locale)} – {dateInWords(page.checkOut, locale)}, {t`from ${page.city}`}
        </dd>
        <dt>
          <Trans>Stay</Trans>
        </dt>
        <dd>{stayInWords(page.nights, page.tourists, locale)}</dd>
      </dl>
      {reply?.error ? (
        <p role="alert" className={styles.error}>
          <Trans>The room could not be booked: choose the stay again.</Trans>
        </p>
      ) : null}
      <section aria-labelledby="chosen-title">
        <h2 id="chosen-title" className={styles.sectionTitle}>
          <Trans>Chosen room</Trans>
        </h2>
        <RoomOffers rooms={[page.chosen]} stay={page.stay} currency={currency} locale={locale} />
        {page.breakdown ? (
          <PriceBreakdownTable breakdown={page.breakdown} currency={currency} locale={locale} />
        ) : null}
      </section>
      <section aria-labelledby="other-rooms-title">
        <h2 id="other-rooms-title" className={styles.sectionTitle}>
          <Trans>Other rooms of the hotel</Trans>
        </h2>
        <RoomOffers
          rooms={page.rooms.filter((r) => !r.selected)}
          stay={page.stay}
          currency={currency}
          locale={locale}
        />
      </section>
    </article>
  )
}
