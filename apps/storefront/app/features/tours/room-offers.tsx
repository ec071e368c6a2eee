import { Trans, useLingui } from '@lingui/react/macro'
import { Form, Link } from '@remix-run/react'
import type { Locale } from '@vitrina/domain/locale'
import { Badge } from '@vitrina/ui/badge'
import { Button } from '@vitrina/ui/button'
import { Price } from '@vitrina/ui/price'
import { ResponsiveImage } from '@vitrina/ui/responsive-image'
import type { ImageView } from './tour-links.ts'
import * as styles from './tours.css.ts'

export type RoomOfferView = {
  id: number
  slug: string
  name: string
  description: string
  beds: string
  capacityAdults: number
  capacityChildren: number
  areaM2: number | null
  amenities: string[]
  photo: ImageView | null
  available: boolean
  reason: 'too_small' | 'sold_out' | 'no_rate' | null
  roomsLeft: number
  total: string | null
  /** The room-selection route for this room (tours), when there is one. */
  href: string | null
  selected: boolean
}

export type StayFields = { departure: number | null; date: string; nights: number; tourists: string }

/** Room types for one stay and party: price and "Book" where a room is free on every night, else why not. */
export function RoomOffers({
  rooms,
  stay,
  currency,
  locale,
}: {
  rooms: readonly RoomOfferView[]
  stay: StayFields
  currency: string
  locale: Locale
}) {
  const { t } = useLingui()
  const reasons = {
    too_small: t`The room is too small for your party`,
    sold_out: t`No free rooms on some of the nights`,
    no_rate: t`Not on sale for these dates`,
  }
  return (
    <ul className={styles.rows} aria-label={t`Rooms`}>
      {rooms.map((room) => (
        <li key={room.id}>
          <article
            className={styles.row}
            aria-labelledby={`room-${room.id}`}
            aria-current={room.selected ? 'true' : undefined}
          >
            <div className={styles.offerBody}>
              {room.photo ? (
                <ResponsiveImage
                  image={room.photo}
                  alt=""
                  renderedWidth={160}
                  ratio="4:3"
                  cover
                  className={styles.offerImage}
                />
              ) : null}
              <div className={styles.stack}>
                <h3 id={`room-${room.id}`} className={styles.cardTitle}>
                  {room.href && !room.selected ? <Link to={room.href}>{room.name}</Link> : room.name}
                  {room.selected ? (
                    <>
                      {' '}
                      <Badge tone="brand">{t`Chosen`}</Badge>
                    </>
                  ) : null}
                </h3>
                <p className={styles.paragraph}>{room.description}</p>
                <p className={styles.muted}>
                  {room.beds}
                  {room.areaM2 ? ` · ${room.areaM2} m²` : ''} ·{' '}
                  {t`Sleeps ${room.capacityAdults} + ${room.capacityChildren}`}
                </p>
                {room.amenities.length > 0 ? (
                  <p className={styles.muted}>{room.amenities.join(', ')}</p>
                ) : null}
              </div>
            </div>
            <div className={styles.stack}>
              {room.available && room.total ? (
                <>
                  <p className={styles.price}>
                    <Price amount={room.total} currency={currency} locale={locale} />
                  </p>
                  <Form method="post" replace>
                    <input type="hidden" name="intent" value="book" />
                    <input type="hidden" name="room_type" value={room.id} />
                    <input type="hidden" name="departure" value={stay.departure ?? ''} />
                    <input type="hidden" name="date" value={stay.date} />
                    <input type="hidden" name="nights" value={stay.nights} />
                    <input type="hidden" name="tourists" value={stay.tourists} />
                    <input type="hidden" name="seen_total" value={room.total} />
                    <Button type="submit" aria-label={t`Book ${room.name}`}>
                      <Trans>Book</Trans>
                    </Button>
                  </Form>
                </>
              ) : (
                <p className={styles.muted}>{room.reason ? reasons[room.reason] : t`Not available`}</p>
              )}
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}
